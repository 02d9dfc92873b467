import type { Config } from "vike/types";

export default {
  title: "My favorites — Ofie",
  description: "The properties you saved on Ofie.",
} satisfies Config;
