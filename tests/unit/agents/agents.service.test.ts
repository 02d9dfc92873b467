import { AgentsService } from "../../../src/modules/agents/agents.service.js";
import { NotFoundError, UnauthorizedError, ValidationError } from "../../../src/shared/errors.js";
import { FakeUsers, InMemoryAgents } from "./fakes.js";

const user = {
  id: 7,
  email: "esi@example.com",
  firstName: "Esi",
  lastName: "Quaye",
  profileImageUrl: null,
  createdAt: new Date(),
  emailVerified: true,
};

function setup() {
  const agents = new InMemoryAgents();
  const list = jest.spyOn(agents, "list");
  return { service: new AgentsService(agents, new FakeUsers([user])), agents, list };
}

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
});

describe("AgentsService.getProfile", () => {
  it("needs a signed-in, existing user", async () => {
    const { service } = setup();
    await expect(service.getProfile(undefined)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(service.getProfile(99)).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it("answers not found until an approved agent has the user's e-mail", async () => {
    const { service, agents } = setup();
    await expect(service.getProfile(7)).rejects.toBeInstanceOf(NotFoundError);
    await agents.upsertVerified({
      name: "Esi Quaye",
      email: "ESI@example.com",
      company: "Volta Homes",
      phone: "0241234567",
      bio: "b",
      profileImage: null,
      region: "Volta",
      specialization: "Rental Properties",
    });
    expect(await service.getProfile(7)).toMatchObject({ name: "Esi Quaye", isVerified: true });
  });
});
