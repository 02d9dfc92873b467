import { type Coordinates, coordinatesProblems } from "../../src/modules/listings/index.js";

/**
 * Where the seeded listings and hostels are (issue 20): the centre of each town and of the
 * neighbourhoods the seeds name, in decimal degrees, read off public maps to about 100 m. A
 * listing's pin is its neighbourhood's centre (else its town's) moved by a small jitter drawn
 * from its own key, so the pins of one neighbourhood do not stack and a reseed puts them back.
 */
export interface Centre {
  latitude: number;
  longitude: number;
}

const at = (latitude: number, longitude: number): Centre => ({ latitude, longitude });

/**
 * Town centres, and how far from one a listing of that town may lie: the seed test checks every
 * seeded pin against them (Accra's reaches Oyarifa and Weija; Tema's its outer communities).
 */
export const CITY_CENTRES: Record<string, Centre & { radiusKm: number }> = {
  Accra: { ...at(5.6037, -0.187), radiusKm: 25 },
  Tema: { ...at(5.6698, -0.0166), radiusKm: 15 },
  Kumasi: { ...at(6.6885, -1.6244), radiusKm: 15 },
  "Cape Coast": { ...at(5.1053, -1.2466), radiusKm: 10 },
  Tamale: { ...at(9.4008, -0.8393), radiusKm: 12 },
  Takoradi: { ...at(4.898, -1.76), radiusKm: 10 },
  Kasoa: { ...at(5.534, -0.425), radiusKm: 8 },
  Ho: { ...at(6.6008, 0.4713), radiusKm: 10 },
  Koforidua: { ...at(6.094, -0.259), radiusKm: 8 },
  Sunyani: { ...at(7.3349, -2.3123), radiusKm: 8 },
};

/** Neighbourhoods by town, so "Beach Road" (Takoradi) and "Sakumono Beach Road" (Tema) differ. */
export const NEIGHBOURHOOD_CENTRES: Record<string, Record<string, Centre>> = {
  Accra: {
    "East Legon": at(5.636, -0.161),
    "East Legon Hills": at(5.66, -0.105),
    "Trasacco Valley": at(5.64, -0.13),
    Okponglo: at(5.642, -0.177),
    Bawaleshie: at(5.643, -0.167),
    "American House": at(5.647, -0.163),
    Adjiringanor: at(5.649, -0.138),
    "Boundary Road": at(5.633, -0.154),
    Cantonments: at(5.58, -0.17),
    "Airport Residential Area": at(5.603, -0.178),
    Labone: at(5.565, -0.17),
    Osu: at(5.556, -0.181),
    Ridge: at(5.564, -0.199),
    "Roman Ridge": at(5.599, -0.198),
    Dzorwulu: at(5.611, -0.202),
    Tesano: at(5.6, -0.23),
    Achimota: at(5.615, -0.228),
    Spintex: at(5.63, -0.115),
    Baatsona: at(5.63, -0.097),
    Adenta: at(5.708, -0.166),
    Madina: at(5.683, -0.166),
    Haatso: at(5.68, -0.2),
    "North Legon": at(5.695, -0.182),
    Dansoman: at(5.548, -0.265),
    "McCarthy Hill": at(5.565, -0.312),
    Weija: at(5.56, -0.34),
    "Korle Bu": at(5.537, -0.226),
    Mamprobi: at(5.536, -0.239),
    Oyarifa: at(5.765, -0.18),
    Pokuase: at(5.695, -0.285),
    Dodowa: at(5.883, -0.098),
  },
  Tema: {
    "Community 1": at(5.636, -0.009),
    "Community 11": at(5.66, -0.002),
    "Community 18": at(5.695, -0.005),
    "Community 25": at(5.73, -0.005),
    "Heavy Industrial Area": at(5.645, 0.005),
    Sakumono: at(5.613, -0.056),
    Lashibi: at(5.635, -0.065),
    Baatsona: at(5.63, -0.097),
  },
  Kumasi: {
    Ahodwo: at(6.665, -1.63),
    Nhyiaeso: at(6.672, -1.642),
    Asokwa: at(6.67, -1.6),
    Bantama: at(6.703, -1.637),
    Adum: at(6.692, -1.623),
    Danyame: at(6.68, -1.635),
    Santasi: at(6.66, -1.655),
    Atonsu: at(6.65, -1.59),
    Kaase: at(6.648, -1.605),
    // Around KNUST (6.6745, -1.5716).
    Ayeduase: at(6.673, -1.558),
    Kotei: at(6.666, -1.552),
    Bomso: at(6.687, -1.575),
    Ayigya: at(6.688, -1.564),
    Kentinkrono: at(6.696, -1.552),
  },
  "Cape Coast": {
    Abura: at(5.121, -1.257),
    Pedu: at(5.127, -1.28),
    Ola: at(5.113, -1.268),
    // Around UCC (5.1150, -1.2900).
    Amamoma: at(5.113, -1.293),
    Kwaprow: at(5.119, -1.299),
    Apewosika: at(5.108, -1.296),
  },
  Tamale: {
    Vittin: at(9.38, -0.83),
    Kalpohin: at(9.425, -0.86),
    Lamashegu: at(9.39, -0.865),
    Sakasaka: at(9.41, -0.855),
    Jisonayili: at(9.445, -0.85),
  },
  Takoradi: {
    Anaji: at(4.925, -1.78),
    "Airport Ridge": at(4.9, -1.765),
    "Beach Road": at(4.89, -1.745),
    Effia: at(4.92, -1.76),
  },
  Kasoa: { "Millennium City": at(5.525, -0.44), Akweley: at(5.53, -0.43) },
  Ho: { Bankoe: at(6.61, 0.465), Sokode: at(6.56, 0.43) },
  Koforidua: { Adweso: at(6.085, -0.26) },
  Sunyani: { Penkwase: at(7.345, -2.325) },
};

