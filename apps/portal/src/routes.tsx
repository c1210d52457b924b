/**
 * The route table (spec section 2): every route whose screen exists, matched exactly and
 * case-sensitively; any unknown path shows the home page. Role pages sit behind their guard.
 */
import type { RouteObject } from 'react-router';
import { PATHS } from '@siwes/ui/services/paths.ts';
import { RequireRole } from './guards.tsx';
import { AppError } from './AppError.tsx';
import {
  CoordinatorHomeScreen,
  HomeScreen,
  LecturerHomeScreen,
  LoginScreen,
  RegistrationScreen,
  ResetPasswordScreen,
  StudentHomeScreen,
  ValidateOtpScreen,
  VerifyEmailScreen,
} from './screens.ts';

const page = (path: string, element: React.ReactNode): RouteObject => ({
  path,
  element,
  caseSensitive: true,
});

export const routes: RouteObject[] = [
  {
    errorElement: <AppError />,
    children: [
      page(PATHS.home, <HomeScreen />),
      page(PATHS.studentLogin, <LoginScreen role="student" />),
      page(PATHS.lecturerLogin, <LoginScreen role="supervisor" />),
      page(PATHS.coordinatorLogin, <LoginScreen role="coordinator" />),
      page(PATHS.verifyStudent, <VerifyEmailScreen purpose="registration" />),
      page(PATHS.verifyStudentPass, <VerifyEmailScreen purpose="changePassword" />),
      page(PATHS.verifyStudentPassAlt, <VerifyEmailScreen purpose="changePassword" />),
      page(PATHS.validateOtp, <ValidateOtpScreen />),
      page(PATHS.register, <RegistrationScreen />),
      page(PATHS.changePassword, <ResetPasswordScreen role="student" />),
      page(PATHS.lecturerVerify, <VerifyEmailScreen purpose="changePassword" role="supervisor" />),
      page(PATHS.lecturerResetPassword, <ResetPasswordScreen role="supervisor" />),
      page(
        PATHS.studentDashboard,
        <RequireRole role="student">
          <StudentHomeScreen />
        </RequireRole>,
      ),
      page(
        PATHS.lecturerHome,
        <RequireRole role="supervisor">
          <LecturerHomeScreen />
        </RequireRole>,
      ),
      page(
        PATHS.coordinatorHome,
        <RequireRole role="coordinator">
          <CoordinatorHomeScreen />
        </RequireRole>,
      ),
      { path: '*', element: <HomeScreen /> },
    ],
  },
];
