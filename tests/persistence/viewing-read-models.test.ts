import { TOKENS } from "../../src/container/tokens.js";
import type { AdminViewingFigures } from "../../src/modules/admin/admin.ports.js";
import type { AgentViewingSignals } from "../../src/modules/agents/agents.ports.js";
import type { ViewingRepository } from "../../src/modules/viewings/index.js";
import type { TestApp } from "../support/test-app.js";
import { hoursAfter, insertViewing, type ViewingRow } from "../support/viewing-rows.js";
import { withContractApp } from "./contract-app.js";
import { insertAgent, insertListing, NOW } from "./listing-rows.js";
import { bound } from "./marketplace-support.js";

// Decision 104: the viewings as the agents' signals and the admin's figures read them.

let app: TestApp;
withContractApp((started) => {
  app = started;
});

const signals = () => bound<AgentViewingSignals>(app, TOKENS.AgentViewingSignals);
const figures = () => bound<AdminViewingFigures>(app, TOKENS.AdminViewingFigures);
const ago = (hours: number) => hoursAfter(NOW, -hours);

/** A listing of the agent's (a new one), and a viewing of it requested `hours` before NOW. */
async function requested(agentId: number, hours: number, row: Partial<ViewingRow> = {}) {
  const propertyId = await insertListing(app, { agent_id: agentId });
  return insertViewing(app, { propertyId, agentId, requestedAt: ago(hours), ...row });
}

/** Confirmed by the lister `after` hours from the request, `hours` before NOW. */
const confirmedAfter = (hours: number, after: number) => ({
  firstAnsweredAt: ago(hours - after),
  confirmedAt: ago(hours - after),
});

describe("AgentViewingSignals.viewingCountsOf", () => {
  it("judges requests answered or a day old, counts those confirmed within a day of the request, and no-shows of the lister", async () => {
    const agentId = await insertAgent(app);
    // Judged and confirmed in time: in 2 hours; in exactly 24 hours; missed by either side.
    await requested(agentId, 72, { status: "done", ...confirmedAfter(72, 2) });
    await requested(agentId, 60, { status: "confirmed", ...confirmedAfter(60, 24) });
    await requested(agentId, 96, {
      status: "no_show",
      noShowOf: "lister",
      closedBy: "visitor",
      ...confirmedAfter(96, 1),
    });
    await requested(agentId, 96, {
      status: "no_show",
      noShowOf: "visitor",
      closedBy: "lister",
      ...confirmedAfter(96, 1),
    });
    // Judged, not in time: confirmed after 30 hours; unanswered for 30 hours; declined at once;
    // withdrawn by the visitor after a day unanswered; confirmed in time, then cancelled: counts.
    await requested(agentId, 48, { status: "confirmed", ...confirmedAfter(48, 30) });
    await requested(agentId, 30);
    await requested(agentId, 5, {
      status: "declined",
      closedBy: "lister",
      firstAnsweredAt: ago(4),
    });
    await requested(agentId, 72, { status: "cancelled", closedBy: "visitor", updatedAt: ago(40) });
    // Not judged: unanswered for 10 hours; withdrawn by the visitor before any answer, within
    // the day; proposed by nobody yet.
    await requested(agentId, 10);
    await requested(agentId, 72, { status: "cancelled", closedBy: "visitor", updatedAt: ago(71) });

    const other = await insertAgent(app);
    await requested(other, 50, { status: "done", ...confirmedAfter(50, 1) });
    const quiet = await insertAgent(app);
    // An owner's listing: no agent's record.
    await insertViewing(app, {
      propertyId: await insertListing(app),
      agentId: null,
      requestedAt: ago(50),
    });

    expect(await signals().viewingCountsOf([agentId, other, quiet], NOW)).toEqual(
      new Map([
        [agentId, { requests: 8, confirmedInTime: 4, noShows: 1 }],
        [other, { requests: 1, confirmedInTime: 1, noShows: 0 }],
      ]),
    );
    // A day later, the request unanswered for 10 hours is judged too.
    expect((await signals().viewingCountsOf([agentId], hoursAfter(NOW, 14))).get(agentId)).toEqual({
      requests: 9,
      confirmedInTime: 4,
      noShows: 1,
    });
    expect(await signals().viewingCountsOf([], NOW)).toEqual(new Map());
  });

  it("counts a request the lister answered by proposing, and the visitor confirmed within the day", async () => {
    const agentId = await insertAgent(app);
    await requested(agentId, 40, {
      status: "confirmed",
      firstAnsweredAt: ago(39),
      confirmedAt: ago(20),
    });
    await requested(agentId, 2, { status: "proposed", firstAnsweredAt: ago(1) });
    expect((await signals().viewingCountsOf([agentId], NOW)).get(agentId)).toEqual({
      requests: 2,
      confirmedInTime: 1,
      noShows: 0,
    });
  });

  it("keeps counting a viewing confirmed within the day after it is moved and confirmed again days later", async () => {
    const agentId = await insertAgent(app);
    const id = await requested(agentId, 100, confirmedAfter(100, 3));
    const viewings = bound<ViewingRepository>(app, TOKENS.ViewingRepository);
    const again = ago(10);
    await viewings.update(id, {
      status: "confirmed",
      times: [hoursAfter(NOW, 30)],
      awaiting: null,
      startsAt: hoursAfter(NOW, 30),
      reason: null,
      closedBy: null,
      noShowOf: null,
      firstAnsweredAt: ago(97),
      confirmedAt: again,
      clearReminders: true,
      updatedAt: again,
    });
    expect((await signals().viewingCountsOf([agentId], NOW)).get(agentId)).toEqual({
      requests: 1,
      confirmedInTime: 1,
      noShows: 0,
    });
  });
});

