import type { AdminReadModel, AdminViewingFigures } from "#modules/admin/admin.ports.js";
import { AdminDashboardService } from "#modules/admin/admin-dashboard.service.js";
import { operatorActor, userActor, VISITOR } from "#shared/actor.js";
import { UnauthorizedError } from "#shared/errors.js";
import { fixedClock } from "../shared/shared.fakes.js";

const BY_STATUS = {
  requested: 0,
  proposed: 0,
  confirmed: 0,
  declined: 0,
  cancelled: 0,
  done: 0,
  no_show: 0,
};
const NO_VIEWINGS: AdminViewingFigures = {
  viewings: async () => ({ byStatus: BY_STATUS, listings: [], agents: [] }),
  byStatus: async () => BY_STATUS,
};

describe("AdminDashboardService", () => {
  it("counts sign-ups from seven days before now and reports zero revenue", async () => {
    let since: Date | undefined;
    const service = new AdminDashboardService(
      {
        stats: async (s) => {
          since = s;
          return {
            totalUsers: 3,
            totalProperties: 0,
            totalInquiries: 0,
            totalAgents: 0,
            activeListings: 0,
            pendingInquiries: 0,
            weeklySignups: 1,
            totalLeads: 4,
          };
        },
        leads: async () => [],
        leadCounts: async () => ({
          newsletter: 0,
          contact: 0,
          inquiry: 0,
          whatsapp: 0,
          call: 0,
          "email-click": 0,
        }),
        leadGroups: async () => ({ groups: [], totalGroups: 0, totalLeads: 0 }),
        recentProperties: async (n) => Array.from({ length: n }) as never,
        users: async (n) => Array.from({ length: n }) as never,
      },
      NO_VIEWINGS,
      fixedClock("2026-11-22T12:00:00Z"),
    );
    expect(await service.getStats(operatorActor("cli:ops"))).toMatchObject({
      totalUsers: 3,
      monthlyRevenue: 0,
    });
    expect(since?.toISOString()).toBe("2026-11-15T12:00:00.000Z");
    expect(await service.listRecentProperties(operatorActor("cli:ops"))).toHaveLength(5);
    expect(await service.listUsers(operatorActor("cli:ops"))).toHaveLength(10);
  });
});

describe("AdminDashboardService.listViewings", () => {
  it("answers the admin the 20 listings and agents with most requests, and no one else", async () => {
    const viewings = jest.fn(NO_VIEWINGS.viewings);
    const service = new AdminDashboardService(
      {} as AdminReadModel,
      { ...NO_VIEWINGS, viewings },
      fixedClock("2026-11-22T12:00:00Z"),
    );
    for (const actor of [VISITOR, userActor(7)]) {
      await expect(service.listViewings(actor)).rejects.toBeInstanceOf(UnauthorizedError);
    }
    expect(viewings).not.toHaveBeenCalled();
    expect(await service.listViewings(operatorActor("cli:ops"))).toEqual({
      byStatus: BY_STATUS,
      listings: [],
      agents: [],
    });
    expect(viewings).toHaveBeenCalledWith(20);
  });
});
