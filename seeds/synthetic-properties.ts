import type { DataSource } from "typeorm";
import { PropertyEntity } from "../src/adapters/modules/listings/property.entity.js";
import { propertyImageUrls } from "./data/image-urls.js";
import { seedCoordinates } from "./data/neighbourhood-centres.js";
import { properties } from "./data/properties.js";
import { type PropertyType } from "./data/seed-types.js";
import { Random } from "./random.js";
import { copyPhotoHashes } from "./seed-photo-hashes.js";
import { daysBefore, seedPrice } from "./seed-rows.js";
import { PLACES, STREETS } from "./synthetic-places.js";

const BATCH_SIZE = 500;

const TYPE_WEIGHTS: Array<[PropertyType, number]> = [
  ["house", 30],
  ["apartment", 25],
  ["condo", 8],
  ["townhouse", 10],
  ["land", 12],
  ["commercial", 6],
  ["office", 5],
  ["warehouse", 4],
];

/** Base GH₵ prices before the neighbourhood factor: sale price, and rent per month. */
const BASE_PRICE: Record<PropertyType, { sale: number; rent: number }> = {
  house: { sale: 450_000, rent: 2_000 },
  apartment: { sale: 300_000, rent: 1_400 },
  condo: { sale: 420_000, rent: 2_200 },
  townhouse: { sale: 380_000, rent: 1_800 },
  land: { sale: 150_000, rent: 0 },
  commercial: { sale: 900_000, rent: 5_000 },
  office: { sale: 1_500_000, rent: 8_000 },
  warehouse: { sale: 1_800_000, rent: 12_000 },
};

const AMENITIES: Record<"home" | "land" | "business", string[]> = {
  home: [
    "Walled and gated",
    "Borehole",
    "Polytank water storage",
    "Backup generator",
    "Air conditioning",
    "Boys' quarters",
    "Fitted kitchen",
    "Prepaid meter",
    "24/7 security",
    "Swimming pool",
    "Garden",
  ],
  land: ["Indenture", "Site plan available", "Registered title", "Walled", "Tarred road"],
  business: [
    "Backup generator",
    "Three-phase power",
    "Car park",
    "Roller shutters",
    "Reception",
    "Loading bay",
    "Fibre internet",
    "24/7 security",
  ],
};

const LABEL: Record<PropertyType, string> = {
  house: "House",
  apartment: "Apartment",
  condo: "Condo",
  townhouse: "Townhouse",
  land: "Plot of Land",
  commercial: "Shop Space",
  office: "Office Space",
  warehouse: "Warehouse",
};

/** The seeded pictures of each property type, which the synthetic listings reuse. */
function picturesByType(): Map<PropertyType, string[][]> {
  const byType = new Map<PropertyType, string[][]>();
  properties.forEach((seed, i) => {
    const list = byType.get(seed.propertyType) ?? [];
    list.push(propertyImageUrls(i + 1, seed.photos));
    byType.set(seed.propertyType, list);
  });
  return byType;
}

function pickType(rng: Random): PropertyType {
  let roll = rng.int(1, 100);
  for (const [type, weight] of TYPE_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return type;
  }
  return "house";
}

