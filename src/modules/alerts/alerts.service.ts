import { DomainError } from "../../shared/errors.js";
import type { Clock, Logger, Mailer, TransactionRunner } from "../../shared/ports.js";
import type { JobLock } from "../jobs/index.js";
import { runOnce } from "../jobs/index.js";
import type { ListingPublishedListener } from "../listing-submissions/index.js";
import type { Property, PropertyRepository } from "../listings/index.js";
import { alertMail } from "./alert-mails.js";
import type { AlertsConfig } from "./alerts.config.js";
import { UnsubscribeLinkNotFoundError } from "./alerts.errors.js";
import type { SavedSearchRepository } from "./alerts.ports.js";
import { filterOf } from "./saved-search-query.js";
import type { AlertFrequency, AlertSubscription } from "./saved-searches.types.js";
import {
  hashUnsubscribeToken,
  isWellFormedToken,
  newUnsubscribeToken,
} from "./unsubscribe-token.js";

const HOUR = 3_600_000;
/**
 * A digest is due a day (a week) after the last one, less an hour: cron at 07:00 every day must
 * find yesterday's 07:00:04 run due, or every other day would be skipped.
 */
export const DIGEST_PERIODS: Record<Exclude<AlertFrequency, "instant">, number> = {
  daily: 24 * HOUR,
  weekly: 7 * 24 * HOUR,
};
const DIGEST_GRACE = HOUR;
/** The job `send-alerts` runs as: one run at a time, whatever the frequency asked (decision 36). */
export const SEND_ALERTS_JOB = "send-alerts";
/** Listings named in one mail; the rest are counted and linked. */
export const LISTINGS_PER_MAIL = 10;

export interface DigestOutcome {
  frequency: "daily" | "weekly";
  /** Searches whose digest was due. */
  due: number;
  /** Mails sent (a due search with no new match gets none). */
  mailed: number;
  /** Listings named across those mails. */
  listings: number;
  /** Searches whose stored filters no longer parse: left alone, not mailed. */
  skipped: number;
}

/**
 * Sends saved-search alerts: instantly when a listing is published, and as daily or weekly
 * digests; only to addresses their owner has proved (an account with someone else's
 * address must not be able to mail them).
 */
export class AlertsService implements ListingPublishedListener {
  constructor(
    private readonly searches: SavedSearchRepository,
    private readonly properties: PropertyRepository,
    private readonly mailer: Mailer,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly jobs: JobLock,
    private readonly config: AlertsConfig,
  ) {}

  /**
   * Runs in the publishing transaction: each active instant search the listing matches gets one
   * mail. The match is the real search's WHERE (with `ids`), so its visibility rules apply too.
   */
  async onPublished(property: Property): Promise<void> {
    const now = this.clock.now();
    for (const search of await this.searches.listActive("instant")) {
      if (!search.emailVerified) continue;
      const filter = this.filterOrNull(search, { ids: [property.id], limit: 1 });
      if (!filter || (await this.properties.count(filter)) === 0) continue;
      await this.mail(search, [property], 1, now);
    }
  }

  /**
   * Every due digest (or only one frequency's): new matches since the last mail, then the clock
   * moves on. While another run is sending, this one does nothing (JobHeldError): two runs would
   * both find the same searches due before either had moved their clocks.
   */
  sendDigests(only?: "daily" | "weekly"): Promise<DigestOutcome[]> {
    return runOnce(this.jobs, SEND_ALERTS_JOB, () => this.sendDueDigests(only));
  }

  private async sendDueDigests(only?: "daily" | "weekly"): Promise<DigestOutcome[]> {
    const frequencies = only ? [only] : (["daily", "weekly"] as const);
    const outcomes: DigestOutcome[] = [];
    for (const frequency of frequencies) {
      const now = this.clock.now();
      const dueBy = new Date(now.getTime() - DIGEST_PERIODS[frequency] + DIGEST_GRACE);
      const outcome: DigestOutcome = { frequency, due: 0, mailed: 0, listings: 0, skipped: 0 };
      for (const search of await this.searches.listActive(frequency, dueBy)) {
        // Held, not skipped: once the address is proved, the first digest covers the wait.
        if (!search.emailVerified) continue;
        const window = { createdAfter: search.lastSentAt ?? search.createdAt, createdUpTo: now };
        const filter = this.filterOrNull(search, { ...window, limit: LISTINGS_PER_MAIL });
        if (!filter) {
          outcome.skipped += 1;
          continue;
        }
        outcome.due += 1;
        // One search at a time: its mail and its new last_sent_at are committed together.
        await this.tx.run(async () => {
          const total = await this.properties.count(filter);
          if (total === 0) return this.searches.markChecked(search.id, now);
          const listings = await this.properties.search(filter);
          await this.mail(search, listings, total, now);
          outcome.mailed += 1;
          outcome.listings += listings.length;
        });
      }
      outcomes.push(outcome);
    }
    return outcomes;
  }

  /** What the unsubscribe page shows before (and after) the button is pressed. */
  async findUnsubscribe(token: unknown): Promise<{ name: string; active: boolean }> {
    const search = await this.searchOfToken(token);
    return { name: search.name, active: search.active };
  }

  /** No sign-in: the token is the proof. Twice is fine (still unsubscribed). */
  async unsubscribe(token: unknown): Promise<{ name: string; active: false }> {
    const search = await this.searchOfToken(token);
    if (search.active) await this.searches.update(search.id, { active: false });
    return { name: search.name, active: false };
  }

  private async searchOfToken(token: unknown) {
    const search = isWellFormedToken(token)
      ? await this.searches.findByTokenHash(hashUnsubscribeToken(token))
      : null;
    if (!search) throw new UnsubscribeLinkNotFoundError();
    return search;
  }

  private async mail(search: AlertSubscription, listings: Property[], total: number, now: Date) {
    const { token, hash } = newUnsubscribeToken();
    await this.mailer.send(
      alertMail({
        search,
        listings,
        total,
        unsubscribeToken: token,
        publicUrl: this.config.publicUrl,
      }),
    );
    await this.searches.recordMail(search.id, now, hash);
  }

  private filterOrNull(search: AlertSubscription, extra: Parameters<typeof filterOf>[1]) {
    try {
      return filterOf(search.query, extra);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn({ savedSearchId: search.id }, "saved search no longer parses; not mailed");
      return null;
    }
  }
}
