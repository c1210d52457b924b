/** The request bodies and answers of signing in, registering, one-time codes and passwords (spec section 7). */
import * as z from 'zod';
import { currentPassword, email, id, newPassword, optionalText, text } from './fields.ts';
import { BankDetailsSchema, LevelSchema, LoginTypeSchema, OtpPurposeSchema, SexSchema } from './entities.ts';

export const LoginBodySchema = z.object({
  email: text('email'),
  password: currentPassword(),
  type: LoginTypeSchema,
});

export const TokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  clientToken: z.string(),
});

/** The signed-in user: at least who they are and their role; the rest of their record may follow. */
export const LoginUserSchema = z.looseObject({
  _id: id(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: LoginTypeSchema,
});

export const LoginResponseSchema = z.object({
  message: z.string(),
  tokens: TokensSchema,
  data: LoginUserSchema,
});

export const RegistrationBodySchema = z.object({
  firstName: text('name'),
  lastName: text('name'),
  middleName: text('name'),
  sex: SexSchema,
  email: email(),
  phone: text('phone'),
  faculty: optionalText('label').optional(),
  department: optionalText('label').optional(),
  course: optionalText('label').optional(),
  level: LevelSchema,
  matricNo: text('matricNo'),
  bankDetails: BankDetailsSchema,
  password: newPassword(),
});

export const SendOtpBodySchema = z.object({ email: email(), purpose: OtpPurposeSchema });

export const VerifyOtpBodySchema = z.object({ token: text('token'), email: email() });

/** What a verified code yields; `resetToken` only for purpose changePassword. */
export const VerificationSchema = z.object({
  email: z.string(),
  purpose: OtpPurposeSchema,
  verified: z.literal(true),
  resetToken: z.string().optional(),
});

export const VerifyOtpResponseSchema = z.object({ message: z.string(), data: VerificationSchema });

export const ResetPasswordBodySchema = z.object({
  email: email(),
  password: newPassword(),
  /** The reset token verifyOTP returned. */
  token: text('token'),
});

export const ChangePasswordBodySchema = z.object({
  oldPassword: currentPassword(),
  newPassword: newPassword(),
});

// ---------------------------------------------------------------------------------------------
// Types

export type LoginBody = z.infer<typeof LoginBodySchema>;
export type Tokens = z.infer<typeof TokensSchema>;
export type LoginUser = z.infer<typeof LoginUserSchema>;
export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export type RegistrationBody = z.infer<typeof RegistrationBodySchema>;
export type SendOtpBody = z.infer<typeof SendOtpBodySchema>;
export type VerifyOtpBody = z.infer<typeof VerifyOtpBodySchema>;
export type Verification = z.infer<typeof VerificationSchema>;
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponseSchema>;
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
