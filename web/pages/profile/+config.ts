import type { Config } from "vike/types";

export default {
  title: "My profile — Ofie",
  description:
    "Your Ofie account: your details, your agent status and your inquiries and saved properties.",
} satisfies Config;
