import { loadConfig, OSM_TILES, tileOrigin } from "#src/config.js";

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

describe("the map tiles (decision 69)", () => {
  it("are OpenStreetMap's standard tiles with their credit unless TILE_URL says otherwise", () => {
    expect(loadConfig({}).tiles).toEqual(OSM_TILES);
    expect(OSM_TILES.url).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(OSM_TILES.attribution).toContain('href="https://www.openstreetmap.org/copyright"');
  });

  it("keep OpenStreetMap's credit for another server until TILE_ATTRIBUTION replaces it", () => {
    const url = "https://{s}.tiles.example.org/osm/{z}/{x}/{y}.png";
    expect(loadConfig({ TILE_URL: url }).tiles).toEqual({
      url,
      attribution: OSM_TILES.attribution,
    });
    expect(loadConfig({ TILE_URL: url, TILE_ATTRIBUTION: "© Example" }).tiles.attribution).toBe(
      "© Example",
    );
  });

  it.each([
    "tile.openstreetmap.org/{z}/{x}/{y}.png",
    "ftp://tiles.example.org/{z}/{x}/{y}.png",
    "https://tiles.example.org/{z}/{x}.png",
  ])("refuse TILE_URL=%s by name", (url) => {
    expect(() => loadConfig({ TILE_URL: url })).toThrow(/^TILE_URL: /);
  });

  it("name the tiles' origin for the Content-Security-Policy, a {s} subdomain as a wildcard", () => {
    expect(tileOrigin(OSM_TILES.url)).toBe("https://tile.openstreetmap.org");
    expect(tileOrigin("http://127.0.0.1:4100/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:4100");
    expect(tileOrigin("https://{s}.tiles.example.org/{z}/{x}/{y}.png")).toBe(
      "https://*.tiles.example.org",
    );
    expect(tileOrigin("/tiles/{z}/{x}/{y}.png")).toBeNull();
  });
});

describe("PASSWORD_HASH_COST", () => {
  it("is scrypt's N: 16384 unless set, a power of two from 1024 to 1048576", () => {
    expect(loadConfig({}).passwordHashCost).toBe(16_384);
    expect(loadConfig({ PASSWORD_HASH_COST: "1024" }).passwordHashCost).toBe(1024);
    expect(loadConfig({ PASSWORD_HASH_COST: "1048576" }).passwordHashCost).toBe(1_048_576);
    for (const bad of ["512", "1000", "2097152", "16k", "-16384"]) {
      expect(() => loadConfig({ PASSWORD_HASH_COST: bad })).toThrow(/PASSWORD_HASH_COST/);
    }
  });
});
