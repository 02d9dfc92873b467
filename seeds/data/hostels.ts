import { accraHostels } from "./hostels-accra.js";
import { kumasiAndCapeCoastHostels } from "./hostels-kumasi-and-cape-coast.js";
import type { HostelSeed } from "./seed-types.js";

/**
 * Invented hostels near the four campuses of the hostel finder. Their cheapest rooms (the card's
 * price) cover every band of the price filter (spec §5), with one hostel on each edge: 1000, and
 * the overlapping 2000 and 3000. Every room type appears, some rooms are full (Nyame Dua is full
 * throughout), and distances run from 0.4 to 4.5 km so each "within" choice keeps some but not all.
 * The position in this list (1-based) names the pictures: hostels/h-<n>-<k>-<width>.webp, the
 * building first, then one photo of each type of room in `rooms` order.
 */
export const hostels: HostelSeed[] = [...accraHostels, ...kumasiAndCapeCoastHostels];
