import { loadConfig } from "#src/config.js";

describe("the database settings (decision 59)", () => {
  it("pools 10 connections per process unless DATABASE_POOL_SIZE says otherwise", () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: " " }).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: "3" }).databasePoolSize).toBe(3);
    expect(loadConfig({ DATABASE_POOL_SIZE: "1" }).databasePoolSize).toBe(1);
  });

  it.each(["0", "-2", "2.5", "ten"])("refuses DATABASE_POOL_SIZE=%s by name", (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(
      `DATABASE_POOL_SIZE: expected a whole number of at least 1, got "${value}"`,
    );
  });

  it("takes DATABASE_LISTEN_URL when set; empty is unset (LISTEN then uses DATABASE_URL)", () => {
    const direct = "postgres://ofie@db.internal:5432/ofie";
    expect(loadConfig({ DATABASE_LISTEN_URL: direct }).databaseListenUrl).toBe(direct);
    expect(loadConfig({ DATABASE_LISTEN_URL: "" }).databaseListenUrl).toBeUndefined();
  });
});
