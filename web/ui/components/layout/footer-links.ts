/** The footer's link columns (spec §2); the nine legal tabs are the values /legal accepts. */
export const QUICK_LINKS = [
  { href: "/properties", label: "Properties" },
  { href: "/student-hostels", label: "Student Hostels" },
  { href: "/agents", label: "Find an Agent" },
  { href: "/blog", label: "Blog" },
  { href: "/about", label: "About Us" },
  { href: "/contact", label: "Contact" },
] as const;

export const SERVICE_LINKS = [
  { href: "/properties?type=sale", label: "Buy Property" },
  { href: "/properties?type=rent", label: "Rent Property" },
  { href: "/financing#mortgage", label: "Mortgage Calculator" },
  // The header's links are spec §2's fixed list, so the guide is linked here (decision 70).
  { href: "/price-guide", label: "Price Guide" },
  { href: "/financing", label: "Financing" },
  { href: "/list-property", label: "List Property" },
  { href: "/agent-registration", label: "Become an Agent" },
] as const;

export const LEGAL_LINKS = [
  { href: "/legal?tab=terms", label: "Terms of Service" },
  { href: "/legal?tab=privacy", label: "Privacy Policy" },
  { href: "/legal?tab=disclaimer", label: "Disclaimers" },
  { href: "/legal?tab=realestate", label: "Real Estate Disclosures" },
  { href: "/legal?tab=eula", label: "EULA" },
  { href: "/legal?tab=gdpr", label: "GDPR" },
  { href: "/legal?tab=ccpa", label: "CCPA" },
  { href: "/legal?tab=cookies", label: "Cookies Policy" },
  { href: "/legal?tab=ads", label: "Ads Policy" },
] as const;
