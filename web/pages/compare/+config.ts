import type { Config } from "vike/types";

export default {
  title: "Compare properties — Ofie",
  description:
    "Compare up to three Ghana properties side by side: price, rooms, area and location.",
} satisfies Config;
