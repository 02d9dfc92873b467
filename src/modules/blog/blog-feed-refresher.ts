import type { Clock, TransactionRunner } from "../../shared/ports.js";
import { validateInput } from "../../shared/validation.js";
import type { JobLock } from "../jobs/index.js";
import { runOnce } from "../jobs/index.js";
import type { BlogConfig } from "./blog.config.js";
import { InvalidFeedUrlError, NoFeedConfiguredError } from "./blog.errors.js";
import type {
  BlogPostRepository,
  BlogRefreshRunRepository,
  FeedReader,
  NewRefreshRun,
} from "./blog.ports.js";
import {
  type BlogRefreshRun,
  type FeedFailure,
  RefreshInput,
  type RefreshOptions,
  type RefreshSummary,
} from "./blog.types.js";
import { categorize } from "./blog-category.js";
import { slugify, uniqueSlug } from "./blog-slug.js";
import { type FeedEntry, isHttpUrl, toFeedEntry } from "./feed-entry.js";

/** Spec §1: "blog news is refreshed every 14 days". */
export const REFRESH_INTERVAL_MS = 14 * 24 * 60 * 60 * 1000;
/** The job `refresh-blog` runs as: one run at a time (decision 36). */
export const REFRESH_BLOG_JOB = "refresh-blog";

interface UpsertCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/**
 * The refresh-blog use case. Every run leaves one row in blog_refresh_runs; a call made while
 * another run holds the job does nothing and throws JobHeldError (decision 36).
 *
 * When some feeds fail, the posts of the feeds that answered are still saved (they are
 * good news items whatever happened elsewhere) but the run is recorded as failed, with one
 * line per failing feed: only a successful run starts the 14-day wait, so the next
 * scheduled run tries the broken feed again instead of waiting two weeks.
 */
export class BlogFeedRefresher {
  constructor(
    private readonly posts: BlogPostRepository,
    private readonly runs: BlogRefreshRunRepository,
    private readonly reader: FeedReader,
    private readonly transactions: TransactionRunner,
    private readonly clock: Clock,
    private readonly jobs: JobLock,
    private readonly config: BlogConfig,
  ) {}

  async refresh(options: RefreshOptions): Promise<RefreshSummary> {
    const input = await validateInput(RefreshInput, options);
    const feeds = this.feedsToRead(input.feeds);
    // The 14-day check belongs to the run: two runs must not both find the refresh due.
    return runOnce(
      this.jobs,
      REFRESH_BLOG_JOB,
      () => this.run(feeds, input.force === true),
      (summary) => summary.status !== "failed",
    );
  }

  private async run(feeds: string[], force: boolean): Promise<RefreshSummary> {
    const startedAt = this.clock.now();
    const last = await this.runs.lastSuccessful();
    const lastSuccessAt = last ? (last.finishedAt ?? last.startedAt) : null;

    if (!force && lastSuccessAt) {
      const nextDueAt = new Date(lastSuccessAt.getTime() + REFRESH_INTERVAL_MS);
      if (startedAt < nextDueAt) {
        const run = await this.record(startedAt, feeds, "skipped");
        return summarize(run, { lastSuccessAt, nextDueAt });
      }
    }

    const { entries, failures } = await this.readAll(feeds, startedAt);
    let counts: UpsertCounts;
    try {
      counts = await this.transactions.run(() => this.upsert(entries));
    } catch (error) {
      // Nothing was saved (one transaction); keep the trace of the attempt, then let it surface.
      await this.record(startedAt, feeds, "failed", {}, `saving posts failed: ${messageOf(error)}`);
      throw error;
    }
    const status = failures.length > 0 ? "failed" : "success";
    const error = failures.map((f) => `${f.feed}: ${f.message}`).join("\n") || null;
    const run = await this.record(startedAt, feeds, status, counts, error);
    return summarize(run, { ...counts, failures, lastSuccessAt });
  }

