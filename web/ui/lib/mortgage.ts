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

export type MortgageField = "price" | "downPayment" | "rate" | "years";

/**
 * Why no payment can be worked out from these inputs, in words for the visitor, with the field
 * to change; null when they make a loan. Showing the last figures beside an
 * impossible input (a down payment above the price) read as if they were its answer.
 */
export function mortgageProblem(
  price: number,
  downPayment: number,
  annualRatePercent: number,
  years: number,
): { field: MortgageField; message: string } | null {
  if (!(price > 0)) return { field: "price", message: "Enter a property price above GH₵0" };
  if (!(downPayment >= 0))
    return { field: "downPayment", message: "The down payment cannot be negative" };
  if (downPayment > price)
    return { field: "downPayment", message: "The down payment is more than the price" };
  if (downPayment === price)
    return {
      field: "downPayment",
      message: "The down payment covers the whole price: there is nothing to borrow",
    };
  if (!(annualRatePercent >= 0))
    return { field: "rate", message: "Enter an interest rate of 0% or more" };
  if (!(years > 0)) return { field: "years", message: "Choose a loan term" };
  return null;
}

/**
 * Monthly annuity: P·r(1+r)^n / ((1+r)^n − 1) with r the monthly rate and n the months; at 0 %
 * (family and employer loans) the formula is 0/0 and the loan is simply P / n. Returns
 * null when the loan or term is not positive or the rate negative (spec §5 skipped 0 % too);
 * `mortgageProblem` says why.
 */
export function calculateMortgage(
  price: number,
  downPayment: number,
  annualRatePercent: number,
  years: number,
): MortgageResult | null {
  const loan = price - downPayment;
  if (!(loan > 0) || !(annualRatePercent >= 0) || !(years > 0)) return null;
  const r = annualRatePercent / 100 / 12;
  const n = years * 12;
  const growth = (1 + r) ** n;
  const monthlyPayment = r === 0 ? loan / n : (loan * r * growth) / (growth - 1);
  const totalAmount = monthlyPayment * n;
  return { monthlyPayment, totalInterest: totalAmount - loan, totalAmount };
}
