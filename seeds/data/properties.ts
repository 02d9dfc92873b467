import { accraNeighbourhoodsProperties } from "./properties-accra-neighbourhoods.js";
import { addedLaterProperties } from "./properties-added-later.js";
import { ashantiProperties } from "./properties-ashanti.js";
import { northAndCentralProperties } from "./properties-north-and-central.js";
import { otherTownsProperties } from "./properties-other-towns.js";
import { primeAccraProperties } from "./properties-prime-accra.js";
import { temaProperties } from "./properties-tema.js";
import type { PropertySeed } from "./seed-types.js";

/**
 * Hand-written listings. Prices follow public reporting for 2017–2022 (see GHANA-FACTS.md)
 * raised for later inflation; rents are per month unless rentPeriod says year.
 * The position in this list (1-based) names the listing's pictures, so append new ones at the end.
 */
export const properties: PropertySeed[] = [
  ...primeAccraProperties,
  ...accraNeighbourhoodsProperties,
  ...temaProperties,
  ...ashantiProperties,
  ...northAndCentralProperties,
  ...otherTownsProperties,
  ...addedLaterProperties,
];
