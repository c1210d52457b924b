import { useLocation } from 'react-router';
import { useServices } from '../services/services.tsx';

export interface StorageProbeProps {
  storage: 'sessionStorage' | 'localStorage';
  keys: readonly string[];
}

/**
 * For stories only: shows (hidden) what the screens kept in the services' storage, re-read on
 * every navigation, as `data-testid="stored-<key>"`. Put it beside a screen under the route
 * pattern `*`, so both stay mounted after the screen navigates.
 *
 * @example
 * render: (args) => (<><VerifyEmailScreen {...args} /><StorageProbe storage="sessionStorage" keys={['userEmail']} /></>)
 */
export function StorageProbe({ storage, keys }: StorageProbeProps) {
  useLocation();
  const services = useServices();
  return (
    <dl hidden>
      {keys.map((key) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd data-testid={`stored-${key}`}>{services[storage].getItem(key) ?? ''}</dd>
        </div>
      ))}
    </dl>
  );
}
