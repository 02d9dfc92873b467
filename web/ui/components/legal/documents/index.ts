import { ads } from "./ads.js";
import { ccpa } from "./ccpa.js";
import { cookies } from "./cookies.js";
import { disclaimer } from "./disclaimer.js";
import { eula } from "./eula.js";
import { gdpr } from "./gdpr.js";
import type { LegalDocument, LegalTab } from "./legal-document.js";
import { privacy } from "./privacy.js";
import { realestate } from "./realestate.js";
import { terms } from "./terms.js";

export const LEGAL_DOCUMENTS: Record<LegalTab, LegalDocument> = {
  terms,
  privacy,
  disclaimer,
  realestate,
  eula,
  gdpr,
  ccpa,
  cookies,
  ads,
};

export { isLegalTab, LEGAL_TABS, type LegalDocument, type LegalTab } from "./legal-document.js";
