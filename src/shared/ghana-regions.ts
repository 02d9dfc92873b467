/**
 * Spec §9 names Ghana's regions twice. The search (and so every listing's region) keeps the ten
 * regions before the 2018 split, written "Brong Ahafo"; the agent application offers the sixteen
 * regions of today plus the former "Brong-Ahafo". The nine they share are written once here.
 */
const SHARED_NINE = [
  "Greater Accra",
  "Ashanti",
  "Western",
  "Central",
  "Eastern",
  "Northern",
  "Upper East",
  "Upper West",
  "Volta",
] as const;

/** Spec §9 "Regions (search)": a listing's region, as the search filters on it. */
export const SEARCH_REGIONS = [...SHARED_NINE, "Brong Ahafo"] as const;
export type SearchRegion = (typeof SEARCH_REGIONS)[number];

/** Spec §9 "Regions (agent application)": the regions created in 2018 follow the former one. */
export const APPLICATION_REGIONS = [
  ...SHARED_NINE,
  "Brong-Ahafo",
  "Western North",
  "Ahafo",
  "Bono",
  "Bono East",
  "Oti",
  "North East",
  "Savannah",
] as const;
export type ApplicationRegion = (typeof APPLICATION_REGIONS)[number];
