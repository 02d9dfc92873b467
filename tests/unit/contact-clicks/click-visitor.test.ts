import { addressKey, clickDay, visitorName } from "#modules/contact-clicks/click-visitor.js";

describe("visitorName: whom a contact click is counted under", () => {
  it("is the account when signed in, whatever the session or network", () => {
    expect(visitorName({ userId: 7, sessionVisitorId: "abc", address: "41.66.1.2" })).toBe(
      "user:7",
    );
  });

  it("is the session's random id for a signed-out visitor who has one, else the address", () => {
    expect(visitorName({ userId: null, sessionVisitorId: "abc", address: "41.66.1.2" })).toBe(
      "session:abc",
    );
    expect(visitorName({ userId: null, sessionVisitorId: null, address: "41.66.1.2" })).toBe(
      "address:41.66.1.2",
    );
    expect(visitorName({ userId: null, sessionVisitorId: "", address: "41.66.1.2" })).toBe(
      "address:41.66.1.2",
    );
  });
});

describe("addressKey", () => {
  it("keeps an IPv4 address whole, written plain or IPv4-mapped", () => {
    expect(addressKey("41.66.1.2")).toBe("41.66.1.2");
    expect(addressKey("::ffff:41.66.1.2")).toBe("41.66.1.2");
    expect(addressKey("41.66.1.3")).not.toBe(addressKey("41.66.1.2"));
  });

  it("takes an IPv6 address's /64, however it is written, since one connection owns all of it", () => {
    const key = addressKey("2c0f:fe38:2402:11a0::1");
    expect(key).toBe("2c0f:fe38:2402:11a0::/64");
    expect(addressKey("2C0F:FE38:2402:11A0:DEAD:BEEF:0:7")).toBe(key);
    expect(addressKey("2c0f:fe38:2402:11a0:0000:0000:0000:0002%eth0")).toBe(key);
    expect(addressKey("2c0f:fe38:2402:11a1::1")).not.toBe(key);
    expect(addressKey("2c0f:fe38::1")).toBe("2c0f:fe38:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("names anything else as it came, apart from any address", () => {
    expect(addressKey("unknown")).toBe("unknown:unknown");
    expect(addressKey("")).toBe("unknown:");
  });
});

describe("clickDay: Ghana's calendar day, which is UTC's", () => {
  it("changes at midnight UTC and not before", () => {
    expect(clickDay(new Date("2026-11-23T23:59:59.999Z"))).toBe("2026-11-23");
    expect(clickDay(new Date("2026-11-24T00:00:00.000Z"))).toBe("2026-11-24");
    // Mid-year too: Accra keeps no summer time.
    expect(clickDay(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-01");
  });
});
