import type { Config } from "vike/types";

export default {
  title: "Admin login — Ofie",
  description: "Administrator access to the Ofie dashboard.",
} satisfies Config;
