import type { Config } from "vike/types";

export default {
  title: "My viewings — Ofie",
  description: "The viewings you asked for and the requests to view your listings on Ofie.",
} satisfies Config;
