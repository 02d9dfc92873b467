import { IsEmail, IsString, MaxLength, MinLength } from "class-validator";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "./password-rules.js";

export interface User {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: Date;
  /** The account has proved it reads mail at `email` (a link we sent there was used). */
  emailVerified: boolean;
}

/** The user as the account's own pages see it: with the address waiting for its link, if any. */
export interface AccountView extends User {
  /** A new address asked for on the profile, not yet confirmed: `email` is still in force. */
  pendingEmail: string | null;
}

export interface UserWithSecret extends User {
  passwordHash: string;
}

export class RegisterInput {
  @MaxLength(254, { message: "Email is too long" })
  @IsEmail({}, { message: "Valid email is required" })
  email: string;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @IsString({ message: PASSWORD_TOO_SHORT })
  password: string;

  @MaxLength(100, { message: "First name is too long" })
  @MinLength(1, { message: "First name is required" })
  @IsString({ message: "First name is required" })
  firstName: string;

  @MaxLength(100, { message: "Last name is too long" })
  @MinLength(1, { message: "Last name is required" })
  @IsString({ message: "Last name is required" })
  lastName: string;
}

/** "Forgot password?": the address to send a reset link to. */
export class PasswordResetRequestInput {
  @MaxLength(254, { message: "Email is too long" })
  @IsEmail({}, { message: "Valid email is required" })
  email: string;
}

/** The new password of a reset link; the common-password list is checked after these. */
export class NewPasswordInput {
  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @IsString({ message: PASSWORD_TOO_SHORT })
  password: string;
}

export class LoginInput {
  @IsEmail({}, { message: "Valid email is required" })
  email: string;

  @MinLength(1, { message: "Password is required" })
  @IsString({ message: "Password is required" })
  password: string;
}

export class ProfileInput {
  @MaxLength(100, { message: "First name is too long" })
  @MinLength(1, { message: "First name is required" })
  @IsString({ message: "First name is required" })
  firstName: string;

  @MaxLength(100, { message: "Last name is too long" })
  @MinLength(1, { message: "Last name is required" })
  @IsString({ message: "Last name is required" })
  lastName: string;

  @MaxLength(254, { message: "Email is too long" })
  @IsEmail({}, { message: "Valid email is required" })
  email: string;
}
