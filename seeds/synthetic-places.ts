import type { ListingRegion } from "../src/modules/listings/index.js";
import type { UniversitySlug } from "./data/seed-types.js";

export interface Place {
  area: string;
  city: string;
  region: ListingRegion;
  /** Multiplies the base prices: the neighbourhood sets the price more than the size does. */
  priceFactor: number;
  near?: UniversitySlug[];
}

/** Neighbourhoods the synthetic listings are spread over (see GHANA-FACTS.md). */
export const PLACES: Place[] = [
  {
    area: "East Legon",
    city: "Accra",
    region: "Greater Accra",
    priceFactor: 2.2,
    near: ["university-of-ghana"],
  },
  { area: "Cantonments", city: "Accra", region: "Greater Accra", priceFactor: 2.8 },
  { area: "Airport Residential Area", city: "Accra", region: "Greater Accra", priceFactor: 2.6 },
  { area: "Labone", city: "Accra", region: "Greater Accra", priceFactor: 2.0 },
  { area: "Osu", city: "Accra", region: "Greater Accra", priceFactor: 1.9 },
  { area: "Dzorwulu", city: "Accra", region: "Greater Accra", priceFactor: 1.7 },
  { area: "Tesano", city: "Accra", region: "Greater Accra", priceFactor: 1.3 },
  { area: "Achimota", city: "Accra", region: "Greater Accra", priceFactor: 1.2 },
  { area: "Spintex", city: "Accra", region: "Greater Accra", priceFactor: 1.3 },
  { area: "Adenta", city: "Accra", region: "Greater Accra", priceFactor: 1.0 },
  {
    area: "Madina",
    city: "Accra",
    region: "Greater Accra",
    priceFactor: 0.8,
    near: ["university-of-ghana"],
  },
  {
    area: "Haatso",
    city: "Accra",
    region: "Greater Accra",
    priceFactor: 0.9,
    near: ["university-of-ghana"],
  },
  { area: "Dansoman", city: "Accra", region: "Greater Accra", priceFactor: 0.8 },
  {
    area: "Korle Bu",
    city: "Accra",
    region: "Greater Accra",
    priceFactor: 0.9,
    near: ["ug-medical-school"],
  },
  { area: "Oyarifa", city: "Accra", region: "Greater Accra", priceFactor: 0.6 },
  { area: "Pokuase", city: "Accra", region: "Greater Accra", priceFactor: 0.5 },
  { area: "Community 18", city: "Tema", region: "Greater Accra", priceFactor: 1.0 },
  { area: "Sakumono", city: "Tema", region: "Greater Accra", priceFactor: 1.1 },
  { area: "Baatsona", city: "Tema", region: "Greater Accra", priceFactor: 1.0 },
  { area: "Ahodwo", city: "Kumasi", region: "Ashanti", priceFactor: 1.2 },
  { area: "Nhyiaeso", city: "Kumasi", region: "Ashanti", priceFactor: 1.2 },
  { area: "Asokwa", city: "Kumasi", region: "Ashanti", priceFactor: 0.8 },
  { area: "Santasi", city: "Kumasi", region: "Ashanti", priceFactor: 0.8 },
  { area: "Ayeduase", city: "Kumasi", region: "Ashanti", priceFactor: 0.7, near: ["knust"] },
  { area: "Kotei", city: "Kumasi", region: "Ashanti", priceFactor: 0.6, near: ["knust"] },
  { area: "Vittin", city: "Tamale", region: "Northern", priceFactor: 0.6 },
  { area: "Kalpohin", city: "Tamale", region: "Northern", priceFactor: 0.5 },
  { area: "Pedu", city: "Cape Coast", region: "Central", priceFactor: 0.6, near: ["ucc"] },
  { area: "Amamoma", city: "Cape Coast", region: "Central", priceFactor: 0.5, near: ["ucc"] },
  { area: "Anaji", city: "Takoradi", region: "Western", priceFactor: 1.1 },
  { area: "Bankoe", city: "Ho", region: "Volta", priceFactor: 0.5 },
  { area: "Adweso", city: "Koforidua", region: "Eastern", priceFactor: 0.5 },
  { area: "Millennium City", city: "Kasoa", region: "Central", priceFactor: 0.5 },
];

/** Invented street names; a synthetic location always starts with "No. " so it never matches a seeded one. */
export const STREETS = [
  "Mango Close",
  "Palm Street",
  "Odum Road",
  "Akasanoma Link",
  "Sunflower Avenue",
  "Hibiscus Lane",
  "Kente Crescent",
  "Baobab Street",
  "Adinkra Close",
  "Shea Butter Lane",
  "Cocoa Avenue",
  "Neem Tree Road",
];
