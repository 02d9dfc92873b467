import { IsEmail, IsString, MaxLength, MinLength } from "class-validator";
import {
  EMAIL,
  FIRST_NAME,
  LAST_NAME,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "./accounts.rules.js";

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
  @MaxLength(EMAIL.max, { message: EMAIL.tooLong })
  @IsEmail({}, { message: EMAIL.message })
  email: string;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_TOO_LONG })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @IsString({ message: PASSWORD_TOO_SHORT })
  password: string;

  @MaxLength(FIRST_NAME.max, { message: FIRST_NAME.tooLong })
  @MinLength(FIRST_NAME.min, { message: FIRST_NAME.message })
  @IsString({ message: FIRST_NAME.message })
  firstName: string;

  @MaxLength(LAST_NAME.max, { message: LAST_NAME.tooLong })
  @MinLength(LAST_NAME.min, { message: LAST_NAME.message })
  @IsString({ message: LAST_NAME.message })
  lastName: string;
}

/** "Forgot password?": the address to send a reset link to. */
export class PasswordResetRequestInput {
  @MaxLength(EMAIL.max, { message: EMAIL.tooLong })
  @IsEmail({}, { message: EMAIL.message })
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
  @IsEmail({}, { message: EMAIL.message })
  email: string;

  @MinLength(1, { message: PASSWORD_REQUIRED })
  @IsString({ message: PASSWORD_REQUIRED })
  password: string;
}

export class ProfileInput {
  @MaxLength(FIRST_NAME.max, { message: FIRST_NAME.tooLong })
  @MinLength(FIRST_NAME.min, { message: FIRST_NAME.message })
  @IsString({ message: FIRST_NAME.message })
  firstName: string;

  @MaxLength(LAST_NAME.max, { message: LAST_NAME.tooLong })
  @MinLength(LAST_NAME.min, { message: LAST_NAME.message })
  @IsString({ message: LAST_NAME.message })
  lastName: string;

  @MaxLength(EMAIL.max, { message: EMAIL.tooLong })
  @IsEmail({}, { message: EMAIL.message })
  email: string;
}
