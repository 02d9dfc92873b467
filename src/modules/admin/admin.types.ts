import { IsString, MaxLength, MinLength } from "class-validator";
import { PASSWORD_REQUIRED } from "../accounts/index.js";

export class AdminLoginInput {
  @MaxLength(200, { message: "Password is too long" })
  @MinLength(1, { message: PASSWORD_REQUIRED })
  @IsString({ message: PASSWORD_REQUIRED })
  password: string;
}

export class AdminPasswordInput {
  @MaxLength(200, { message: "Password is too long" })
  @MinLength(12, { message: "Admin password must be at least 12 characters" })
  @IsString({ message: "Admin password must be at least 12 characters" })
  password: string;
}

/** What the first start (or `cli admin-password`) did about the admin password. */
export type AdminPasswordOutcome =
  | { kind: "from-environment" }
  | { kind: "existing" }
  | { kind: "generated"; password: string }
  /** None yet, and this start was not to make one: the server's first start will. */
  | { kind: "none" };
