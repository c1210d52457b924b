import { useEffect } from 'react';
import { ErrorScreen } from '../../components/ErrorScreen/ErrorScreen.tsx';
import { useOnline } from '../../services/services.tsx';

export { isMissingCode } from './missingCode.ts';

export const OFFLINE_PAGE_TITLE = 'You are offline';
export const OFFLINE_PAGE_DETAIL =
  'This page is not kept on this phone: it needs the network, and opens by itself once the network is back.';
export const NEW_VERSION_TITLE = 'A new version of the portal is ready';
export const NEW_VERSION_DETAIL = 'This page is part of the new version: reload to open it.';

export interface PageUnavailableProps {
  /**
   * Why the page's code is missing: `offline`, it was never kept on the phone and there is no
   * network (a supervisor's or coordinator's page); `newVersion`, the server now has the next
   * version and no longer the code of the one running.
   */
  reason: 'offline' | 'newVersion';
  /** Loads the page afresh. */
  onReload: () => void;
}

/**
 * Said in a page's place when its code cannot be had: plainly offline, opening by itself once the
 * network is back; or a new version, with Reload (issue 25). Never a stack trace.
 */
export function PageUnavailable({ reason, onReload }: PageUnavailableProps) {
  const online = useOnline();
  useEffect(() => {
    if (reason === 'offline' && online) onReload();
  }, [reason, online, onReload]);
  return reason === 'offline' ? (
    <ErrorScreen title={OFFLINE_PAGE_TITLE} detail={OFFLINE_PAGE_DETAIL} onRetry={onReload} />
  ) : (
    <ErrorScreen
      title={NEW_VERSION_TITLE}
      detail={NEW_VERSION_DETAIL}
      onRetry={onReload}
      retryLabel="Reload"
    />
  );
}
