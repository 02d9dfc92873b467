import { TypeOrmPropertyRepository } from "../../src/adapters/modules/listings/typeorm-property.repository.js";
import { DbContext } from "../../src/adapters/persistence/db-context.js";
import { TOKENS } from "../../src/container/tokens.js";
import type { PropertyRepository } from "../../src/modules/listings/listings.ports.js";
import type { PropertyFilter, PropertySort } from "../../src/modules/listings/listings.types.js";
import { FakeClock } from "../support/fake-clock.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { AHODWO, daysAgo, EAST_LEGON, insertListings, NOW, OSU, setRate } from "./listing-rows.js";

/**
 * The file's app, its FakeClock at NOW (the listings' freshness is judged by the Clock), started
 * once and closed after the file; `use` receives it once started. Unlike withContractApp it does
 * not empty the tables before each test: the catalogue is inserted once per describe.
 */
export function withPropertyApp(use: (app: TestApp) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp({}, { clock: new FakeClock(NOW.toISOString()) });
    use(app);
  });
  afterAll(async () => {
    await app?.close();
  });
}

/** The PropertyRepository bound in the app's container. */
export const propertyRepository = (app: TestApp) =>
  app.application.container.get<PropertyRepository>(TOKENS.PropertyRepository);
const clock = { now: () => new Date(NOW) };

/**
 * The container's repository and the same adapter with its thresholds moved, so every statement
 * a search can be answered with runs on this engine: the matches sorted apart from the table,
 * the sort's index walked (decisions 19, 31), and the word window tried in the sort's order,
 * deciding or running out (decision 64). Each must give the same answer.
 */
export function searchPathsOf(app: TestApp): [string, PropertyRepository][] {
  const db = new DbContext(app.application.database.dataSource);
  return [
    ["container", propertyRepository(app)],
    ["matches sorted apart", new TypeOrmPropertyRepository(db, clock, 1000, 0)],
    ["index walked", new TypeOrmPropertyRepository(db, clock, 0, 0)],
    ["small word window, then sorted apart", new TypeOrmPropertyRepository(db, clock, 1000, 3, 0)],
    ["small word window, then walked", new TypeOrmPropertyRepository(db, clock, 0, 3, 0)],
    ["word window deciding", new TypeOrmPropertyRepository(db, clock, 0, 100, 0)],
  ];
}

export const filter = (f: Partial<PropertyFilter> = {}): PropertyFilter => ({
  sort: "newest",
  limit: 50,
  offset: 0,
  ...f,
});

/**
 * Nine listings search shows and four it must not, all matching the broad filters (Accra houses
 * with a borehole, pinned inside Accra's box), so a visibility rule lost on one path shows.
 * The first is priced in dollars before any rate was set, so it has no cedi price.
 */
