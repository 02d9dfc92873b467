import type { Config } from "vike/types";

export default {
  title: "Confirm your listing — Ofie",
  description: "Confirm that your listing on Ofie is still available.",
} satisfies Config;
