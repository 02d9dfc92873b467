/** The nine documents of spec §2, in the order the page offers them. */
export const LEGAL_TABS = [
  "terms",
  "privacy",
  "disclaimer",
  "realestate",
  "eula",
  "gdpr",
  "ccpa",
  "cookies",
  "ads",
] as const;

export type LegalTab = (typeof LEGAL_TABS)[number];

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** A static text card: plain data, so the page renders it on the server without any call. */
export interface LegalDocument {
  id: LegalTab;
  /** The label on the button grid and the tab strip. */
  label: string;
  title: string;
  summary: string;
  /** The day the text last changed, "2025-06-28"; the card writes it as every date is written. */
  lastUpdated?: string;
  sections: LegalSection[];
}

export function isLegalTab(value: unknown): value is LegalTab {
  return typeof value === "string" && (LEGAL_TABS as readonly string[]).includes(value);
}
