import type { Config } from "vike/types";

export default {
  title: "Legal Information — Ofie",
  description:
    "Ofie's Terms of Service, Privacy Policy, disclaimers, real estate disclosures, EULA, GDPR and CCPA notices, cookies and ads policies.",
} satisfies Config;
