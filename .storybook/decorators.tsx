import type { Decorator } from '@storybook/react-vite';
import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation, useNavigate } from 'react-router';
import { useScreenTitle } from '../packages/ui/src/registry/currentPage.ts';
import { routerPath, screenAt } from '../packages/ui/src/registry/screens.ts';
import { ScreenSlotProvider } from '../packages/ui/src/routes/ScreenRoutes.tsx';
import { ServicesProvider, useServices, type RecordingFiles } from '../packages/ui/src/services/index.ts';
import { PageLoading } from '../packages/ui/src/components/Spinner/Spinner.tsx';
import { createStoryServices, type StoryServicesOptions } from './services.tsx';

/**
 * Shows where the app navigated to, so a play function can assert a redirect (`current-path`)
 * or what a page keeps in its query string (`current-search`, e.g. `?q=Okafor`).
 */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <>
      <div data-testid="current-path" hidden>
        {pathname}
      </div>
      <div data-testid="current-search" hidden>
        {search}
      </div>
    </>
  );
}

/** Where a story's screen navigated away to: a stand-in, with the browser's Back to return. */
function NavigatedAway() {
  const navigate = useNavigate();
  return (
    <>
      <p>Navigated away.</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** Names the tab as the portal's route would. */
function Titled({ title, children }: { title: string | undefined; children: ReactNode }) {
  useScreenTitle(title);
  return <>{children}</>;
}

/**
 * Puts the story inside a router at the route it names, so links, redirects, path parameters and
 * the current-page marks work, and names the tab after the route's screen. The route's pattern comes from the screen registry
 * (`/coordinator/student/stu-001` is served by `/coordinator/student/:id`); `routePattern: '*'`
 * keeps the story mounted wherever it navigates (journeys). Navigation away shows a stand-in,
 * whose Back returns (the screen mounted again, as the browser's Back would).
 * The route may carry a query string (`/coordinator/students?page=3`), as an address Back or a
 * reload brings.
 *
 * @example
 * export const OnStudents: Story = { parameters: { route: '/studentlogin' } };
 * export const FromALink: Story = { parameters: { route: '/coordinator/student/weeklyreports/SIW260001', routeState: { name: 'Ada Obi' } } };
 * export const Searched: Story = { parameters: { route: '/coordinator/assigninspector?q=Okafor' } };
 */
export const withRouter: Decorator = (Story, { parameters }) => {
  const route = (parameters.route as string | undefined) ?? '/';
  // What a link handed the page (`<Link state>`), e.g. a student's name: `parameters.routeState`.
  const state: unknown = parameters.routeState;
  const pathname = parsePath(route).pathname ?? '/';
  const registered = screenAt(pathname);
  const path =
    (parameters.routePattern as string | undefined) ?? (registered ? routerPath(registered.path) : pathname);
  return (
    // As the portal's router: urgent location updates, the routes deferring the page (useRoutedPage).
    <MemoryRouter
      initialEntries={[state === undefined ? route : { ...parsePath(route), state }]}
      useTransitions={false}
    >
      <Suspense fallback={<PageLoading />}>
        {/* A screen shown in another's place (`ScreenOf`) is drawn as the routes draw it. */}
        <ScreenSlotProvider>
          <Routes>
            <Route
              path={path}
              element={
                <Titled title={registered?.title}>
                  <Story />
                </Titled>
              }
            />
            <Route path="*" element={<NavigatedAway />} />
          </Routes>
        </ScreenSlotProvider>
      </Suspense>
      <CurrentPath />
    </MemoryRouter>
  );
};

/** What the screens saved through `services.files`, for play functions: one hidden entry per file. */
function SavedFiles() {
  const files = useServices().files as RecordingFiles;
  const saved = useSyncExternalStore(files.subscribe, files.saved);
  return (
    <div hidden>
      {saved.map((file, index) => (
        <pre key={index} data-testid="saved-file" data-file-name={file.fileName}>
          {file.text}
        </pre>
      ))}
    </div>
  );
}

/**
 * Gives screens their services: a client that the fake answers, fixture accounts signed in,
 * in-memory storage, shortened timings, a fixed clock, and a file saver whose files a play
 * function reads (`canvas.getAllByTestId('saved-file')`, the name in `data-file-name`).
 *
 * @example
 * export const SignedIn: Story = {
 *   parameters: { services: { signedIn: ['newStudent'], sessionStorage: { userEmail: 'a@b.ng' }, timing: { otpCountdownSeconds: 2 } } },
 * };
 */
export const withServices: Decorator = (Story, { parameters }) => (
  <StoryServices options={(parameters.services as StoryServicesOptions | undefined) ?? {}}>
    <Story />
    <SavedFiles />
  </StoryServices>
);

function StoryServices({ options, children }: { options: StoryServicesOptions; children: ReactNode }) {
  // One set of services per mounted story: state survives re-renders, never leaks into the next story.
  const [services] = useState(() => createStoryServices(options));
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}

/**
 * Narrows the story to a phone's width, to show and test a screen at 320 px; else to the width the
 * toolbar's Width names (320, 768 or 1280), for a person looking.
 *
 * @example
 * export const Phone: Story = { parameters: { width: 320 } };
 */
export const withWidth: Decorator = (Story, { parameters, globals }) => {
  const chosen = Number(globals.width);
  const width = (parameters.width as number | undefined) ?? (Number.isFinite(chosen) ? chosen : undefined);
  if (!width) return <Story />;
  return (
    <div
      data-testid="viewport"
      style={{ width, maxWidth: width, overflowX: 'auto', outline: '1px dashed #bbb' }}
    >
      <Story />
    </div>
  );
};
