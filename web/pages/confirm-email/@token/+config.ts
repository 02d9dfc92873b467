import type { Config } from "vike/types";

export default {
  title: "Confirm your new e-mail — Ofie",
  description: "Confirm the new e-mail address of your Ofie account.",
} satisfies Config;