function syntheticRow(
  rng: Random,
  agentIds: number[],
  pictures: Map<PropertyType, string[][]>,
  now: Date,
): Partial<PropertyEntity> {
  const type = pickType(rng);
  const place = rng.pick(PLACES);
  const isHome = ["house", "apartment", "condo", "townhouse"].includes(type);
  const listingType = type === "land" || rng.chance(0.55) ? "sale" : "rent";
  const bedrooms = isHome ? rng.int(1, type === "house" ? 6 : 4) : null;
  const size = bedrooms ?? rng.int(2, 6);
  const base = BASE_PRICE[type][listingType];
  const price =
    Math.round((base * place.priceFactor * (0.6 + size * 0.4) * rng.between(0.8, 1.25)) / 100) *
    100;
  const status = rng.chance(0.8)
    ? "available"
    : rng.pick(["pending", listingType === "sale" ? "sold" : "rented"]);
  const what = bedrooms ? `${bedrooms} Bedroom ${LABEL[type]}` : LABEL[type];
  const location = `No. ${rng.int(1, 120)} ${rng.pick(STREETS)}, ${place.area}`;
  const amenities = rng.some(
    AMENITIES[type === "land" ? "land" : isHome ? "home" : "business"],
    rng.int(2, 5),
  );
  const rentPeriod = listingType === "rent" ? (rng.chance(0.85) ? "month" : "year") : null;
  const title = `${what} for ${listingType === "sale" ? "Sale" : "Rent"} in ${place.area}`;
  return {
    title,
    description: `A ${what.toLowerCase()} in ${place.area}, ${place.city}, listed for ${listingType === "sale" ? "sale" : "rent"}. Features include ${amenities.join(", ").toLowerCase()}.`,
    price: seedPrice(price.toFixed(2), { listingType, rentPeriod, priceCurrency: "GHS" }, title),
    listingType,
    rentPeriod,
    location,
    city: place.city,
    region: place.region,
    // From the listing's own text, not the generator, so the rest of the catalogue stays as it was.
    ...seedCoordinates(`${title}\u0000${location}`, location, place.city),
    propertyType: type,
    status,
    bedrooms,
    bathrooms: bedrooms
      ? Math.max(1, bedrooms - rng.int(0, 1))
      : type === "land"
        ? null
        : rng.int(1, 4),
    parking: type === "land" ? null : rng.int(0, 4),
    area: (type === "land"
      ? 650
      : isHome
        ? 40 + size * rng.int(35, 70)
        : size * rng.int(60, 300)
    ).toFixed(2),
    furnishing: type === "land" ? null : rng.pick(["furnished", "unfurnished", "semi-furnished"]),
    nearUniversities: place.near ?? [],
    images: rng.pick(pictures.get(type) ?? [[]]),
    amenities,
    featured: false,
    agentId: agentIds.length > 0 ? rng.pick(agentIds) : null,
    createdAt: daysBefore(now, rng.int(0, 364), rng.int(0, 1439)),
  };
}

/**
 * Adds `count` varied synthetic listings for scale tests, in batches of 500, calling
 * onProgress with the running total after each batch. The rows are pseudo-random but
 * reproducible: the same database state and count give the same rows.
 */
export async function seedSyntheticProperties(
  dataSource: DataSource,
  count: number,
  onProgress?: (done: number) => void,
): Promise<number> {
  const [{ total }]: Array<{ total: string }> = await dataSource.query(
    "SELECT count(*) AS total FROM properties",
  );
  const agentRows: Array<{ id: number }> = await dataSource.query(
    "SELECT id FROM agents ORDER BY id",
  );
  const agentIds = agentRows.map((row) => Number(row.id));
  const rng = new Random(0x0f1e + Number(total));
  const pictures = picturesByType();
  const now = new Date();
  const [{ lastId }]: Array<{ lastId: number | null }> = await dataSource.query(
    `SELECT max(id) AS "lastId" FROM properties`,
  );
  let done = 0;
  while (done < count) {
    const batch = Array.from({ length: Math.min(BATCH_SIZE, count - done) }, () =>
      syntheticRow(rng, agentIds, pictures, now),
    );
    await dataSource
      .createQueryBuilder()
      .insert()
      .into(PropertyEntity)
      .values(batch)
      .updateEntity(false)
      .execute();
    done += batch.length;
    onProgress?.(done);
  }
  await copyPhotoHashes(dataSource.manager, Number(lastId ?? 0));
  // As after the Ghana seed, and vacuumed too: without it the first searches are planned on the 71 rows the
  // statistics last saw (a fresh search took 8 s on 100k listings until autovacuum came round)
  // and the word window follows that estimate (catalogue-size.ts).
  await dataSource.query("VACUUM (ANALYZE) properties");
  return done;
}
