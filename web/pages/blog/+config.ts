import type { Config } from "vike/types";

export default {
  title: "Ghana real estate news and guides — Ofie blog",
  description:
    "Market trends, buying guides, investment, legal and property management articles about real estate in Ghana.",
} satisfies Config;
