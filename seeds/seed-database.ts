import type { DataSource } from "typeorm";
import { AgentEntity } from "../src/adapters/modules/agents/agent.entity.js";
import { BlogPostEntity } from "../src/adapters/modules/blog/blog-post.entity.js";
import { StudentHostelEntity } from "../src/adapters/modules/hostels/student-hostel.entity.js";
import { PropertyEntity } from "../src/adapters/modules/listings/property.entity.js";
import { agents } from "./data/agents.js";
import { blogPosts } from "./data/blog-posts.js";
import { hostels } from "./data/hostels.js";
import { properties } from "./data/properties.js";
import { withTerms } from "./data/property-terms.js";
import { upsertHostelRooms } from "./hostel-rooms.js";
import { seedAgentLicences } from "./seed-agent-licences.js";
import { seedAvailabilityAsks } from "./seed-availability-asks.js";
import { seedContactClicks } from "./seed-contact-clicks.js";
import { seedListingHistory } from "./seed-listing-history.js";
import { seedListingSubmissions } from "./seed-listing-submissions.js";
import { seedFeeReports, seedOpenReports } from "./seed-moderation.js";
import { seedPropertyPhotoHashes } from "./seed-photo-hashes.js";
import { seedRelistings } from "./seed-relistings.js";
import { agentKey, agentRow, blogRow, hostelRow, propertyKey, propertyRow } from "./seed-rows.js";
import { seedViewings } from "./seed-viewings.js";
import { existingKeys, type SeedCounts, upsertRows } from "./upsert-rows.js";

export { seedSyntheticProperties } from "./synthetic-properties.js";
export type { SeedCounts } from "./upsert-rows.js";

export interface SeedSummary {
  agents: SeedCounts;
  properties: SeedCounts;
  hostels: SeedCounts;
  blogPosts: SeedCounts;
  contactClicks: SeedCounts;
  listingSubmissions: SeedCounts;
}

export interface SeedOptions {
  log?: (message: string) => void;
}

/**
 * Loads the Ghana seed data in one transaction. Rows are matched on their natural keys —
 * agents by lower(email), properties by (title, location), hostels by name, posts by slug —
 * so running it again refreshes the same rows instead of adding new ones.
 */
export async function seedDatabase(
  dataSource: DataSource,
  options: SeedOptions = {},
): Promise<SeedSummary> {
  const now = new Date();
  const summary = await dataSource.transaction(async (manager) => {
    const agentResult = await upsertRows(
      manager,
      AgentEntity,
      agents.map(agentRow),
      await existingKeys<{ id: number; email: string }>(
        manager,
        "SELECT id, email FROM agents ORDER BY id",
        (row) => agentKey(row.email),
      ),
    );
    await seedAgentLicences(manager, agentResult.ids, now);
    const existingProperties = await existingKeys<{ id: number; title: string; location: string }>(
      manager,
      "SELECT id, title, location FROM properties ORDER BY id",
      (row) => propertyKey(row.title, row.location),
    );
    const propertyResult = await upsertRows(
      manager,
      PropertyEntity,
      withTerms(properties).map((seed, i) =>
        propertyRow(seed, i + 1, agentResult.ids, now, properties),
      ),
      existingProperties,
    );
    // Reports go to listings added by this run only (decision 13), keyed by title.
    const insertedByTitle = new Map(
      properties
        .filter((p) => !existingProperties.has(propertyKey(p.title, p.location)))
        .map((p) => [p.title, propertyResult.ids.get(propertyKey(p.title, p.location)) as number]),
    );
    await seedOpenReports(manager, insertedByTitle);
    await seedFeeReports(manager, insertedByTitle, now);
    await seedListingHistory(manager, insertedByTitle, now);
    await seedAvailabilityAsks(manager, insertedByTitle, now);
    await seedViewings(manager, insertedByTitle, now);
    await seedPropertyPhotoHashes(
      manager,
      properties.flatMap(
        (seed) => propertyResult.ids.get(propertyKey(seed.title, seed.location)) ?? [],
      ),
    );
    await seedRelistings(
      manager,
      properties.flatMap((p) => {
        const propertyId = p.relisting ? insertedByTitle.get(p.title) : undefined;
        return propertyId === undefined ? [] : [{ propertyId }];
      }),
    );
    const submissionResult = await seedListingSubmissions(manager, now);
    const hostelResult = await upsertRows(
      manager,
      StudentHostelEntity,
      hostels.map((seed, i) => hostelRow(seed, i + 1, now)),
      await existingKeys<{ id: number; name: string }>(
        manager,
        "SELECT id, name FROM student_hostels ORDER BY id",
        (row) => row.name,
      ),
    );
    await upsertHostelRooms(manager, hostels, hostelResult.ids);
    const blogResult = await upsertRows(
      manager,
      BlogPostEntity,
      blogPosts.map((seed, i) => blogRow(seed, i + 1, now)),
      await existingKeys<{ id: number; slug: string }>(
        manager,
        "SELECT id, slug FROM blog_posts ORDER BY id",
        (row) => row.slug,
      ),
    );
    const clickResult = await seedContactClicks(
      manager,
      properties.map((p) => propertyResult.ids.get(propertyKey(p.title, p.location)) as number),
      now,
    );
    const counts = ({ inserted, updated }: SeedCounts): SeedCounts => ({ inserted, updated });
    return {
      agents: counts(agentResult),
      properties: counts(propertyResult),
      hostels: counts(hostelResult),
      blogPosts: counts(blogResult),
      contactClicks: clickResult,
      listingSubmissions: submissionResult,
    };
  });
  // The planner's statistics for what was just loaded: until autovacuum comes round (never,
  // where it is off) the first searches would be planned on an empty table's, and the search's
  // word window follows the table's estimated size (catalogue-size.ts).
  await dataSource.query("ANALYZE");
  for (const [name, { inserted, updated }] of Object.entries(summary)) {
    options.log?.(`${name}: ${inserted} added, ${updated} refreshed`);
  }
  return summary;
}

/** True once any agent or property exists, so the app seeds only an empty database on first start. */
export async function isDatabaseSeeded(dataSource: DataSource): Promise<boolean> {
  const [row]: Array<{ seeded: boolean }> = await dataSource.query(
    "SELECT (EXISTS (SELECT 1 FROM agents) OR EXISTS (SELECT 1 FROM properties)) AS seeded",
  );
  return row.seeded === true;
}
