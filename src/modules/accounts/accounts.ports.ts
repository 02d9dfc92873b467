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
  create(user: NewUser): Promise<User>;
  update(id: number, patch: Pick<User, "firstName" | "lastName" | "email">): Promise<User>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}
