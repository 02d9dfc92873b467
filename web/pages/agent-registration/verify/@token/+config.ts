import type { Config } from "vike/types";

export default {
  title: "Confirm your agent application — Ofie",
  description: "Confirm your e-mail address to send your Ofie agent application for review.",
} satisfies Config;
