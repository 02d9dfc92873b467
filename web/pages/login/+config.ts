import type { Config } from "vike/types";

export default {
  title: "Sign in — Ofie",
  description:
    "Sign in to Ofie or create a free account to save favourite properties, compare homes and contact agents across Ghana.",
} satisfies Config;
