import type { User, UserWithSecret } from "./accounts.types.js";

export interface NewUser {
  email: string;
  /** mailboxKey(email): one account per mailbox. */
  emailKey: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

export interface UserRepository {
  findById(id: number): Promise<User | null>;
  /** Case-insensitive: e-mail addresses are one account whatever their case. */
  findByEmail(email: string): Promise<UserWithSecret | null>;
  /** The account whose address reaches this mailbox (mailboxKey), if any. */
  findByMailbox(emailKey: string): Promise<User | null>;
  /** Null when another account already has the mailbox (two sign-ups can race past the look-up). */
  create(user: NewUser): Promise<User | null>;
  /** Null when another account already has the e-mail. */
  update(id: number, patch: Pick<User, "firstName" | "lastName" | "email">): Promise<User | null>;
  /** Marks the account's current address proved, unless it already is. */
  markEmailVerified(id: number, at: Date): Promise<void>;
  /**
   * Moves the account to a proved new address and its mailbox key. Null when another account
   * has that mailbox (the unique index decides between racers) or the account is gone.
   */
  changeEmail(id: number, email: string, emailKey: string, verifiedAt: Date): Promise<User | null>;
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
}

/** The server-side sessions, seen from the accounts: a password reset ends them all. */
export interface UserSessions {
  /** Ends every session signed in to this account. */
  endAllFor(userId: number): Promise<void>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
  /**
   * For an address with no account: as long as `verify` of a hash made today, and false, so
   * the time taken does not tell which addresses have accounts.
   */
  verifyNone(password: string): Promise<false>;
}
