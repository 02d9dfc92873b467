import { INFO_EMAIL } from "../../contact/contact-details.js";
import type { LegalDocument } from "./legal-document.js";

export const gdpr: LegalDocument = {
  id: "gdpr",
  label: "GDPR",
  title: "GDPR Notice",
  summary:
    "Your rights under the EU General Data Protection Regulation when you use Ofie from Europe.",
  sections: [
    {
      heading: "Who this is for",
      paragraphs: [
        "Many visitors from the diaspora look for property in Ghana from the European Union or the United Kingdom. When you use Ofie from there, the General Data Protection Regulation (GDPR) gives you the rights below.",
      ],
    },
    {
      heading: "Legal bases",
      paragraphs: [
        "We process your data to provide the service you ask for (contract), to keep the site safe (legitimate interests), and, for analytics, advertising and non-essential cookies, with your consent, which you can withdraw at any time.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You have the right to access, correct, erase, restrict or port your data, and to object to processing. You may also complain to your local data protection authority.",
      ],
    },
    {
      heading: "Data breaches",
      paragraphs: [
        "If a personal data breach occurs, we notify the supervisory authority within 72 hours of becoming aware of it, and tell you without undue delay when the breach is likely to put your rights at high risk.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Send GDPR requests and questions to ${INFO_EMAIL}.`],
    },
  ],
};
