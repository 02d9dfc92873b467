import type { MigrationInterface, QueryRunner } from "typeorm";
import type { SearchIndex } from "./1764000000000-search-indexes.js";
import { SIGNED_SEARCH_INDEXES as PREVIOUS_INDEXES } from "./1765070000000-search-signature.js";

/**
 * The newest-first sort puts a listing "not confirmed recently" after the others (decision 101):
 * the walk of its date index tests `unconfirmed_from` against the Clock's time, so every covering
 * sort index carries it and still answers without reading a row (decision 31).
 */
export const AVAILABILITY_SEARCH_INDEXES: SearchIndex[] = PREVIOUS_INDEXES.map((index) => ({
  name: index.name,
  create: index.create.replace(/\)$/, ", unconfirmed_from)"),
  drop: index.drop,
}));

/**
 * The few listings an unanswered ask has given a date, newest first: the second part of the
 * newest-first walk reads only these (the condition `unconfirmed_from <= $now` implies the
 * index's predicate).
 */
export const UNCONFIRMED_LISTINGS_INDEX: SearchIndex = {
  name: "properties_unconfirmed_idx",
  create: `CREATE INDEX properties_unconfirmed_idx ON properties (created_at DESC, id DESC)
    WHERE unconfirmed_from IS NOT NULL`,
  drop: "DROP INDEX IF EXISTS properties_unconfirmed_idx",
};

/**
 * "Is it still available?" (decision 101).
 *
 * - `availability_asks`: one row per ask, by a signed-in verified account, about a listing; the
 *   lister's mailed link is kept as its token's hash only. `agent_id` is whom it asked when an
 *   agent lists it, for the agent's response rate.
 * - `properties.unconfirmed_from`: when the listing shows "Not confirmed recently" (its third
 *   ask unanswered since its last confirmation, plus 72 hours), written by the ask that makes it
 *   three; NULL otherwise. Search compares it with the Clock's time, as it does `expires_at`.
 * - Triggers answer a listing's open asks, whoever writes it: a confirmation (the confirm
 *   button, a freshness link, a Yes) answers them "yes", dated by the confirmation; a change to
 *   let or sold (Manage Listings, a No) answers them "gone". Either clears `unconfirmed_from`.
 * - Listings kept before have no asks: the column starts NULL, and nothing is inferred.
 */
export class AvailabilityAsks1765500000000 implements MigrationInterface {
  name = "AvailabilityAsks1765500000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE availability_asks (
        id serial PRIMARY KEY,
        property_id integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
        asker_id integer REFERENCES users(id) ON DELETE SET NULL,
        agent_id integer REFERENCES agents(id) ON DELETE SET NULL,
        asked_at timestamptz NOT NULL,
        answered_at timestamptz,
        answer varchar(4) CHECK (answer IN ('yes', 'gone')),
        token_hash char(64) NOT NULL UNIQUE,
        CHECK ((answer IS NULL) = (answered_at IS NULL))
      )`);
    // One open ask per account and listing: asking again while it is open is the same ask.
    await q.query(`
      CREATE UNIQUE INDEX availability_asks_open_per_asker
        ON availability_asks (property_id, asker_id) WHERE answered_at IS NULL`);
    await q.query(`
      CREATE INDEX availability_asks_open ON availability_asks (property_id, asked_at, id)
        WHERE answered_at IS NULL`);
    await q.query(`CREATE INDEX availability_asks_of_agent ON availability_asks (agent_id)`);
    await q.query(`ALTER TABLE properties ADD COLUMN unconfirmed_from timestamptz`);

    await q.query(`
      CREATE FUNCTION properties_availability_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.last_confirmed_at > OLD.last_confirmed_at
           OR (NEW.status IN ('rented', 'sold') AND NEW.status IS DISTINCT FROM OLD.status) THEN
          NEW.unconfirmed_from := NULL;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER properties_availability_cleared_trg
        BEFORE UPDATE OF last_confirmed_at, status ON properties
        FOR EACH ROW EXECUTE FUNCTION properties_availability_cleared()`);
    await q.query(`
      CREATE FUNCTION properties_asks_answered() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status IN ('rented', 'sold') AND NEW.status IS DISTINCT FROM OLD.status THEN
          UPDATE availability_asks SET answer = 'gone', answered_at = now()
            WHERE property_id = NEW.id AND answered_at IS NULL;
        ELSIF NEW.last_confirmed_at > OLD.last_confirmed_at THEN
          UPDATE availability_asks SET answer = 'yes', answered_at = NEW.last_confirmed_at
            WHERE property_id = NEW.id AND answered_at IS NULL
              AND asked_at <= NEW.last_confirmed_at;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER properties_asks_answered_trg
        AFTER UPDATE OF last_confirmed_at, status ON properties
        FOR EACH ROW EXECUTE FUNCTION properties_asks_answered()`);

    for (const index of PREVIOUS_INDEXES) await q.query(index.drop);
    for (const index of AVAILABILITY_SEARCH_INDEXES) await q.query(index.create);
    await q.query(UNCONFIRMED_LISTINGS_INDEX.create);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(UNCONFIRMED_LISTINGS_INDEX.drop);
    for (const index of AVAILABILITY_SEARCH_INDEXES) await q.query(index.drop);
    await q.query(`DROP TRIGGER IF EXISTS properties_asks_answered_trg ON properties`);
    await q.query(`DROP FUNCTION IF EXISTS properties_asks_answered()`);
    await q.query(`DROP TRIGGER IF EXISTS properties_availability_cleared_trg ON properties`);
    await q.query(`DROP FUNCTION IF EXISTS properties_availability_cleared()`);
    await q.query(`ALTER TABLE properties DROP COLUMN IF EXISTS unconfirmed_from`);
    await q.query(`DROP TABLE IF EXISTS availability_asks`);
    for (const index of PREVIOUS_INDEXES) await q.query(index.create);
  }
}
