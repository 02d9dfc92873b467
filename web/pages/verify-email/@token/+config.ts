import type { Config } from "vike/types";

export default {
  title: "Confirm your e-mail — Ofie",
  description: "Confirm the e-mail address of your Ofie account.",
} satisfies Config;
