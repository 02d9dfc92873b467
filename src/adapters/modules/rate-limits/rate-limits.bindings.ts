import { ContainerModule } from "inversify";
import { bindClass } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import type { RateLimiter } from "#modules/rate-limits/rate-limits.ports.js";
import { RateLimitsService } from "#modules/rate-limits/rate-limits.service.js";
import type { Logger } from "#shared/ports.js";
import type { AppConfig } from "#src/config.js";
import type { DbContext } from "../../persistence/db-context.js";
import { connectRedis } from "../../redis/connect-redis.js";
import { FailoverRateLimiter } from "../../redis/failover-rate-limiter.js";
import { RedisRateLimiter } from "../../redis/redis-rate-limiter.js";
import { SqlRateLimiter } from "./sql-rate-limiter.js";

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
