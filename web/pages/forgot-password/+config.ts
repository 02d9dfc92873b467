import type { Config } from "vike/types";

export default {
  title: "Forgot password — Ofie",
  description: "Get a link to set a new password for your Ofie account.",
} satisfies Config;
