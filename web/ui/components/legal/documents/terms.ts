import { INFO_EMAIL } from "../../contact/contact-details.js";
import type { LegalDocument } from "./legal-document.js";

export const terms: LegalDocument = {
  id: "terms",
  label: "Terms of Service",
  title: "Terms of Service",
  summary: "The rules for using Ofie to find, list and enquire about property in Ghana.",
  lastUpdated: "2025-06-28",
  sections: [
    {
      heading: "1. Accepting these terms",
      paragraphs: [
        "By using Ofie you agree to these terms. If you do not agree, please do not use the site.",
        "You must be at least 18 years old to create an account, submit a listing, send an inquiry or apply as an agent.",
      ],
    },
    {
      heading: "2. What Ofie is",
      paragraphs: [
        "Ofie is an online classifieds marketplace that connects people looking for property with owners and agents. Ofie is not a licensed real estate broker or agent and does not take part in any sale or letting.",
        "Listing information comes from third parties (owners, agents and developers) and is not verified by Ofie. Always inspect a property and check its title before you pay anything.",
      ],
    },
    {
      heading: "3. Your account and your content",
      paragraphs: [
        "Keep your sign-in details private; you are responsible for what is done with your account.",
        "When you submit a listing, an inquiry or an agent application, you confirm that the information is true and that you have the right to share its photos and videos. Listings are reviewed before they appear and we may refuse or remove any listing.",
      ],
    },
    {
      heading: "4. Fees",
      paragraphs: [
        "Basic listings are free. Featured or premium listings start from GHS 50; the price is shown before you pay.",
      ],
    },
    {
      heading: "5. Acceptable use",
      paragraphs: [
        "Do not post false, misleading or duplicate listings, ask for payment before a viewing, copy other people's photos, collect other users' data, or interfere with the site.",
        "We may suspend accounts that break these rules.",
      ],
    },
    {
      heading: "6. Liability",
      paragraphs: [
        "Ofie is provided as it is. To the extent the law allows, we are not liable for losses arising from dealings between users, or from listing information supplied by third parties.",
        "These terms are governed by the laws of the Republic of Ghana.",
      ],
    },
    {
      heading: "7. Questions",
      paragraphs: [`Questions about these terms can be sent to ${INFO_EMAIL}.`],
    },
  ],
};
