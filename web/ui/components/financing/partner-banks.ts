/** Spec §3 bank info; the figures are spec §9's, the names illustrative (not real banks). */
export interface BankInfo {
  name: string;
  logo: string;
  rate: string;
  maxTerm: string;
  minDown: string;
  features: string[];
}

export const PARTNER_BANKS: BankInfo[] = [
  {
    name: "Bank 1",
    logo: "🏦",
    rate: "18-22%",
    maxTerm: "20 years",
    minDown: "20%",
    features: [
      "Fixed and variable rates",
      "Home purchase and refinancing",
      "Decision in 2-4 weeks",
    ],
  },
  {
    name: "Bank 2",
    logo: "🏛️",
    rate: "19-24%",
    maxTerm: "25 years",
    minDown: "15%",
    features: [
      "Lowest minimum down payment",
      "Longest repayment term",
      "Diaspora applicants welcome",
    ],
  },
  {
    name: "Bank 3",
    logo: "🏢",
    rate: "17-21%",
    maxTerm: "20 years",
    minDown: "25%",
    features: ["Lowest starting rate", "Construction loans", "Salary-linked repayments"],
  },
  {
    name: "Bank 4",
    logo: "🏠",
    rate: "18-23%",
    maxTerm: "25 years",
    minDown: "20%",
    features: ["First-time buyer support", "Flexible repayment dates", "Home equity loans"],
  },
];
