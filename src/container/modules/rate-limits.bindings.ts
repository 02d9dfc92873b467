import { ContainerModule } from "inversify";
import type { DbContext } from "../../adapters/persistence/db-context.js";
import { SqlRateLimiter } from "../../adapters/persistence/repositories/sql-rate-limiter.js";
import { connectRedis } from "../../adapters/redis/connect-redis.js";
import { RedisRateLimiter } from "../../adapters/redis/redis-rate-limiter.js";
import type { AppConfig } from "../../config.js";
import type { RateLimiter } from "../../modules/rate-limits/rate-limits.ports.js";
import { RateLimitsService } from "../../modules/rate-limits/rate-limits.service.js";
import type { Clock, Logger } from "../../shared/ports.js";
import { TOKENS } from "../tokens.js";
import { bindClass } from "./bind.js";

/** Rate limits (decision 25): counters every app process shares, in Redis or the database. */
export const rateLimitsBindings = new ContainerModule(({ bind }) => {
  bind<RateLimiter>(TOKENS.RateLimiter).toDynamicValue((r) => {
    const config = r.get<AppConfig>(TOKENS.Config);
    const clock = r.get<Clock>(TOKENS.Clock);
    return config.redisUrl
      ? new RedisRateLimiter(
          connectRedis(config.redisUrl, {
            keyPrefix: `${config.redisKeyPrefix}rate:`,
            maxRetriesPerRequest: 1,
            commandTimeout: 1000,
          }),
          clock,
          r.get<Logger>(TOKENS.Logger),
        )
      : new SqlRateLimiter(r.get<DbContext>(TOKENS.Db).dataSource, clock);
  });
  bindClass(bind, RateLimitsService, [TOKENS.RateLimiter, TOKENS.Metrics]);
});
