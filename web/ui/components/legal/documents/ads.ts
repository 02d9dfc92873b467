import { INFO_EMAIL } from "../../contact/contact-details.js";
import type { LegalDocument } from "./legal-document.js";

export const ads: LegalDocument = {
  id: "ads",
  label: "Ads Policy",
  title: "Ads Policy",
  summary: "How advertising and featured listings work on Ofie.",
  sections: [
    {
      heading: "Third-party advertising",
      paragraphs: [
        "Ofie shows adverts from third-party advertising networks. With your cookie consent they may use cookies to choose adverts; without it you see general adverts.",
      ],
    },
    {
      heading: "Featured listings",
      paragraphs: [
        "Basic listings are free. Featured or premium listings, from GHS 50, are paid placements and are always labelled 'Featured'.",
      ],
    },
    {
      heading: "What we do not allow",
      paragraphs: [
        "Adverts for fake or unavailable properties, requests for payment before a viewing, misleading prices, and adverts that discriminate against anyone.",
        `Report an advert to ${INFO_EMAIL}.`,
      ],
    },
  ],
};
