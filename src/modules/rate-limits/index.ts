/** The rate-limits module's public surface: what code outside it may import (decision 97). */

export type { RateLimitedAction, Requester } from "./rate-limit-rules.js";
export { RATE_LIMITS } from "./rate-limit-rules.js";
export type { Backoff, RateLimiter, RateLimitVerdict } from "./rate-limits.ports.js";
export type { Admission } from "./rate-limits.service.js";
export { RateLimitsService } from "./rate-limits.service.js";
