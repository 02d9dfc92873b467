import { AdminDashboardService } from "#modules/admin/admin-dashboard.service.js";
import { operatorActor } from "#shared/actor.js";
import { fixedClock } from "../shared/shared.fakes.js";

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
