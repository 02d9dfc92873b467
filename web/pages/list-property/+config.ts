import type { Config } from "vike/types";

export default {
  title: "List Your Property — Ofie",
  description:
    "Reach thousands of potential buyers and renters across Ghana. Basic listings on Ofie are free; every listing is reviewed within 24 hours.",
} satisfies Config;
