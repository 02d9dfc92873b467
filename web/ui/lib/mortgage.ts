/** Spec §9 defaults and term choices of the mortgage calculator. */
export const MORTGAGE_DEFAULTS = {
  price: 500_000,
  downPayment: 100_000,
  rate: 15.5,
  years: 20,
} as const;
export const MORTGAGE_TERMS = [10, 15, 20, 25] as const;
/** Spec §9: the reference rates, in percent APR, shown beside the calculator and on /financing. */
export const REFERENCE_RATES = [
  { name: "Bank 1", apr: 15.5 },
  { name: "Bank 2", apr: 16.0 },
  { name: "Bank 3", apr: 15.8 },
  { name: "Bank 4", apr: 16.2 },
] as const;

export interface MortgageResult {
  monthlyPayment: number;
  totalInterest: number;
  totalAmount: number;
}

/**
 * Monthly annuity: P·r(1+r)^n / ((1+r)^n − 1) with r the monthly rate and n the months.
 * Returns null — the caller keeps what it showed — when the loan, rate or term is not positive
 * (spec §5: the calculation is skipped silently).
 */
export function calculateMortgage(
  price: number,
  downPayment: number,
  annualRatePercent: number,
  years: number,
): MortgageResult | null {
  const loan = price - downPayment;
  if (!(loan > 0) || !(annualRatePercent > 0) || !(years > 0)) return null;
  const r = annualRatePercent / 100 / 12;
  const n = years * 12;
  const growth = (1 + r) ** n;
  const monthlyPayment = (loan * r * growth) / (growth - 1);
  const totalAmount = monthlyPayment * n;
  return { monthlyPayment, totalInterest: totalAmount - loan, totalAmount };
}