export const UNPRICED = {
  title: "Dollar duplex, Trasacco",
  description: "Four-bedroom duplex in a gated community with staff quarters.",
  price: "300000",
  price_currency: "USD",
  location: "Trasacco Valley",
  bedrooms: 4,
  created_at: daysAgo(9),
};
export const VISIBLE = [
  {
    title: "Walled house, East Legon",
    description: "A walled three-bedroom house with a boys' quarters and a borehole.",
    near_universities: ["university-of-ghana"],
    ...EAST_LEGON,
    created_at: daysAgo(1),
  },
  {
    title: "Osu apartment to let",
    description: "Furnished two-bedroom flat near Oxford Street.",
    listing_type: "rent",
    rent_period: "month",
    price: "6000",
    location: "Osu",
    property_type: "apartment",
    bedrooms: 2,
    furnishing: "furnished",
    featured: true,
    rent_advance_months: 6,
    near_universities: ["university-of-ghana"],
    ...OSU,
    created_at: daysAgo(2),
  },
  {
    title: "Cantonments villa",
    description: "Pool, 100% solar power and a borehole.",
    price: "120000",
    price_currency: "USD",
    location: "Cantonments",
    bedrooms: 5,
    featured: true,
    created_at: daysAgo(3),
  },
  {
    title: "Airport flat, a year ahead",
    description: "Two-bedroom flat, one year's rent in advance.",
    listing_type: "rent",
    rent_period: "year",
    price: "60000",
    location: "Airport Residential",
    property_type: "apartment",
    bedrooms: 2,
    furnishing: "semi-furnished",
    rent_advance_months: 12,
    latitude: 5.6,
    longitude: -0.175,
    created_at: daysAgo(4),
  },
  {
    title: "Ahodwo bungalow",
    description: "Four-bedroom bungalow on a quiet street.",
    price: "900000",
    location: "Ahodwo",
    city: "Kumasi",
    region: "Ashanti",
    bedrooms: 4,
    ...AHODWO,
    created_at: daysAgo(5),
  },
  {
    // Listed at the same moment as the bungalow: the id breaks the tie.
    title: "Chamber and hall, Asokwa",
    description: "Chamber and hall near KNUST, water included.",
    listing_type: "rent",
    rent_period: "month",
    price: "800",
    location: "Asokwa",
    city: "Kumasi",
    region: "Ashanti",
    property_type: "apartment",
    bedrooms: 1,
    near_universities: ["knust"],
    created_at: daysAgo(5),
  },
  {
    // The same cedi price as the East Legon house: the id breaks the tie.
    title: "Tema plot",
    description: "Registered plot of 100 by 70 feet.",
    location: "Community 25",
    city: "Tema",
    property_type: "land",
    bedrooms: null,
    bathrooms: null,
    created_at: daysAgo(6),
  },
  {
    title: "Ho townhouse",
    description: "Two-bedroom townhouse near the Ho Mall.",
    price: "350000",
    location: "Bankoe, Ho",
    city: "Ho",
    region: "Volta",
    bedrooms: 2,
    created_at: daysAgo(7),
  },
];
const HIDDEN_HOUSE = {
  description: "A house with a borehole.",
  featured: true,
  ...EAST_LEGON,
  created_at: daysAgo(1),
};
export const HIDDEN = [
  { ...HIDDEN_HOUSE, title: "Expired house", expires_at: daysAgo(0.5) },
  { ...HIDDEN_HOUSE, title: "Unpublished house", published: false },
  { ...HIDDEN_HOUSE, title: "Reported house", open_report_count: 3 },
  { ...HIDDEN_HOUSE, title: "Let house", status: "rented" },
];

/** Inserts the catalogue (the unpriced one before the rate is set); each listing's id by title. */
export async function insertCatalogue(app: TestApp): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const [unpriced] = await insertListings(app, [UNPRICED]);
  ids[UNPRICED.title] = unpriced as number;
  await setRate(app, "15.5", daysAgo(60));
  const inserted = await insertListings(app, [...VISIBLE, ...HIDDEN]);
  [...VISIBLE, ...HIDDEN].forEach((row, i) => {
    ids[row.title] = inserted[i] as number;
  });
  return ids;
}

export const titles = (list: { title: string }[]) => list.map((p) => p.title);

/** The page every search path gives, asserted equal across paths. */
export async function searchedOnEveryPath(
  app: TestApp,
  f: Partial<PropertyFilter>,
): Promise<string[]> {
  const answers = await Promise.all(
    searchPathsOf(app).map(async ([path, repo]) => ({
      path,
      titles: titles(await repo.search(filter(f))),
    })),
  );
  const [first] = answers;
  for (const answer of answers)
    expect(answer).toEqual({ path: answer.path, titles: first?.titles });
  return first?.titles ?? [];
}

export const NEWEST = [
  "Walled house, East Legon",
  "Osu apartment to let",
  "Cantonments villa",
  "Airport flat, a year ahead",
  "Chamber and hall, Asokwa",
  "Ahodwo bungalow",
  "Tema plot",
  "Ho townhouse",
  "Dollar duplex, Trasacco",
];
export const ORDERS: Record<PropertySort, string[]> = {
  newest: NEWEST,
  // Sales by their cedi price (a dollar price at the rate, the unpriced one last), then
  // rentals by their monthly rent (a yearly one as its twelfth).
  "price-low": [
    "Ho townhouse",
    "Ahodwo bungalow",
    "Walled house, East Legon",
    "Tema plot",
    "Cantonments villa",
    "Dollar duplex, Trasacco",
    "Chamber and hall, Asokwa",
    "Airport flat, a year ahead",
    "Osu apartment to let",
  ],
  "price-high": [
    "Cantonments villa",
    "Tema plot",
    "Walled house, East Legon",
    "Ahodwo bungalow",
    "Ho townhouse",
    "Dollar duplex, Trasacco",
    "Osu apartment to let",
    "Airport flat, a year ahead",
    "Chamber and hall, Asokwa",
  ],
  featured: [
    "Osu apartment to let",
    "Cantonments villa",
    "Walled house, East Legon",
    "Airport flat, a year ahead",
    "Chamber and hall, Asokwa",
    "Ahodwo bungalow",
    "Tema plot",
    "Ho townhouse",
    "Dollar duplex, Trasacco",
  ],
};
