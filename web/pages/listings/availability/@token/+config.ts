import type { Config } from "vike/types";

export default {
  title: "Is your listing still available? — Ofie",
  description: "Tell renters on Ofie whether your listing is still available.",
} satisfies Config;
