import { AgentsService } from "#modules/agents/agents.service.js";
import { userActor, VISITOR } from "#shared/actor.js";
import { NotFoundError, UnauthorizedError, ValidationError } from "#shared/errors.js";
import type { AskCounts } from "#shared/response-rate.js";
import type { ViewingCounts } from "#shared/viewing-signal.js";
import { FakeAgents } from "./agents.fakes.js";

const NOW = new Date("2026-11-29T10:00:00.000Z");

function setup(
  counts = new Map<number, AskCounts>(),
  viewingCounts = new Map<number, ViewingCounts>(),
) {
  const agents = new FakeAgents();
  const list = jest.spyOn(agents, "list");
  const rates = { askCountsOf: jest.fn(async () => counts) };
  const viewings = { viewingCountsOf: jest.fn(async () => viewingCounts) };
  const service = new AgentsService(agents, rates, viewings, { now: () => NOW });
  return { service, agents, list, rates, viewings };
}

const profile = (email: string) => ({
  name: "Esi Quaye",
  email,
  company: "Volta Homes",
  phone: "0241234567",
  bio: "b",
  profileImage: null,
  region: "Volta",
  specialization: "Rental Properties",
  userId: null,
  licenseNumber: null,
});

describe("AgentsService.listAgents", () => {
  it("defaults to sort by rating, 100 at most, no filter", async () => {
    const { service, list } = setup();
    await service.listAgents({});
    expect(list).toHaveBeenCalledWith({
      featured: false,
      search: undefined,
      sort: "rating",
      limit: 100,
    });
  });

  it("passes featured, trimmed search, sort and limit through", async () => {
    const { service, list } = setup();
    await service.listAgents({ featured: "true", search: "  Kente ", sort: "sales", limit: "4" });
    expect(list).toHaveBeenCalledWith({ featured: true, search: "Kente", sort: "sales", limit: 4 });
  });

  it("refuses an unknown sort, a bad limit or an over-long search", async () => {
    const { service } = setup();
    for (const query of [
      { sort: "price" },
      { limit: "0" },
      { limit: "x" },
      { limit: ["1", "2"] },
      { search: "s".repeat(101) },
    ]) {
      await expect(service.listAgents(query)).rejects.toBeInstanceOf(ValidationError);
    }
  });

  it("gives each agent a response rate only once three asks have been judged (decision 101)", async () => {
    const counts = new Map([
      [1, { asks: 4, answeredInTime: 3 }],
      [2, { asks: 2, answeredInTime: 2 }],
    ]);
    const { service, agents, rates } = setup(counts);
    for (const email of ["a@volta.example", "b@volta.example", "c@volta.example"]) {
      await agents.createVerified(profile(email));
    }
    const listed = await service.listAgents({});
    expect(rates.askCountsOf).toHaveBeenCalledWith([1, 2, 3], NOW);
    expect(listed.map((a) => a.responseRate)).toEqual([
      { asks: 4, answeredInTime: 3, percent: 75 },
      null,
      null,
    ]);
  });
});

describe("the viewing signal (decision 104)", () => {
  it("is given on the directory and the agent's page from three judged requests, counted at the Clock's time", async () => {
    const viewingCounts = new Map([
      [1, { requests: 5, confirmedInTime: 4, noShows: 1 }],
      [2, { requests: 2, confirmedInTime: 2, noShows: 0 }],
      [3, { requests: 3, confirmedInTime: 0, noShows: 0 }],
    ]);
    const { service, agents, viewings } = setup(new Map(), viewingCounts);
    for (const email of ["a@volta.example", "b@volta.example", "c@volta.example"]) {
      await agents.createVerified(profile(email));
    }
    const listed = await service.listAgents({});
    expect(viewings.viewingCountsOf).toHaveBeenCalledWith([1, 2, 3], NOW);
    expect(listed.map((a) => a.viewingSignal)).toEqual([
      { requests: 5, confirmedInTime: 4, noShows: 1 },
      null,
      { requests: 3, confirmedInTime: 0, noShows: 0 },
    ]);
    expect(await service.getAgentPage("1")).toMatchObject({
      id: 1,
      responseRate: null,
      viewingSignal: { requests: 5, confirmedInTime: 4, noShows: 1 },
    });
    expect(viewings.viewingCountsOf).toHaveBeenLastCalledWith([1], NOW);
    expect((await service.getAgentPage("2")).viewingSignal).toBeNull();
    await expect(service.getAgentPage("9")).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("AgentsService.getProfile", () => {
  it("needs a signed-in user", async () => {
    const { service } = setup();
    await expect(service.getProfile(VISITOR)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("is the agent linked to the account, never one that merely shares its e-mail", async () => {
    const { service, agents } = setup();
    const profile = {
      name: "Esi Quaye",
      email: "esi@example.com",
      company: "Volta Homes",
      phone: "0241234567",
      bio: "b",
      profileImage: null,
      region: "Volta",
      specialization: "Rental Properties",
      licenseNumber: null,
    };
    await agents.createVerified({ ...profile, userId: null });
    await expect(service.getProfile(userActor(7))).rejects.toBeInstanceOf(NotFoundError);
    await agents.createVerified({ ...profile, email: "esi@volta.example", userId: 7 });
    expect(await service.getProfile(userActor(7))).toMatchObject({
      email: "esi@volta.example",
      isVerified: true,
    });
  });
});
