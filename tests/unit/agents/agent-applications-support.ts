import type { AccountTokens } from "#modules/accounts/account-tokens.js";
import type { User } from "#modules/accounts/accounts.types.js";
import { AgentApplicationsService } from "#modules/agents/agent-applications.service.js";
import type { Requester } from "#modules/rate-limits/rate-limit-rules.js";
import { type Actor, operatorActor, userActor } from "#shared/actor.js";
import { ValidationError } from "#shared/errors.js";
import type { UploadedFile } from "#shared/uploads.js";
import { fakePhotoPipeline } from "../photos/photos.fakes.js";
import { FakeAuditLog } from "../shared/shared.fakes.js";
import { anUploadIntake } from "../uploads/uploads.fakes.js";
import {
  FakeAgentApplications,
  FakeAgents,
  FakeMailer,
  FakeTransactions,
  FakeUsers,
} from "./agents.fakes.js";

export const NOW = new Date("2026-11-20T10:00:00Z");
export const APPLICANT = userActor(5);
export const OPS = operatorActor("cli:ops");

/** An account; APPLICANT's by default, its address proved and the one `form()` applies with. */
export function anAccount(overrides: Partial<User> = {}): User {
  return {
    id: 5,
    email: "adwoa@example.com",
    firstName: "Adwoa",
    lastName: "Nyarko",
    profileImageUrl: null,
    createdAt: NOW,
    emailVerified: true,
    ...overrides,
  };
}
/** The link helper's own tests are the API's (a real database); here it hands out one token. */
export const TOKEN = "t".repeat(43);
const tokens = { issue: async () => TOKEN } as unknown as AccountTokens;

const SENDER: Requester = { address: "203.0.113.7" };

/** These tests send from one address and often no photo; the door always says both. */
class AgentApplications extends AgentApplicationsService {
  override submitApplication(
    actor: Actor,
    raw: unknown,
    profileImage: readonly UploadedFile[] = [],
    sender: Requester = SENDER,
  ) {
    return super.submitApplication(actor, raw, profileImage, sender);
  }
}

export function setup(accounts: User[] = [anAccount()]) {
  const applications = new FakeAgentApplications();
  const agents = new FakeAgents();
  const photos = fakePhotoPipeline();
  const files = photos.originals;
  const mailer = new FakeMailer();
  const audit = new FakeAuditLog();
  const service = new AgentApplications(
    applications,
    agents,
    photos.pipeline,
    mailer,
    new FakeTransactions([applications, agents, audit]),
    { now: () => NOW },
    audit.trail({ now: () => NOW }),
    // The real probe is sharp's (tests/api); here every sniffed image reads as one.
    anUploadIntake({
      dimensions: async () => ({ width: 900, height: 600 }),
      decodes: async () => true,
    }).intake,
    tokens,
    { infoEmail: "info@ofie.test", publicUrl: "https://ofie.test" },
    new FakeUsers(accounts),
  );
  applications.agents = agents;
  return { service, applications, agents, files, mailer, audit };
}

export const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Adwoa Nyarko",
  email: "adwoa@example.com",
  phone: "0201234567",
  company: "Oti Homes",
  yearsExperience: "5",
  specialization: "Land Sales",
  location: "Oti",
  bio: "Helps families in Dambai and Nkwanta find land with clean documents.",
  languages: "English, Ewe",
  ...overrides,
});

export async function validationErrors(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).errors;
}
