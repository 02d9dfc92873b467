import type { UserRepository } from "#modules/accounts/accounts.ports.js";
import type { User } from "#modules/accounts/accounts.types.js";
import type { AgentApplicationRepository, AgentRepository } from "#modules/agents/agents.ports.js";
import type {
  Agent,
  AgentApplication,
  AgentQuery,
  ApplicationMatch,
  ApplicationStatus,
  Decision,
  NewAgentApplication,
  VerifiedAgentProfile,
} from "#modules/agents/agents.types.js";
import { mailboxKey } from "#shared/mailbox.js";
import type { FileStore, Mailer, MailMessage, StoredFile } from "#shared/ports.js";
import type { UploadedFile } from "#shared/uploads.js";

/** A store whose state a fake transaction can roll back. */
interface Restorable {
  snapshot(): () => void;
}

export class FakeAgentApplications implements AgentApplicationRepository, Restorable {
  rows: AgentApplication[] = [];
  private nextId = 1;

  async create(
    application: NewAgentApplication & { userId: number | null; confirmedAt: Date | null },
  ): Promise<AgentApplication> {
    const row: AgentApplication = {
      ...application,
      id: this.nextId++,
      status: "pending",
      agentId: null,
      decidedAt: null,
      decisionReason: null,
      createdAt: new Date(),
    };
    this.rows.push(row);
    return { ...row };
  }

  async list(status?: ApplicationStatus): Promise<AgentApplication[]> {
    return this.rows.filter((r) => r.confirmedAt && (!status || r.status === status)).reverse();
  }

  async confirm(id: number, at: Date): Promise<boolean> {
    const row = this.rows.find((r) => r.id === id && r.confirmedAt === null);
    if (!row) return false;
    row.confirmedAt = at;
    return true;
  }

  /** The SQL one also matches phones and other pending applications; e-mail is enough here. */
  agents?: FakeAgents;
  async matchesOf(ids: readonly number[]): Promise<Map<number, ApplicationMatch[]>> {
    const matches = new Map<number, ApplicationMatch[]>();
    for (const id of ids) {
      const email = this.rows.find((r) => r.id === id)?.email.toLowerCase();
      const found = (this.agents?.rows ?? [])
        .filter((a) => a.email.toLowerCase() === email)
        .map((a) => ({ agentId: a.id, applicationId: null, name: a.name, on: ["email" as const] }));
      if (found.length > 0) matches.set(id, found);
    }
    return matches;
  }

  async setUser(id: number, userId: number): Promise<void> {
    const row = this.rows.find((r) => r.id === id);
    if (row) row.userId = userId;
  }

  /** Only an upgrade's migration sends applications back; the SQL one is tested on a database. */
  async addressLinksDue(): Promise<number[]> {
    return [];
  }
  async takeAddressLinkDue(): Promise<boolean> {
    return false;
  }

  async findById(id: number): Promise<AgentApplication | null> {
    const row = this.rows.find((r) => r.id === id);
    return row ? { ...row } : null;
  }

  async recordDecision(
    id: number,
    decision: {
      status: Decision;
      agentId: number | null;
      decidedAt: Date;
      decisionReason: string | null;
    },
  ): Promise<boolean> {
    const row = this.rows.find((r) => r.id === id && r.status === "pending");
    if (!row) return false;
    Object.assign(row, decision);
    return true;
  }

  snapshot() {
    const saved = this.rows.map((r) => ({ ...r }));
    return () => {
      this.rows = saved;
    };
  }
}

export class FakeAgents implements AgentRepository, Restorable {
  rows: (Agent & {
    region: string | null;
    specialization: string | null;
    userId: number | null;
  })[] = [];
  private nextId = 1;

  async list(query: AgentQuery): Promise<Agent[]> {
    return this.rows.slice(0, query.limit);
  }

  async findById(id: number): Promise<Agent | null> {
    return this.rows.find((a) => a.id === id) ?? null;
  }

  async findByUserId(userId: number): Promise<Agent | null> {
    return this.rows.find((a) => a.userId === userId) ?? null;
  }

  async isLinked(agentId: number): Promise<boolean> {
    return this.rows.some((a) => a.id === agentId && a.userId !== null);
  }

  async createVerified(profile: VerifiedAgentProfile): Promise<Agent | null> {
    const clash = this.rows.some(
      (a) =>
        a.email.toLowerCase() === profile.email.toLowerCase() ||
        (profile.userId !== null && a.userId === profile.userId),
    );
    if (clash) return null;
    const agent = {
      ...profile,
      id: this.nextId++,
      rating: "0.0",
      reviewCount: 0,
      propertiesSold: 0,
      isVerified: true,
      // A given number stays unchecked (and unshown) until an admin checks it.
      licenseNumber: null,
      licenseCheckedAt: null,
    };
    this.rows.push(agent);
    return { ...agent };
  }

  async linkToUser(agentId: number, userId: number): Promise<boolean> {
    const agent = this.rows.find((a) => a.id === agentId && a.userId === null);
    if (!agent || this.rows.some((a) => a.userId === userId)) return false;
    agent.userId = userId;
    return true;
  }

  snapshot() {
    const saved = this.rows.map((r) => ({ ...r }));
    return () => {
      this.rows = saved;
    };
  }
}

export class FakeFileStore implements FileStore {
  files = new Map<string, Buffer>();
  private count = 0;

  async save(content: Buffer, extension: string): Promise<StoredFile> {
    this.count += 1;
    const url = `/uploads/file-${this.count}.${extension}`;
    this.files.set(url, content);
    return { url };
  }

  async remove(url: string): Promise<void> {
    this.files.delete(url);
  }
}

export class FakeMailer implements Mailer {
  sent: MailMessage[] = [];
  failing = false;

  async send(message: MailMessage): Promise<void> {
    if (this.failing) throw new Error("mail server down");
    this.sent.push(message);
  }
}

/** The shared one: runs the work and, like a database, undoes the stores' changes when it throws. */
export { FakeTransactions } from "../shared/shared.fakes.js";

export class FakeUsers implements UserRepository {
  constructor(private readonly users: User[] = []) {}

  async findById(id: number) {
    return this.users.find((u) => u.id === id) ?? null;
  }
  async findByEmail(email: string) {
    const user = this.users.find((u) => u.email.toLowerCase() === email.toLowerCase());
    return user ? { ...user, passwordHash: "x" } : null;
  }
  async findByMailbox(key: string) {
    return this.users.find((u) => mailboxKey(u.email) === key) ?? null;
  }
  async create(): Promise<User> {
    throw new Error("not used");
  }
  async update(): Promise<User> {
    throw new Error("not used");
  }
  async markEmailVerified(): Promise<void> {
    throw new Error("not used");
  }
  async changeEmail(): Promise<User> {
    throw new Error("not used");
  }
  async setPasswordHash(): Promise<void> {
    throw new Error("not used");
  }
}

export function anUploadedFile(content: Buffer, originalName = "photo.png"): UploadedFile {
  return { originalName, size: content.length, read: async () => content };
}

/** The smallest PNG signature and IHDR chunk file-type recognises. */
export const PNG_BYTES = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e5273de20000000049454e44ae426082",
  "hex",
);
