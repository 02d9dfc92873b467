import { INFO_EMAIL } from "../../contact/contact-details.js";
import type { LegalDocument } from "./legal-document.js";

/** Spec §2: CCPA requests must carry this subject line. */
export const CCPA_SUBJECT = "CCPA Privacy Request";

export const ccpa: LegalDocument = {
  id: "ccpa",
  label: "CCPA",
  title: "CCPA Notice for California Residents",
  summary: "Your rights under the California Consumer Privacy Act.",
  sections: [
    {
      heading: "Your rights",
      paragraphs: [
        "If you live in California you may ask what personal information we collect, use and disclose, ask us to delete it or correct it, and opt out of its sale or sharing. We do not sell personal information, and we will not treat you differently for using these rights.",
      ],
    },
    {
      heading: "How to make a request",
      paragraphs: [
        `E-mail ${INFO_EMAIL} with the subject line '${CCPA_SUBJECT}'. Tell us which right you are using and the e-mail address you use on Ofie, so that we can verify your identity.`,
      ],
    },
    {
      heading: "When we answer",
      paragraphs: [
        "We respond within 45 days of receiving a verifiable request. When we need more time, we may extend this by a further 45 days and will tell you why within the first 45 days.",
      ],
    },
  ],
};