  private feedsToRead(explicit: string[] | undefined): string[] {
    const chosen = explicit && explicit.length > 0 ? explicit : this.config.feeds;
    const feeds = [...new Set(chosen.map((f) => f.trim()).filter(Boolean))];
    if (feeds.length === 0) throw new NoFeedConfiguredError();
    const invalid = feeds.filter((f) => !isHttpUrl(f));
    if (invalid.length > 0) throw new InvalidFeedUrlError(invalid);
    return feeds;
  }

  private async readAll(feeds: string[], now: Date) {
    const results = await Promise.all(
      feeds.map(async (feed) => {
        try {
          return { feed, items: await this.reader.read(feed) };
        } catch (error) {
          return { feed, error: messageOf(error) };
        }
      }),
    );
    const failures: FeedFailure[] = [];
    // Two feeds may carry the same article: the first one listed wins.
    const entries = new Map<string, FeedEntry>();
    for (const result of results) {
      if ("error" in result) {
        failures.push({ feed: result.feed, message: result.error ?? "unknown error" });
        continue;
      }
      for (const item of result.items) {
        const entry = toFeedEntry(item, result.feed, now);
        if (entry && !entries.has(entry.sourceUrl)) entries.set(entry.sourceUrl, entry);
      }
    }
    return { entries: [...entries.values()], failures };
  }

  /** Known source url: title and excerpt follow the feed (the slug stays, links must not break). */
  private async upsert(entries: FeedEntry[]): Promise<UpsertCounts> {
    const counts: UpsertCounts = { added: 0, updated: 0, unchanged: 0 };
    if (entries.length === 0) return counts;
    const stored = await this.posts.findBySourceUrls(entries.map((e) => e.sourceUrl));
    const bySource = new Map(stored.map((p) => [p.sourceUrl, p]));
    for (const entry of entries) {
      const known = bySource.get(entry.sourceUrl);
      if (known) {
        if (known.title === entry.title && known.excerpt === entry.excerpt) {
          counts.unchanged++;
          continue;
        }
        await this.posts.update(known.id, { title: entry.title, excerpt: entry.excerpt });
        counts.updated++;
        continue;
      }
      const base = slugify(entry.title);
      // Asked per post, inside the transaction, so slugs given earlier in this run count as taken.
      const slug = uniqueSlug(base, new Set(await this.posts.slugsLike(base)));
      // A slug or source url stored meanwhile by someone else's transaction: skipped, not a failure.
      const inserted = await this.posts.insert({
        title: entry.title,
        slug,
        excerpt: entry.excerpt,
        content: entry.content,
        category: categorize(entry),
        featuredImage: entry.imageUrl,
        sourceUrl: entry.sourceUrl,
        publishedAt: entry.publishedAt,
      });
      if (inserted) counts.added++;
      else counts.unchanged++;
    }
    return counts;
  }

  private record(
    startedAt: Date,
    feeds: string[],
    status: NewRefreshRun["status"],
    counts: Partial<UpsertCounts> = {},
    error: string | null = null,
  ): Promise<BlogRefreshRun> {
    return this.runs.record({
      startedAt,
      finishedAt: this.clock.now(),
      status,
      feeds,
      added: counts.added ?? 0,
      updated: counts.updated ?? 0,
      error,
    });
  }
}

function summarize(
  run: BlogRefreshRun,
  extra: Partial<Pick<RefreshSummary, "unchanged" | "failures" | "lastSuccessAt" | "nextDueAt">>,
): RefreshSummary {
  return {
    runId: run.id,
    status: run.status,
    feeds: run.feeds,
    added: run.added,
    updated: run.updated,
    unchanged: extra.unchanged ?? 0,
    failures: extra.failures ?? [],
    startedAt: run.startedAt,
    finishedAt: run.finishedAt ?? run.startedAt,
    lastSuccessAt: extra.lastSuccessAt ?? null,
    nextDueAt: extra.nextDueAt ?? null,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
