import type { AuditLogRepository } from "#modules/admin/audit-log.ports.js";
import type { AuditEntry, NewAuditEntry } from "#modules/admin/audit-log.types.js";
import { AuditTrail } from "#modules/admin/audit-trail.js";
import type { PriceConversions, PropertyRepository } from "#modules/listings/listings.ports.js";
import type { Property } from "#modules/listings/listings.types.js";
import type { Clock, Mailer, MailMessage, TransactionRunner } from "#shared/ports.js";

/** Records mail; can be told to fail, to prove a write and its mail go together. */
export class FakeMailer implements Mailer {
  sent: MailMessage[] = [];
  failing = false;
  async send(message: MailMessage) {
    if (this.failing) throw new Error("SMTP down");
    this.sent.push(message);
  }
}

/** Runs the work; on failure restores the snapshot taken by `snapshot`, as a rollback would. */
export class FakeTransactions implements TransactionRunner {
  constructor(private readonly stores: { snapshot(): () => void }[] = []) {}
  async run<T>(work: () => Promise<T>): Promise<T> {
    const restores = this.stores.map((s) => s.snapshot());
    try {
      return await work();
    } catch (error) {
      for (const restore of restores) restore();
      throw error;
    }
  }
}

export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });

/** A property repository over a fixed list: every port method a service may call, in one place. */
export const fakeProperties = (known: Property[]): PropertyRepository => ({
  search: async () => known,
  findById: async (id: number) => known.find((p) => p.id === id) ?? null,
  listSimilar: async (to: Property, limit: number) =>
    known.filter((p) => p.id !== to.id && p.city === to.city).slice(0, limit),
  findOwnership: async (id: number) => {
    const p = known.find((k) => k.id === id);
    return p ? { ownerId: null, agentId: p.agentId } : null;
  },
  findOwnerContact: async () => null,
  create: async () => known[0] as Property,
  update: async (id, changes) => {
    const p = known.find((k) => k.id === id) as Property;
    Object.assign(p, changes);
    return p;
  },
  lastPublishedId: async () =>
    known.filter((p) => p.published).reduce<number | null>((m, p) => Math.max(m ?? 0, p.id), null),
  listForSitemap: async ({ afterId, upToId }) =>
    known
      .filter((p) => p.published && p.id > afterId && p.id <= upToId)
      .sort((a, b) => a.id - b.id)
      .map((p) => ({ id: p.id, updatedAt: p.createdAt })),
  count: async () => known.length,
  pins: async (_filter, upTo) =>
    known
      .flatMap(({ id, title, latitude, longitude, price, priceCurrency, ...p }) =>
        latitude === null || longitude === null
          ? []
          : [
              {
                id,
                title,
                latitude,
                longitude,
                price,
                priceCurrency,
                listingType: p.listingType,
                rentPeriod: p.rentPeriod,
              },
            ],
      )
      .slice(0, upTo),
});

/** A property of the fixed list, its agent known by e-mail or absent. */
export const propertyWithAgent = (id: number, agentEmail: string | null): Property =>
  ({
    id,
    title: `Property ${id}`,
    location: "Osu",
    city: "Accra",
    agent: agentEmail ? { id: 7, name: "Kojo", email: agentEmail } : null,
  }) as Property;

/** Leaves prices as they are, as before any exchange rate is set. */
export const noConversions: PriceConversions = { withConversions: async (items) => items };

/** The audit log kept in memory; joins FakeTransactions' rollback through `snapshot`. */
export class FakeAuditLog implements AuditLogRepository {
  entries: AuditEntry[] = [];
  async add(entry: NewAuditEntry) {
    this.entries.push({ ...entry, id: this.entries.length + 1 });
  }
  async page(limit: number, offset: number) {
    const newest = [...this.entries].reverse();
    return { entries: newest.slice(offset, offset + limit), total: this.entries.length };
  }
  snapshot() {
    const kept = [...this.entries];
    return () => {
      this.entries = kept;
    };
  }
  /** An AuditTrail writing here, for a service under test. */
  trail(clock: Clock = { now: () => new Date("2026-11-23T12:00:00Z") }) {
    return new AuditTrail(this, clock);
  }
}
