import { createHash } from "node:crypto";
import { RateLimitedError, UnauthorizedError } from "../../shared/errors.js";
import type { Telemetry } from "../../shared/ports.js";
import {
  RATE_LIMITS,
  type RateLimitedAction,
  type RateLimitRule,
  type Requester,
  subjectOf,
} from "./rate-limit-rules.js";
import type { RateLimiter } from "./rate-limits.ports.js";

/**
 * What an attempt the limits let through may do (decision 86): everything, or, past a cap on a
 * target that anyone may name, be answered as usual but send nothing to the target.
 */
export interface Admission {
  silenced: boolean;
}

/** What one attempt counted, to give back or forget once its outcome is known. */
interface Counted {
  admission: Admission;
  keys: string[];
  /** The counters of backoff rules: a right password forgets them. */
  slowed: string[];
}

/** Applies the limits of decision 25 around an attempt; every door asks through here. */
export class RateLimitsService {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly telemetry?: Telemetry,
  ) {}

  /**
   * Counts the attempt first, then runs it: counting before the work means a burst of parallel
   * guesses cannot all slip in while the first ones are still being checked. Past any limit it
   * throws RateLimitedError (429) and `attempt` never runs, so nothing is stored. Past a silent
   * cap `attempt` runs with `silenced`, and must send the target nothing.
   */
  async guard<T>(
    action: RateLimitedAction,
    requester: Requester,
    attempt: (admission: Admission) => Promise<T>,
  ): Promise<T> {
    const counted = await this.count(action, requester, 1);
    if (RATE_LIMITS[action].counts === "every-attempt") return attempt(counted.admission);
    try {
      const result = await attempt(counted.admission);
      await this.refund(counted.keys, 1);
      // Whoever knows the password is back at full speed: a right one ends the backoff.
      for (const key of counted.slowed) await this.limiter.clear(key);
      return result;
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) {
        await this.refund([...counted.keys, ...counted.slowed], 1);
      }
      throw error;
    }
  }

  /**
   * Spends `amount` of a budget (the megapixels an upload is about to decode). Past any limit it
   * throws RateLimitedError (429) and spends nothing: the work it would pay for is not done.
   */
  async spend(action: RateLimitedAction, requester: Requester, amount: number): Promise<void> {
    await this.count(action, requester, amount);
  }

  /** Counts `amount` on every rule of `action`; refused by any, it gives all of it back and throws. */
  private async count(
    action: RateLimitedAction,
    requester: Requester,
    amount: number,
  ): Promise<Counted> {
    const policy = RATE_LIMITS[action];
    const counted: Counted = { admission: { silenced: false }, keys: [], slowed: [] };
    /** The refusing rule with the longest wait: the one Retry-After tells of. */
    let refused: { rule: RateLimitRule; waitSeconds: number } | undefined;
    let silencedBy: RateLimitRule | undefined;
    const refuse = (rule: RateLimitRule, waitSeconds: number) => {
      if (waitSeconds >= (refused?.waitSeconds ?? 0)) refused = { rule, waitSeconds };
    };
    for (const rule of policy.rules) {
      const key = keyOf(action, rule, requester);
      if (!key || rule.backoff) continue;
      const verdict = await this.limiter.hit(key, rule.limit, rule.windowSeconds, amount);
      counted.keys.push(key);
      if (verdict.allowed) continue;
      if (rule.overflow === "silent") silencedBy = rule;
      else refuse(rule, verdict.retryAfterSeconds);
    }
    // Backoff rules are asked last, and only of an attempt the others let through: a refused
    // attempt must neither start nor stretch a wait.
    for (const rule of refused ? [] : policy.rules) {
      const key = keyOf(action, rule, requester);
      if (!key || !rule.backoff) continue;
      const verdict = await this.limiter.hitWithBackoff(
        key,
        rule.limit,
        rule.windowSeconds,
        rule.backoff,
      );
      if (verdict.allowed) counted.slowed.push(key);
      else refuse(rule, verdict.retryAfterSeconds);
    }
    if (!refused) {
      if (silencedBy) {
        this.telemetry?.rateLimited(action, silencedBy.subject);
        counted.admission.silenced = true;
      }
      return counted;
    }
    this.telemetry?.rateLimited(action, refused.rule.subject);
    // A refused attempt did nothing, so it must not eat the other counters (a spammer
    // hammering one e-mail would otherwise use up the allowance of everyone behind the NAT).
    await this.refund([...counted.keys, ...counted.slowed], amount);
    const { waitSeconds } = refused;
    throw new RateLimitedError(
      waitSeconds,
      tooManyAttemptsMessage(waitSeconds, policy.refusal),
      `${action}:${refused.rule.subject}`,
    );
  }

  /**
   * Forgets the counters of `action` that name this requester's e-mail (not the address-only
   * ones, which others behind the same network share): after a password reset proved the
   * mailbox, the sign-in lockout of that e-mail from this network, and its backoff from every
   * network, are lifted.
   */
  async forgive(action: RateLimitedAction, requester: Requester): Promise<void> {
    for (const rule of RATE_LIMITS[action].rules) {
      if (rule.subject !== "address+email" && rule.subject !== "email") continue;
      const key = keyOf(action, rule, requester);
      if (key) await this.limiter.clear(key);
    }
  }

  private async refund(keys: string[], amount: number): Promise<void> {
    for (const key of keys) await this.limiter.refund(key, amount);
  }
}

export function tooManyAttemptsMessage(seconds: number, refusal = "Too many attempts."): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${refusal} Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

function keyOf(
  action: RateLimitedAction,
  rule: RateLimitRule,
  requester: Requester,
): string | undefined {
  const subject = subjectOf(rule, requester);
  return subject ? `${action}:${rule.subject}:${digest(subject)}` : undefined;
}

/** Counters are named by a digest: the table and Redis hold no addresses or e-mails. */
function digest(subject: string): string {
  return createHash("sha256").update(subject).digest("base64url").slice(0, 32);
}
