import type { Config } from "vike/types";

export default {
  title: "Admin Dashboard — Ofie",
  description: "Platform statistics, leads, listings, users and agent applications.",
} satisfies Config;
