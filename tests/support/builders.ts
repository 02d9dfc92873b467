import type supertest from "supertest";

let sequence = 0;

/** A unique, valid sign-up payload (an Object Mother for users). */
export function aNewUser(overrides: Record<string, string> = {}) {
  sequence += 1;
  return {
    email: `kofi.${sequence}.${Date.now()}@example.com`,
    password: "akwaaba-2026",
    firstName: "Kofi",
    lastName: "Boateng",
    ...overrides,
  };
}

/** Registers a user through the API; the agent keeps the session cookie. */
export async function signUp(agent: supertest.Agent, overrides: Record<string, string> = {}) {
  const user = aNewUser(overrides);
  const response = await agent.post("/api/auth/register").send(user).expect(201);
  return { ...user, id: response.body.id as number };
}
