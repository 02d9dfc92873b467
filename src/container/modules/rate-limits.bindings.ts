import { ContainerModule } from "inversify";
import type { DbContext } from "../../adapters/persistence/db-context.js";
import { SqlRateLimiter } from "../../adapters/persistence/repositories/sql-rate-limiter.js";
import { connectRedis } from "../../adapters/redis/connect-redis.js";
import { FailoverRateLimiter } from "../../adapters/redis/failover-rate-limiter.js";
import { RedisRateLimiter } from "../../adapters/redis/redis-rate-limiter.js";
import type { AppConfig } from "../../config.js";
import type { RateLimiter } from "../../modules/rate-limits/rate-limits.ports.js";
import { RateLimitsService } from "../../modules/rate-limits/rate-limits.service.js";
import type { Logger } from "../../shared/ports.js";
import { TOKENS } from "../tokens.js";
import { bindClass } from "./bind.js";

/**
 * Rate limits (decision 25): counters every app process shares, in the database, or in Redis
 * with the database taking over while Redis is down (decision 60).
 */
export const rateLimitsBindings = new ContainerModule(({ bind }) => {
  bind<RateLimiter>(TOKENS.RateLimiter).toDynamicValue((r) => {
    const config = r.get<AppConfig>(TOKENS.Config);
    const database = new SqlRateLimiter(r.get<DbContext>(TOKENS.Db).dataSource);
    if (!config.redisUrl) return database;
    const redis = new RedisRateLimiter(
      connectRedis(config.redisUrl, {
        keyPrefix: `${config.redisKeyPrefix}rate:`,
        commandTimeout: config.redisTimeoutMs,
        socketTimeout: config.redisTimeoutMs,
      }),
    );
    return new FailoverRateLimiter(redis, database, r.get<Logger>(TOKENS.Logger));
  });
  bindClass(bind, RateLimitsService, [TOKENS.RateLimiter, TOKENS.Metrics]);
});
