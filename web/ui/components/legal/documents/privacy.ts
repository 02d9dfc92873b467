import { INFO_EMAIL } from "../../contact/contact-details.js";
import type { LegalDocument } from "./legal-document.js";

export const privacy: LegalDocument = {
  id: "privacy",
  label: "Privacy Policy",
  title: "Privacy Policy",
  summary: "What personal data Ofie collects, why, and the choices you have.",
  lastUpdated: "2025-06-28",
  sections: [
    {
      heading: "1. What we collect",
      paragraphs: [
        "Account details (name, e-mail address), what you send through our forms (contact messages, inquiries, listings, agent applications and their photos), saved favourites, and technical data such as your browser type and pages visited.",
        "Your location is read in your browser only to show nearby properties; it is kept on your device and is not sent to our servers.",
      ],
    },
    {
      heading: "2. How we use it",
      paragraphs: [
        "To run the marketplace: to pass your inquiries to agents, review listings and agent applications, answer your messages and send the newsletter you subscribed to.",
        "We process personal data in line with Ghana's Data Protection Act, 2012 (Act 843).",
      ],
    },
    {
      heading: "3. Advertising, analytics and cookies",
      paragraphs: [
        "We use third-party advertising and analytics services, which may set cookies. Non-essential cookies are used only with your consent; see the Cookies Policy and the Ads Policy.",
      ],
    },
    {
      heading: "4. Sharing",
      paragraphs: [
        "We share your inquiry with the agent you contact, and data with service providers who host the site or send e-mail for us. We do not sell your personal data.",
      ],
    },
    {
      heading: "5. Security and breaches",
      paragraphs: [
        "We protect your data with access controls and encrypted connections. If a data breach puts your rights at risk, we notify the authorities and you within 72 hours of becoming aware of it.",
      ],
    },
    {
      heading: "6. Your rights",
      paragraphs: [
        "You may ask to see, correct or delete your personal data, or object to its use. Ofie is meant for adults: users must be at least 18 years old and we do not knowingly collect data from children.",
        `Send privacy requests and questions to ${INFO_EMAIL}.`,
      ],
    },
  ],
};
