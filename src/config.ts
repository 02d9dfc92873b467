import path from "node:path";
import proxyAddr from "proxy-addr";
import { DEFAULT_SCRYPT_COST } from "./adapters/crypto/scrypt-password-hasher.js";
import { DEFAULT_LISTING_TTL_DAYS } from "./modules/listings/index.js";

/** Everything the app reads from the environment, read once at the door. */
export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly production: boolean;
  readonly databaseUrl: string | undefined;
  /**
   * A direct connection to the same database for LISTEN, which a transaction pooler in front of
   * DATABASE_URL cannot carry (decision 59); unset: DATABASE_URL.
   */
  readonly databaseListenUrl: string | undefined;
  /** Connections each process's pool may open on a PostgreSQL server. */
  readonly databasePoolSize: number;
  readonly dataDir: string;
  readonly adminPassword: string | undefined;
  readonly smtpUrl: string | undefined;
  readonly blogFeeds: string[];
  /** How long `refresh-blog` waits for one feed before counting it failed. */
  readonly blogFeedTimeoutMs: number;
  readonly infoEmail: string;
  /** The site's address as visitors reach it ("https://ofie.com.gh"): absolute links in e-mails. */
  readonly publicUrl: string;
  readonly logLevel: string;
  /** Days a listing stays in search after it is confirmed (decision 13). */
  readonly listingTtlDays: number;
  /** Rate-limit counters in Redis when set; in PostgreSQL otherwise (decision 25). */
  readonly redisUrl: string | undefined;
  /** Put before every Redis key, so that several sites (or test runs) can share one Redis. */
  readonly redisKeyPrefix: string;
  /**
   * How long a Redis command may go unanswered before the rate limits count in PostgreSQL
   * (decision 60). A process starved of CPU misses a short bound that Redis itself kept.
   */
  readonly redisTimeoutMs: number;
  /**
   * scrypt's cost (N) for new password hashes; each hash records its own, so raising it later
   * leaves old hashes valid (decision 109).
   */
  readonly passwordHashCost: number;
  /** Below this many megabytes free in DATA_DIR, a warning and `/readyz` say "low" (decision 76). */
  readonly diskLowMb: number;
  /**
   * Megabytes of public reads and visitor pages each process keeps (decision 22); 0 turns the
   * cache off. On in production only: in development a page must show an edit at once.
   */
  readonly readCacheMb: number;
  /** The relay's first wait after a mail server refuses a mail; it doubles up to an hour (decision 35). */
  readonly mailRetryBaseMs: number;
  /** How often the relay looks for due mail besides the nudge of a local write (decision 35). */
  readonly mailRelayPollMs: number;
  /** How long a stop (SIGTERM) lets requests in flight finish before it cuts them (decision 79). */
  readonly shutdownTimeoutMs: number;
  /**
   * The reverse proxies whose X-Forwarded-For, -Proto and -Host are believed: addresses or CIDR
   * ranges (decision 39). Empty: no one's, the address is the connection's own.
   */
  readonly trustProxy: readonly string[];
  /** Bearer token for /metrics on the main port; unset there, /metrics is not found (decision 61). */
  readonly metricsToken: string | undefined;
  /** A second port, on HOST, serving only /metrics without a token (decision 61). */
  readonly metricsPort: number | undefined;
  /** FFMPEG_PATH: the ffmpeg that strips uploaded videos' metadata; without one, videos are refused. */
  readonly ffmpegPath: string;
  /** Uploaded files in an S3-compatible bucket when S3_BUCKET is set; under DATA_DIR otherwise (decision 58). */
  readonly s3: S3Config | undefined;
  /** The maps' tiles (decision 69): TILE_URL and its attribution. */
  readonly tiles: TileConfig;
}

export interface TileConfig {
  /** A Leaflet URL template with {z}, {x} and {y} (and optionally {s} and {r}). */
  readonly url: string;
  /** The credit the tiles' licence asks for, as HTML (Leaflet's attribution control shows it). */
  readonly attribution: string;
}

/** OpenStreetMap's standard tiles; their usage policy asks for this credit, linked. */
export const OSM_TILES: TileConfig = {
  url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export interface S3Config {
  readonly bucket: string;
  /** A non-AWS store (MinIO, a local server): addressed path-style, `<endpoint>/<bucket>/<key>`. */
  readonly endpoint: string | undefined;
  readonly region: string;
  /**
   * Where visitors fetch the bucket's keys ("https://photos.ofie.com.gh", a CDN): a photo stored
   * as /uploads/<name> is shown as `${publicUrl}/uploads/<name>`. Unset: the app streams it.
   */
  readonly publicUrl: string | undefined;
  /** Both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; unset, the SDK's default chain decides. */
  readonly credentials:
    | { accessKeyId: string; secretAccessKey: string; sessionToken?: string }
    | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    production: env.NODE_ENV === "production",
    databaseUrl: env.DATABASE_URL || undefined,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    databasePoolSize: wholeNumber(env.DATABASE_POOL_SIZE, 10, "DATABASE_POOL_SIZE", 1),
    dataDir: path.resolve(env.DATA_DIR ?? ".data"),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    blogFeeds: (env.BLOG_FEEDS ?? "").split(/[\s,]+/).filter(Boolean),
    blogFeedTimeoutMs: Math.max(
      wholeNumber(env.BLOG_FEED_TIMEOUT_MS, 15_000, "BLOG_FEED_TIMEOUT_MS"),
      1,
    ),
    infoEmail: env.INFO_EMAIL ?? "info@ofie.com.gh",
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, ""),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    listingTtlDays: positiveInteger(env.LISTING_TTL_DAYS, DEFAULT_LISTING_TTL_DAYS),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || "ofie:",
    redisTimeoutMs: Math.max(wholeNumber(env.REDIS_TIMEOUT_MS, 200, "REDIS_TIMEOUT_MS"), 1),
    passwordHashCost: scryptCost(env.PASSWORD_HASH_COST),
    diskLowMb: wholeNumber(env.DISK_LOW_MB, 512, "DISK_LOW_MB"),
    readCacheMb: wholeNumber(
      env.READ_CACHE_MB,
      env.NODE_ENV === "production" ? 32 : 0,
      "READ_CACHE_MB",
    ),
    mailRetryBaseMs: Math.max(wholeNumber(env.MAIL_RETRY_BASE_MS, 30_000, "MAIL_RETRY_BASE_MS"), 1),
    mailRelayPollMs: Math.max(wholeNumber(env.MAIL_RELAY_POLL_MS, 2000, "MAIL_RELAY_POLL_MS"), 50),
    shutdownTimeoutMs: wholeNumber(env.SHUTDOWN_TIMEOUT_MS, 10_000, "SHUTDOWN_TIMEOUT_MS", 1),
    trustProxy: proxyList(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: portNumber(env.METRICS_PORT, "METRICS_PORT"),
    ffmpegPath: env.FFMPEG_PATH?.trim() || "ffmpeg",
    s3: s3Config(env),
    tiles: tileConfig(env),
  };
}

