import { ErrorScreen } from '@siwes/ui/components/ErrorScreen/ErrorScreen.tsx';

/** What a route shows when rendering throws: the spec's default error screen, never a stack trace. */
export function AppError() {
  return <ErrorScreen homeHref="/" />;
}
