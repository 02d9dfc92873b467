import type { SavedSearchRepository } from "#modules/alerts/alerts.ports.js";
import type {
  AlertFrequency,
  AlertSubscription,
  NewSavedSearch,
  SavedSearch,
} from "#modules/alerts/saved-searches.types.js";

/** An in-memory saved-search store that remembers what it was asked, for the services' tests. */
export class FakeSavedSearches implements SavedSearchRepository {
  rows: (AlertSubscription & { userId: number })[] = [];
  tokens = new Map<string, number>();
  checked: { id: number; at: Date }[] = [];
  asked: { frequency: AlertFrequency; dueBy?: Date }[] = [];

  add(row: Partial<AlertSubscription> & { userId?: number } = {}) {
    const full = {
      id: this.rows.length + 1,
      userId: 1,
      name: "Kumasi houses",
      query: { city: "Kumasi" },
      frequency: "daily" as AlertFrequency,
      active: true,
      lastSentAt: null,
      createdAt: new Date("2026-11-01T07:00:00Z"),
      email: "ama@example.com",
      firstName: "Ama",
      emailVerified: true,
      ...row,
    };
    this.rows.push(full);
    return full;
  }

  async create(s: NewSavedSearch): Promise<SavedSearch> {
    return this.add({ ...s });
  }
  async listForUser(userId: number) {
    return this.rows.filter((r) => r.userId === userId);
  }
  async countForUser(userId: number) {
    return (await this.listForUser(userId)).length;
  }
  async findForUser(id: number, userId: number) {
    return this.rows.find((r) => r.id === id && r.userId === userId) ?? null;
  }
  async update(id: number, patch: Partial<SavedSearch>) {
    const row = this.rows.find((r) => r.id === id) as AlertSubscription;
    for (const [k, v] of Object.entries(patch)) if (v !== undefined) Object.assign(row, { [k]: v });
    return row;
  }
  async remove(id: number, userId: number) {
    const before = this.rows.length;
    this.rows = this.rows.filter((r) => !(r.id === id && r.userId === userId));
    return this.rows.length < before;
  }
  async listActive(frequency: AlertFrequency, dueBy?: Date) {
    this.asked.push({ frequency, dueBy });
    return this.rows.filter(
      (r) =>
        r.active &&
        r.frequency === frequency &&
        (!dueBy || (r.lastSentAt ?? r.createdAt).getTime() <= dueBy.getTime()),
    );
  }
  async recordMail(id: number, sentAt: Date, tokenHash: string) {
    this.tokens.set(tokenHash, id);
    await this.update(id, { lastSentAt: sentAt });
  }
  async markChecked(id: number, at: Date) {
    this.checked.push({ id, at });
    await this.update(id, { lastSentAt: at });
  }
  async findByTokenHash(hash: string) {
    const id = this.tokens.get(hash);
    return this.rows.find((r) => r.id === id) ?? null;
  }
}
