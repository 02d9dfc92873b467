import type { Config } from "vike/types";

export default {
  title: "Mortgage calculator and home financing in Ghana — Ofie",
  description:
    "Estimate a mortgage in Ghana cedis, compare partner bank rates and terms, and learn how a home loan application works.",
} satisfies Config;
