import type { Config } from "vike/types";

export default {
  title: "Get Verified as Real Estate Agent — Ofie",
  description:
    "Apply to become a verified real estate agent on Ofie. Applications are reviewed within 48 hours; approved agents get a Verified badge and lead tools.",
} satisfies Config;
