import { INFO_EMAIL } from "../../contact/contact-details.js";
import type { LegalDocument } from "./legal-document.js";

export const cookies: LegalDocument = {
  id: "cookies",
  label: "Cookies Policy",
  title: "Cookies Policy",
  summary: "Which cookies Ofie uses and how you control them.",
  sections: [
    {
      heading: "Essential cookies",
      paragraphs: [
        "A session cookie keeps you signed in and protects forms. The site cannot work without it, so it is set without asking.",
      ],
    },
    {
      heading: "Analytics and advertising cookies",
      paragraphs: [
        "Third-party analytics and advertising partners may set cookies to measure visits and show relevant adverts. These are set only after you give cookie consent, and you can change your choice at any time.",
      ],
    },
    {
      heading: "Browser storage",
      paragraphs: [
        "Your browser may keep your approximate location for one hour so that nearby properties load faster. It stays on your device.",
      ],
    },
    {
      heading: "Managing cookies",
      paragraphs: [
        "You can block or delete cookies in your browser settings; blocking essential cookies will sign you out.",
        `Questions about cookies can be sent to ${INFO_EMAIL}.`,
      ],
    },
  ],
};
