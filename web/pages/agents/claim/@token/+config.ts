import type { Config } from "vike/types";

export default {
  title: "Link your agent profile — Ofie",
  description: "Link your verified Ofie agent profile to your account.",
} satisfies Config;
