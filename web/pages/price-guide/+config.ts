import type { Config } from "vike/types";

export default {
  title: "Price guide: asking rents and sale prices in Ghana — Ofie",
  description:
    "The median and middle range of asking rents (per month, in cedis) and sale prices by city, neighbourhood, property type and bedrooms, from the last six months of listings.",
} satisfies Config;