/** FNV-1a: a key's own small number, the same on every run and machine. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

/** The named neighbourhood a location holds: its parts in order, the longest name in a part. */
function neighbourhoodOf(location: string, city: string): Centre | undefined {
  const names = Object.entries(NEIGHBOURHOOD_CENTRES[city] ?? {}).sort(
    ([a], [b]) => b.length - a.length,
  );
  for (const part of location.split(",").map((p) => p.trim().toLowerCase())) {
    const found = names.find(([name]) => part.includes(name.toLowerCase()));
    if (found) return found[1];
  }
  return undefined;
}

/** The town a hostel's location ends with ("Okponglo, East Legon, Accra" is Accra's). */
export function cityOf(location: string): string {
  const parts = location.split(",").map((p) => p.trim());
  const city = [...parts].reverse().find((part) => part in CITY_CENTRES);
  if (!city) throw new Error(`Seed location "${location}" names no town of CITY_CENTRES`);
  return city;
}

/**
 * A seeded pin: the neighbourhood's centre (about ±400 m of jitter) or, when the location names
 * none the table knows, the town's (about ±1 km). Checked by the listing form's own rules.
 */
export function seedCoordinates(key: string, location: string, city: string): Coordinates {
  const town = CITY_CENTRES[city];
  if (!town) throw new Error(`Seed listing "${key}": no centre for the town "${city}"`);
  const neighbourhood = neighbourhoodOf(location, city);
  const reach = neighbourhood ? 0.004 : 0.009;
  const h = hash(key);
  const jitter = (bits: number) => ((bits & 0xffff) / 0xffff - 0.5) * 2 * reach;
  const centre = neighbourhood ?? town;
  const point = {
    latitude: Number((centre.latitude + jitter(h)).toFixed(6)),
    longitude: Number((centre.longitude + jitter(h >>> 16)).toFixed(6)),
  };
  const problems = Object.values(coordinatesProblems(point.latitude, point.longitude));
  if (problems.length > 0) throw new Error(`Seed listing "${key}": ${problems.join("; ")}`);
  return point;
}
