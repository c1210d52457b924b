import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../services/services.tsx';

/**
 * A value a screen kept in the services' storage (`userEmail`, `verification`, the lecturer's
 * reset email), read when the page opens and again after every navigation, not on every render:
 * a page that showed Verify Email in its place finds the email as soon as Verify has kept it and
 * sent the user here, even when "here" is the same address.
 */
export function useStoredValue(storage: 'sessionStorage' | 'localStorage', key: string): string | null {
  const services = useServices();
  const location = useLocation();
  return useMemo(
    () => services[storage].getItem(key),
    // The location's key changes on every navigation, the same address included.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [services, storage, key, location.key],
  );
}
