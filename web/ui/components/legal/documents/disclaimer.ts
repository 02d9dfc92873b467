import { INFO_EMAIL } from "../../contact/contact-details.js";
import type { LegalDocument } from "./legal-document.js";

export const disclaimer: LegalDocument = {
  id: "disclaimer",
  label: "Disclaimers",
  title: "Disclaimers",
  summary: "The limits of what Ofie can promise about listings, figures and advice.",
  sections: [
    {
      heading: "Not a broker or agent",
      paragraphs: [
        "Ofie is not a licensed real estate broker or agent. We do not represent buyers, sellers, landlords or tenants, and we do not hold deposits or negotiate on anyone's behalf.",
      ],
    },
    {
      heading: "Listing information",
      paragraphs: [
        "Listings, prices, photos and descriptions come from third parties and are not verified by Ofie. They may be out of date or wrong. Visit the property, confirm the owner's identity and search the title at the Lands Commission before you pay.",
      ],
    },
    {
      heading: "Calculators and guides",
      paragraphs: [
        "The mortgage calculator, bank figures and market information are estimates for illustration. They are not financial, legal or tax advice; a lender's own offer is what counts.",
      ],
    },
    {
      heading: "Links to other sites",
      paragraphs: [
        "Blog news and advertisements may link to other websites. We are not responsible for their content.",
        `Questions about these disclaimers can be sent to ${INFO_EMAIL}.`,
      ],
    },
  ],
};
