import type { Config } from "vike/types";

export default {
  title: "Verified real estate agents in Ghana — Ofie",
  description:
    "Find real estate agents in Accra, Kumasi, Tema and across Ghana by name or company, with ratings, reviews and properties sold.",
} satisfies Config;
