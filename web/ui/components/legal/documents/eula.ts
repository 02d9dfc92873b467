import { INFO_EMAIL } from "../../contact/contact-details.js";
import type { LegalDocument } from "./legal-document.js";

export const eula: LegalDocument = {
  id: "eula",
  label: "EULA",
  title: "End User License Agreement",
  summary: "The licence under which you may use the Ofie website and its tools.",
  sections: [
    {
      heading: "Licence",
      paragraphs: [
        "Ofie grants you a personal, non-exclusive, non-transferable licence to use the website and its tools, such as the mortgage calculator and the comparison tool, for finding and listing property.",
        "You must be at least 18 years old to accept this agreement.",
      ],
    },
    {
      heading: "Restrictions",
      paragraphs: [
        "You may not copy, resell or scrape the listings, reverse engineer the site, or use automated means to access it except as the site allows.",
      ],
    },
    {
      heading: "Ownership",
      paragraphs: [
        "The Ofie name, design and software remain ours. Photos and descriptions belong to the people who listed them.",
      ],
    },
    {
      heading: "Ending the licence",
      paragraphs: [
        "The licence ends if you break this agreement or the Terms of Service. The tools are provided as they are, without warranty.",
        `Questions about this agreement can be sent to ${INFO_EMAIL}.`,
      ],
    },
  ],
};
