import type { Config } from "vike/types";

export default {
  title: "Manage Listings — Ofie",
  description: "Your listings on Ofie: edit them, mark them let or sold, and see who got in touch.",
} satisfies Config;
