import type { Config } from "vike/types";

export default {
  title: "Unsubscribe from alerts — Ofie",
  description: "Stop the e-mail alerts of a saved search.",
} satisfies Config;