/** S3_* and the AWS credentials, each checked: a typo must stop the start, not the first upload. */
function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  // https://docs.aws.amazon.com/AmazonS3/latest/userguide/bucketnamingrules.html
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `S3_BUCKET: "${bucket}" is not a bucket name (3-63 lowercase letters, digits, dots and hyphens)`,
    );
  }
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket,
    endpoint: httpUrl(env.S3_ENDPOINT, "S3_ENDPOINT"),
    region: env.S3_REGION || env.AWS_REGION || "us-east-1",
    publicUrl: httpUrl(env.S3_PUBLIC_URL, "S3_PUBLIC_URL"),
    credentials:
      accessKeyId && secretAccessKey
        ? {
            accessKeyId,
            secretAccessKey,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          }
        : undefined,
  };
}

/**
 * TILE_URL, checked: a template without {z}/{x}/{y} would draw nothing and say nothing. Another
 * server's tiles are most often drawn from OpenStreetMap's data too, so its credit stays the
 * default until TILE_ATTRIBUTION says otherwise.
 */
function tileConfig(env: NodeJS.ProcessEnv): TileConfig {
  const url = env.TILE_URL?.trim() || OSM_TILES.url;
  const wellFormed =
    tileOrigin(url) !== null && ["{z}", "{x}", "{y}"].every((part) => url.includes(part));
  if (!wellFormed) {
    throw new Error(
      `TILE_URL: "${url}" must be an http or https URL template with {z}, {x} and {y} (e.g. "${OSM_TILES.url}")`,
    );
  }
  return { url, attribution: env.TILE_ATTRIBUTION?.trim() || OSM_TILES.attribution };
}

/**
 * Where a tile template's images come from, as a Content-Security-Policy source: its scheme and
 * host, a subdomain placeholder ({s}.tile.example.org) as the wildcard `*.`; null when it is not
 * an http(s) address.
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/(\{s\}\.)?([a-z0-9.-]+(?::\d{1,5})?)(?:\/|$)/i.exec(template);
  if (!match) return null;
  const [, scheme, subdomain, host] = match;
  return `${scheme?.toLowerCase()}://${subdomain ? "*." : ""}${host?.toLowerCase()}`;
}

/** An http(s) address without its trailing slashes, or undefined when unset. */
function httpUrl(text: string | undefined, name: string): string | undefined {
  const value = text?.trim().replace(/\/+$/, "");
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name}: "${value}" is not a URL (expected e.g. "https://s3.example.com")`);
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.search || url.hash) {
    throw new Error(`${name}: "${value}" must be an http or https address without ? or #`);
  }
  return value;
}

/** TRUST_PROXY's entries, each checked: a typo must not quietly trust no one, or everyone. */
function proxyList(text: string | undefined): string[] {
  const entries = (text ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      proxyAddr.compile(entry);
    } catch {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an IP address or CIDR range (expected e.g. "10.0.0.2" or "10.0.0.0/8", comma-separated)`,
      );
    }
  }
  return entries;
}

/** A whole number of at least 1, or the default when unset; a typo fails the start loudly. */
function positiveInteger(text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === "") return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`expected a whole number of days, got "${text}"`);
  return n;
}

/** A whole number of at least min, or the default when unset; a typo fails the start loudly. */
function wholeNumber(text: string | undefined, fallback: number, name: string, min = 0): number {
  if (text === undefined || text.trim() === "") return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(
      `${name}: expected a whole number${min > 0 ? ` of at least ${min}` : ""}, got "${text}"`,
    );
  }
  return n;
}

/** scrypt's N: a power of two from 2^10 to 2^20; the hasher's default unless set. */
function scryptCost(text: string | undefined): number {
  const n = wholeNumber(text, DEFAULT_SCRYPT_COST, "PASSWORD_HASH_COST", 1024);
  if (n > 1_048_576 || (n & (n - 1)) !== 0) {
    throw new Error(
      `PASSWORD_HASH_COST: expected a power of two from 1024 to 1048576, got "${text}"`,
    );
  }
  return n;
}

/** A TCP port (1–65535), or undefined when unset; a typo fails the start loudly. */
function portNumber(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new Error(`${name}: expected a port number from 1 to 65535, got "${text}"`);
  return n;
}
