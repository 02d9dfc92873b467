import { NotFoundError, UnauthorizedError } from "../../shared/errors.js";
import { validateInput } from "../../shared/validation.js";
import { EmailTakenError, InvalidCredentialsError } from "./accounts.errors.js";
import type { PasswordHasher, UserRepository } from "./accounts.ports.js";
import { LoginInput, ProfileInput, RegisterInput, type User } from "./accounts.types.js";

export class AccountsService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async register(raw: unknown): Promise<User> {
    const input = await validateInput(RegisterInput, raw);
    if (await this.users.findByEmail(input.email)) throw new EmailTakenError();
    const user = await this.users.create({
      email: input.email.trim(),
      passwordHash: await this.hasher.hash(input.password),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
    });
    if (!user) throw new EmailTakenError();
    return user;
  }

  async signIn(raw: unknown): Promise<User> {
    const input = await validateInput(LoginInput, raw);
    const found = await this.users.findByEmail(input.email);
    // Verify against a dummy hash when the account is unknown, so timing does not reveal which e-mails exist.
    const ok = await this.hasher.verify(input.password, found?.passwordHash ?? DUMMY_HASH);
    if (!found || !ok) throw new InvalidCredentialsError();
    const { passwordHash: _secret, ...user } = found;
    return user;
  }

  async getUser(userId: number | undefined): Promise<User> {
    if (!userId) throw new UnauthorizedError();
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedError();
    return user;
  }

  async updateProfile(userId: number, raw: unknown): Promise<User> {
    const input = await validateInput(ProfileInput, raw, trimStrings);
    const current = await this.users.findById(userId);
    if (!current) throw new NotFoundError("User not found");
    const owner = await this.users.findByEmail(input.email);
    if (owner && owner.id !== userId) throw new EmailTakenError();
    const updated = await this.users.update(userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
    });
    // null: a save racing this one took the address after the look-up above (the unique index decided).
    if (!updated) throw new EmailTakenError();
    return updated;
  }
}

/** Trimmed before the rules run, so a name of spaces is "required" rather than stored blank. */
function trimStrings(input: object): void {
  const fields = input as Record<string, unknown>;
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") fields[key] = value.trim();
  }
}

const DUMMY_HASH =
  "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==";
