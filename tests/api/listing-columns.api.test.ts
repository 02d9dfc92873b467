import {
  LISTING_FROM,
  LISTING_SELECT,
  listingRow,
} from "../../src/adapters/modules/listings/listing-row.js";
import { PropertyEntity } from "../../src/adapters/modules/listings/property.entity.js";
import { toProperty } from "../../src/adapters/modules/listings/property.mapper.js";
import { TypeOrmPropertyRepository } from "../../src/adapters/modules/listings/typeorm-property.repository.js";
import { DbContext } from "../../src/adapters/persistence/db-context.js";
import { insertAgent, insertProperty } from "../support/fixtures.js";
import { startTestApp, type TestApp } from "../support/test-app.js";

// Decision 63: the listing's statements are written out, its columns named beside the entity's.
// A column the entity maps but the written-out select forgot would reach visitors as missing.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The properties TypeORM reads for an entity: every column but those marked select: false. */
const selected = (entity: typeof PropertyEntity) =>
  app.application.database.dataSource
    .getMetadata(entity)
    .columns.filter((column) => column.isSelect)
    .map((column) => column.propertyName)
    .sort();

describe("the written-out listing select", () => {
  it("reads every column the entity selects", async () => {
    const id = await insertProperty(app, { digital_address: "GA-183-8164" });
    const [raw] = await app.sql<Record<string, unknown>>(
      `SELECT ${LISTING_SELECT} FROM ${LISTING_FROM} WHERE p.id = $1`,
      [id],
    );
    const { agent, ...listing } = listingRow(raw as Record<string, unknown>);
    expect(agent).toBeNull();
    expect(Object.keys(listing).sort()).toEqual(selected(PropertyEntity));
  });

  it("serves a listing and its agent exactly as TypeORM's own entities would", async () => {
    const agentId = await insertAgent(app);
    const id = await insertProperty(app, { agent_id: agentId, viewing_fee: "50" });
    const now = new Date();
    const db = new DbContext(app.application.database.dataSource);
    const written = await new TypeOrmPropertyRepository(db, { now: () => now }).findById(id);
    const entity = await db
      .repository(PropertyEntity)
      .findOneOrFail({ where: { id }, relations: { agent: true } });
    expect(written).toEqual(toProperty(entity, now));
  });
});