describe("AdminViewingFigures", () => {
  it("gives every status, at 0 when no viewing has it", async () => {
    expect(await figures().byStatus()).toEqual({
      requested: 0,
      proposed: 0,
      confirmed: 0,
      declined: 0,
      cancelled: 0,
      done: 0,
      no_show: 0,
    });
    expect(await figures().viewings(20)).toEqual({
      byStatus: await figures().byStatus(),
      listings: [],
      agents: [],
    });
  });

  it("tallies each listing's and each agent's viewings, most requested first, as many as asked", async () => {
    const kojo = await insertAgent(app, { name: "Kojo Asante" });
    const esi = await insertAgent(app, { name: "Esi Quaye" });
    const flat = await insertListing(app, { agent_id: kojo, title: "Osu flat" });
    const house = await insertListing(app, { agent_id: kojo, title: "Tesano house" });
    const plot = await insertListing(app, { agent_id: esi, title: "Oyarifa plot" });
    const owners = await insertListing(app, { title: "Owner's room" });
    const at = (propertyId: number, agentId: number | null, row: Partial<ViewingRow> = {}) =>
      insertViewing(app, { propertyId, agentId, requestedAt: ago(50), ...row });
    const done = { status: "done" as const, ...confirmedAfter(50, 1) };
    await at(flat, kojo);
    await at(flat, kojo, { status: "proposed", firstAnsweredAt: ago(49) });
    await at(flat, kojo, done);
    await at(flat, kojo, { status: "no_show", noShowOf: "visitor", ...confirmedAfter(50, 1) });
    await at(house, kojo, { status: "confirmed", ...confirmedAfter(50, 1) });
    await at(house, kojo, { status: "declined", closedBy: "lister", firstAnsweredAt: ago(49) });
    await at(plot, esi, { status: "cancelled", closedBy: "visitor" });
    await at(owners, null, done);
    await at(owners, null, done);
    await at(owners, null);

    const tally = (r: number, c: number, d: number, n: number, off: number) => ({
      requested: r,
      confirmed: c,
      done: d,
      noShows: n,
      declinedOrCancelled: off,
    });
    expect(await figures().viewings(20)).toEqual({
      byStatus: {
        requested: 2,
        proposed: 1,
        confirmed: 1,
        declined: 1,
        cancelled: 1,
        done: 3,
        no_show: 1,
      },
      listings: [
        { propertyId: flat, title: "Osu flat", ...tally(4, 2, 1, 1, 0) },
        { propertyId: owners, title: "Owner's room", ...tally(3, 2, 2, 0, 0) },
        { propertyId: house, title: "Tesano house", ...tally(2, 1, 0, 0, 1) },
        { propertyId: plot, title: "Oyarifa plot", ...tally(1, 0, 0, 0, 1) },
      ],
      agents: [
        { agentId: kojo, name: "Kojo Asante", ...tally(6, 3, 1, 1, 1) },
        { agentId: esi, name: "Esi Quaye", ...tally(1, 0, 0, 0, 1) },
      ],
    });
    const top = await figures().viewings(1);
    expect(top.listings.map((l) => l.title)).toEqual(["Osu flat"]);
    expect(top.agents.map((a) => a.name)).toEqual(["Kojo Asante"]);
  });

  it("breaks ties by the older listing and agent, and forgets an agent who left", async () => {
    const first = await insertAgent(app, { name: "Ama First" });
    const second = await insertAgent(app, { name: "Yaw Second" });
    const a = await insertListing(app, { agent_id: second });
    const b = await insertListing(app, { agent_id: first });
    await insertViewing(app, { propertyId: b, agentId: first, requestedAt: ago(3) });
    await insertViewing(app, { propertyId: a, agentId: second, requestedAt: ago(3) });
    const { listings, agents } = await figures().viewings(20);
    expect(listings.map((l) => l.propertyId)).toEqual([a, b]);
    expect(agents.map((g) => g.name)).toEqual(["Ama First", "Yaw Second"]);
    // The agent's record goes (agent_id set null); the viewing stays the listing's.
    await app.sql("UPDATE properties SET agent_id = NULL WHERE id = $1", [a]);
    await app.sql("DELETE FROM agents WHERE id = $1", [second]);
    const after = await figures().viewings(20);
    expect(after.agents.map((g) => g.name)).toEqual(["Ama First"]);
    expect(after.listings).toHaveLength(2);
  });
});
