import type { User, UserWithSecret } from "./accounts.types.js";

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

export interface UserRepository {
  findById(id: number): Promise<User | null>;
  /** Case-insensitive: e-mail addresses are one account whatever their case. */
  findByEmail(email: string): Promise<UserWithSecret | null>;
  /** Null when another account already has the e-mail (two sign-ups can race past findByEmail). */
  create(user: NewUser): Promise<User | null>;
  /** Null when another account already has the e-mail. */
  update(id: number, patch: Pick<User, "firstName" | "lastName" | "email">): Promise<User | null>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}
