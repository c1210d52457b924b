import { ErrorScreen } from '@siwes/ui/components/ErrorScreen/ErrorScreen.tsx';
import { isMissingCode, PageUnavailable } from '@siwes/ui/kit/PageUnavailable/PageUnavailable.tsx';

const reload = () => window.location.reload();

/**
 * What a route shows when rendering throws: the spec's default error screen, never a stack trace;
 * when the page's code could not be had, why: no network (a page not kept on the phone), or a
 * new version on the server.
 */
export function AppError({ error }: { error?: unknown }) {
  if (isMissingCode(error)) {
    return <PageUnavailable reason={navigator.onLine ? 'newVersion' : 'offline'} onReload={reload} />;
  }
  return <ErrorScreen homeHref="/" />;
}
