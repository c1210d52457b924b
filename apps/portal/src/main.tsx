import '@siwes/ui/tokens.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoading } from '@siwes/ui/components/Spinner/Spinner.tsx';
import { ServicesProvider } from '@siwes/ui/services/services.tsx';
import { routes } from './routes.tsx';
import { createPortalServices } from './services.ts';

declare const __SIWES_FAKE_API__: boolean;

/** `npm run dev` and the mock build answer the API from the fake in a service worker: no server needed. */
async function startFakeApi() {
  const { setupFakeWorker } = await import('@siwes/mocks/browser');
  const { worker } = setupFakeWorker();
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}

async function main() {
  if (__SIWES_FAKE_API__) await startFakeApi();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <ServicesProvider services={createPortalServices()}>
        <Suspense fallback={<PageLoading />}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </Suspense>
      </ServicesProvider>
    </StrictMode>,
  );
}

void main();
