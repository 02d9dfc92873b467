import { canManage } from "#modules/listings/listing-ownership.js";

describe("canManage", () => {
  const owners = { ownerId: 7, agentId: 3 };

  it("lets the user who submitted the listing manage it", () => {
    expect(canManage({ userId: 7, agentId: null }, owners)).toBe(true);
  });

  it("lets the verified agent the listing is under manage it", () => {
    expect(canManage({ userId: 9, agentId: 3 }, owners)).toBe(true);
  });

  it("refuses everybody else, and never matches a missing agent to a missing agent", () => {
    expect(canManage({ userId: 9, agentId: 4 }, owners)).toBe(false);
    expect(canManage({ userId: 9, agentId: null }, { ownerId: null, agentId: null })).toBe(false);
  });
});
