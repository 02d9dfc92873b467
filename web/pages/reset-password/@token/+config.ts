import type { Config } from "vike/types";

export default {
  title: "Set a new password — Ofie",
  description: "Choose a new password for your Ofie account.",
} satisfies Config;
