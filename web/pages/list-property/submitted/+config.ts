import type { Config } from "vike/types";

export default {
  title: "Listing submitted — Ofie",
  description: "Your listing was submitted to Ofie and awaits review.",
} satisfies Config;
