import type { Config } from "vike/types";

export default {
  title: "Answer a viewing request — Ofie",
  description: "Confirm a time, propose another or decline a request to view your listing on Ofie.",
} satisfies Config;
