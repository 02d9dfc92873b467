import type { TestApp } from "../support/test-app.js";

/** Ahodwo, Kumasi, where the listing form's test listing (AHODWO_LISTING_IN_FULL) is. */
export const AHODWO = { latitude: 6.665, longitude: -1.63 };

/** A pin `north` metres from Ahodwo's (a metre of latitude is 1/111,195°), as the form sends it. */
export function pinNorth(metres: number): { latitude: string; longitude: string } {
  return {
    latitude: (AHODWO.latitude + metres / 111_195).toFixed(7),
    longitude: AHODWO.longitude.toFixed(7),
  };
}

/** When the earlier listings were first listed: the issue's own example. */
export const MARCH_12 = new Date("2026-03-12T09:00:00.000Z");

/**
 * A listing stored before, as the database keeps one (its "listed" event by trigger): by default
 * a two-bedroom flat to let at Ahodwo for GH₵6,000 a month, first listed 12 March 2026, let after
 * `letAfterDays` days when given. Its id.
 */
export async function earlierListing(
  app: TestApp,
  {
    north = 0,
    propertyType = "apartment",
    bedrooms = 2,
    letAfterDays,
    ownerId = null,
  }: {
    north?: number;
    propertyType?: string;
    bedrooms?: number;
    letAfterDays?: number;
    ownerId?: number | null;
  } = {},
): Promise<number> {
  const pin = pinNorth(north);
  const [{ id }] = await app.sql<{ id: number }>(
    `INSERT INTO properties (title, description, price, listing_type, rent_period, location, city,
                             region, property_type, bedrooms, latitude, longitude, owner_id,
                             created_at, last_confirmed_at, expires_at)
     VALUES ('Two-bedroom flat, Ahodwo', 'A walled two-bedroom flat with a borehole.', 6000,
             'rent', 'month', 'Ahodwo', 'Kumasi', 'Ashanti', $1, $2, $3, $4, $5, $6, $6,
             $6::timestamptz + interval '60 days')
     RETURNING id`,
    [propertyType, bedrooms, pin.latitude, pin.longitude, ownerId, MARCH_12],
  );
  if (letAfterDays !== undefined) await letAfter(app, id, letAfterDays);
  return id;
}

/** The listing was let `days` after it was first listed, and taken off the site. */
export async function letAfter(app: TestApp, id: number, days: number): Promise<void> {
  await app.sql("UPDATE properties SET status = 'rented', published = false WHERE id = $1", [id]);
  await app.sql(
    `UPDATE listing_events e SET at = p.created_at + make_interval(days => $2)
       FROM properties p WHERE p.id = e.property_id AND e.property_id = $1 AND e.kind = 'status'`,
    [id, days],
  );
}
