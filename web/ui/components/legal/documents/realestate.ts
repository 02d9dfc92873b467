import { INFO_EMAIL } from "../../contact/contact-details.js";
import type { LegalDocument } from "./legal-document.js";

export const realestate: LegalDocument = {
  id: "realestate",
  label: "Real Estate Disclosures",
  title: "Real Estate Disclosures",
  summary: "How listings and agents appear on Ofie, and what that does and does not mean.",
  sections: [
    {
      heading: "Our role",
      paragraphs: [
        "Ofie publishes listings and agent profiles. Ofie is not a licensed broker or agent and is not a party to any sale, purchase or tenancy arranged through the site.",
      ],
    },
    {
      heading: "Listings",
      paragraphs: [
        "Listing information comes from third parties and is not verified. Sizes, prices, amenities and availability are as supplied by the owner or agent. Basic listings are free; featured or premium placements, from GHS 50, are marked as featured.",
      ],
    },
    {
      heading: "Verified agents",
      paragraphs: [
        "An agent's 'Verified' badge means we reviewed the agent's application and contact details. It does not guarantee any property or transaction; ask agents for their licence under Ghana's Real Estate Agency Act, 2020 (Act 1047).",
      ],
    },
    {
      heading: "Before you pay",
      paragraphs: [
        "Never pay a deposit or rent advance before inspecting the property and confirming who owns it. Get receipts and a written tenancy or sale agreement.",
        `Report a suspicious listing to ${INFO_EMAIL}.`,
      ],
    },
  ],
};
