import { TOKENS } from "../../src/container/tokens.js";
import type { UserRepository } from "../../src/modules/accounts/accounts.ports.js";
import { signUp } from "../support/builders.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => app.reset());

describe("PUT /api/profile", () => {
  it("needs sign-in", async () => {
    await app
      .client()
      .put("/api/profile")
      .send({ firstName: "A", lastName: "B", email: "a@b.co" })
      .expect(401);
  });

  it("saves the names at once and validates them; a new e-mail only waits for its link", async () => {
    const agent = app.client();
    const me = await signUp(agent);
    await agent
      .put("/api/profile")
      .send({ firstName: "", lastName: "Asante", email: "bad" })
      .expect(400)
      .expect((res) => {
        expect(res.body.errors).toEqual({
          firstName: ["First name is required"],
          email: ["Valid email is required"],
        });
      });
    const res = await agent
      .put("/api/profile")
      .send({ firstName: "Yaw", lastName: "Asante", email: "yaw.asante@example.com" })
      .expect(200);
    // Issue 15: the address in force stays until the new one confirms its own link.
    expect(res.body).toMatchObject({
      firstName: "Yaw",
      lastName: "Asante",
      email: me.email,
      pendingEmail: "yaw.asante@example.com",
    });
    const me2 = await agent.get("/api/auth/user").expect(200);
    expect(me2.body).toMatchObject({ firstName: "Yaw", email: me.email });
  });

  it("answers alike whether or not another account has the new e-mail, and moves no one", async () => {
    const ama = app.client();
    const kofi = app.client();
    const taken = await signUp(ama);
    const me = await signUp(kofi);
    const profile = (email: string) => ({ firstName: "Kofi", lastName: "Boateng", email });
    const toTaken = await kofi.put("/api/profile").send(profile(taken.email.toUpperCase()));
    const toFree = await kofi.put("/api/profile").send(profile("free@example.com"));
    expect([toTaken.status, toFree.status]).toEqual([200, 200]);
    expect(Object.keys(toTaken.body).sort()).toEqual(Object.keys(toFree.body).sort());
    expect(toTaken.body.email).toBe(me.email);
    const rows = await app.sql<{ email: string }>("SELECT email FROM users ORDER BY id");
    expect(rows.map((r) => r.email)).toEqual([taken.email, me.email]);
  });
});

describe("PUT /api/profile refusals", () => {
  it("answers 401 with 'Unauthorized' when signed out and changes nothing", async () => {
    const res = await app
      .client()
      .put("/api/profile")
      .send({ firstName: "Yaw", lastName: "Asante", email: "yaw@example.com" })
      .expect(401);
    expect(res.text).toContain("Unauthorized");
  });

  it("keeps the user's own address, and accepts it in another case", async () => {
    const agent = app.client();
    const me = await signUp(agent);
    const res = await agent
      .put("/api/profile")
      .send({ firstName: "Kofi", lastName: "Mensah", email: me.email.toUpperCase() })
      .expect(200);
    expect(res.body).toMatchObject({ lastName: "Mensah", email: me.email.toUpperCase() });
  });

  it("trims the fields and refuses names of spaces or too long, stating each field", async () => {
    const agent = app.client();
    await signUp(agent);
    const blank = await agent
      .put("/api/profile")
      .send({ firstName: "   ", lastName: "x".repeat(101), email: "  " })
      .expect(400);
    expect(blank.body.errors).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is too long"],
      email: ["Valid email is required"],
    });
    const ok = await agent
      .put("/api/profile")
      .send({ firstName: "  Abena ", lastName: " Darko", email: " abena.darko@example.com " })
      .expect(200);
    expect(ok.body).toMatchObject({
      firstName: "Abena",
      lastName: "Darko",
      pendingEmail: "abena.darko@example.com",
    });
  });

  it("answers 400, not 500, to a body that is not an object or has wrong types", async () => {
    const agent = app.client();
    await signUp(agent);
    const res = await agent
      .put("/api/profile")
      .send({ firstName: 12, lastName: ["a"], email: { x: 1 } })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(["email", "firstName", "lastName"]);
    await agent.put("/api/profile").send([1, 2]).expect(400);
  });

  it("lets the unique index decide between two saves that both passed the e-mail check", async () => {
    // The service's look-up cannot see a save racing it; the repository reports the index's refusal
    // as null (the service answers 409) and changes nothing.
    const first = await signUp(app.client());
    const second = await signUp(app.client());
    const users = app.application.container.get<UserRepository>(TOKENS.UserRepository);
    await expect(
      users.update(second.id, { firstName: "A", lastName: "B", email: first.email }),
    ).resolves.toBeNull();
    await expect(users.findById(second.id)).resolves.toMatchObject({ email: second.email });
  });
});
