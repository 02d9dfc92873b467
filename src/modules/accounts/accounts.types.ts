import { IsEmail, IsString, MaxLength, MinLength } from "class-validator";

export interface User {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  createdAt: Date;
}

export interface UserWithSecret extends User {
  passwordHash: string;
}

export class RegisterInput {
  @MaxLength(254, { message: "Email is too long" })
  @IsEmail({}, { message: "Valid email is required" })
  email: string;

  @MaxLength(200, { message: "Password is too long" })
  @MinLength(8, { message: "Password must be at least 8 characters" })
  @IsString({ message: "Password must be at least 8 characters" })
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
