import type { Config } from "vike/types";

export default {
  title: "Contact Us — Ofie",
  description:
    "Questions about buying, selling or renting property in Ghana? Send Ofie a message and we'll get back to you within 24 hours.",
} satisfies Config;
