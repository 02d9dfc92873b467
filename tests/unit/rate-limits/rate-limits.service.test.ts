import { UPLOAD_MEGAPIXELS_PER_ADDRESS_PER_HOUR } from "#modules/rate-limits/rate-limit-rules.js";
import { RateLimitsService } from "#modules/rate-limits/rate-limits.service.js";
import { RateLimitedError } from "#shared/errors.js";
import { FakeRateLimiter } from "../uploads/uploads.fakes.js";

const HOME = { address: "198.51.100.4" };
const NEIGHBOUR = { address: "198.51.100.9" };

describe("RateLimitsService.spend: a budget of megapixels per address and hour", () => {
  it("spends until the budget is used, then refuses and keeps what was left", async () => {
    const limiter = new FakeRateLimiter();
    const limits = new RateLimitsService(limiter);
    const half = UPLOAD_MEGAPIXELS_PER_ADDRESS_PER_HOUR / 2;
    await limits.spend("uploadPixels", HOME, half);
    await limits.spend("uploadPixels", HOME, half);
    const refused = await limits.spend("uploadPixels", HOME, 1).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect(refused).toMatchObject({
      message:
        "Too many photos were sent from your network in the last hour. Try again in 10 minutes.",
      retryAfterSeconds: 600,
      rule: "uploadPixels:address",
    });
    // The refused megapixel is given back: the budget stays exactly used, not overdrawn.
    expect(limiter.total()).toBe(UPLOAD_MEGAPIXELS_PER_ADDRESS_PER_HOUR);
  });

  it("counts each address apart, whoever is signed in", async () => {
    const limits = new RateLimitsService(new FakeRateLimiter());
    await limits.spend(
      "uploadPixels",
      { ...HOME, userId: 1 },
      UPLOAD_MEGAPIXELS_PER_ADDRESS_PER_HOUR,
    );
    await expect(limits.spend("uploadPixels", { ...HOME, userId: 2 }, 1)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    await expect(limits.spend("uploadPixels", NEIGHBOUR, 1)).resolves.toBeUndefined();
  });

  it("refuses a spend larger than the whole budget and spends none of it", async () => {
    const limiter = new FakeRateLimiter();
    const limits = new RateLimitsService(limiter);
    await expect(
      limits.spend("uploadPixels", HOME, UPLOAD_MEGAPIXELS_PER_ADDRESS_PER_HOUR + 1),
    ).rejects.toBeInstanceOf(RateLimitedError);
    expect(limiter.total()).toBe(0);
  });
});
