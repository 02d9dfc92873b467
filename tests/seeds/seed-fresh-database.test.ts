import {
  isDatabaseSeeded,
  seedDatabase,
  seedSyntheticProperties,
} from "../../seeds/seed-database.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { expectPublicFile, rowCounter } from "./seed-support.js";

// Each test here starts from an empty database it seeds itself (no shared seeded state).
let app: TestApp;
const dataSource = () => app.application.database.dataSource;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const count = rowCounter(() => app);

describe("isDatabaseSeeded", () => {
  it("is false on an empty database and true once seeded", async () => {
    await app.reset();
    expect(await isDatabaseSeeded(dataSource())).toBe(false);
    await seedDatabase(dataSource());
    expect(await isDatabaseSeeded(dataSource())).toBe(true);
  });
});

describe("seedSyntheticProperties", () => {
  beforeEach(async () => {
    await app.reset();
    await seedDatabase(dataSource());
  });

  it("adds exactly the requested number of rows and reports progress", async () => {
    const before = await count("properties");
    const progress: number[] = [];
    const added = await seedSyntheticProperties(dataSource(), 250, (done) => progress.push(done));
    expect(added).toBe(250);
    expect(await count("properties")).toBe(before + 250);
    expect(progress).toEqual([250]);
  });

  it("inserts in batches of 500 with valid, varied rows that reuse seeded pictures", async () => {
    const progress: number[] = [];
    await seedSyntheticProperties(dataSource(), 1100, (done) => progress.push(done));
    expect(progress).toEqual([500, 1000, 1100]);
    const rows = await app.sql<{
      property_type: string;
      city: string;
      images: string[];
      price: string;
      agent_id: number | null;
    }>("SELECT * FROM properties WHERE location LIKE 'No. %'");
    expect(rows).toHaveLength(1100);
    expect(new Set(rows.map((r) => r.property_type)).size).toBe(8);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => Number(r.price) > 0 && r.agent_id !== null)).toBe(true);
    new Set(rows.flatMap((r) => r.images)).forEach(expectPublicFile);
  });

  it("leaves synthetic rows alone when the seed runs again", async () => {
    await seedSyntheticProperties(dataSource(), 100);
    const before = await count("properties");
    await seedDatabase(dataSource());
    expect(await count("properties")).toBe(before);
  });
});
