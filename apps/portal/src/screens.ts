/**
 * Every screen, loaded when its route is first visited, so a phone on a slow network downloads
 * only the page it opens (and each role only its own pages).
 */
import { lazy, type ComponentType } from 'react';

function screen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}

export const HomeScreen = screen(
  async () => (await import('@siwes/ui/screens/Home/HomeScreen.tsx')).HomeScreen,
);
export const LoginScreen = screen(
  async () => (await import('@siwes/ui/screens/Login/LoginScreen.tsx')).LoginScreen,
);
export const StudentHomeScreen = screen(
  async () => (await import('@siwes/ui/screens/StudentHome/StudentHomeScreen.tsx')).StudentHomeScreen,
);
export const LecturerHomeScreen = screen(
  async () => (await import('@siwes/ui/screens/LecturerHome/LecturerHomeScreen.tsx')).LecturerHomeScreen,
);
export const CoordinatorHomeScreen = screen(
  async () =>
    (await import('@siwes/ui/screens/CoordinatorHome/CoordinatorHomeScreen.tsx')).CoordinatorHomeScreen,
);
export const VerifyEmailScreen = screen(
  async () => (await import('@siwes/ui/screens/VerifyEmail/VerifyEmailScreen.tsx')).VerifyEmailScreen,
);
export const ValidateOtpScreen = screen(
  async () => (await import('@siwes/ui/screens/ValidateOtp/ValidateOtpScreen.tsx')).ValidateOtpScreen,
);
export const RegistrationScreen = screen(
  async () => (await import('@siwes/ui/screens/Registration/RegistrationScreen.tsx')).RegistrationScreen,
);
export const ResetPasswordScreen = screen(
  async () => (await import('@siwes/ui/screens/ResetPassword/ResetPasswordScreen.tsx')).ResetPasswordScreen,
);
