/**
 * The route table (spec section 2): every screen of the registry (`@siwes/ui`'s one list of
 * screens), matched exactly and case-sensitively, each role's pages behind that role's guard;
 * any unknown path shows the home page.
 */
import type { RouteObject } from 'react-router';
import { screenRoutes } from '@siwes/ui/registry/ScreenRoutes.tsx';
import { RequireRole } from './guards.tsx';
import { AppError } from './AppError.tsx';

export const routes: RouteObject[] = [
  {
    errorElement: <AppError />,
    children: screenRoutes({ guard: (role, page) => <RequireRole role={role}>{page}</RequireRole> }),
  },
];
