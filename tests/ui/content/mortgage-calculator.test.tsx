/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MortgageCalculator } from "#web/ui/components/mortgage/mortgage-calculator.js";
import { calculateMortgage } from "#web/ui/lib/mortgage.js";

// The expected figures come from the annuity formula written out here, independently of the code.
function annuity(loan: number, ratePercent: number, years: number) {
  const r = ratePercent / 1200;
  const n = years * 12;
  const monthly = (loan * r) / (1 - (1 + r) ** -n);
  return { monthly, total: monthly * n, interest: monthly * n - loan };
}
const cedis = (n: number) => `GH₵${Math.round(n).toLocaleString("en-US")}`;
const figure = (testId: string) => screen.getByTestId(testId).textContent;

describe("calculateMortgage", () => {
  it("matches the annuity formula for the spec defaults", () => {
    const expected = annuity(400_000, 15.5, 20);
    const result = calculateMortgage(500_000, 100_000, 15.5, 20);
    expect(result?.monthlyPayment).toBeCloseTo(expected.monthly, 6);
    expect(result?.totalAmount).toBeCloseTo(expected.total, 4);
    expect(result?.totalInterest).toBeCloseTo(expected.interest, 4);
  });

  it.each([
    ["no loan", 100_000, 100_000, 15.5, 20],
    ["a negative loan", 100_000, 200_000, 15.5, 20],
    ["a zero rate", 500_000, 100_000, 0, 20],
    ["a zero term", 500_000, 100_000, 15.5, 0],
    ["a missing rate", 500_000, 100_000, Number.NaN, 20],
  ])("is skipped for %s", (_case, price, down, rate, years) => {
    expect(calculateMortgage(price, down, rate, years)).toBeNull();
  });
});

describe("MortgageCalculator", () => {
  it("opens with the §9 defaults and their figures, without decimals", () => {
    render(<MortgageCalculator />);
    expect(screen.getByLabelText("Property price (GH₵)")).toHaveProperty("value", "500000");
    expect(screen.getByLabelText("Down payment (GH₵)")).toHaveProperty("value", "100000");
    expect(screen.getByLabelText("Interest rate (% per year)")).toHaveProperty("value", "15.5");
    expect(screen.getByLabelText("Loan term")).toHaveProperty("value", "20");
    const terms = screen.getAllByRole("option").map((o) => o.textContent);
    expect(terms).toEqual(["10 years", "15 years", "20 years", "25 years"]);
    const expected = annuity(400_000, 15.5, 20);
    expect(figure("monthly-payment")).toBe(cedis(expected.monthly));
    expect(figure("total-interest")).toBe(cedis(expected.interest));
    expect(figure("total-amount")).toBe(cedis(expected.total));
    expect(figure("monthly-payment")).not.toContain(".");
  });

  it("recalculates when the term changes", async () => {
    render(<MortgageCalculator />);
    await userEvent.selectOptions(screen.getByLabelText("Loan term"), "10");
    expect(figure("monthly-payment")).toBe(cedis(annuity(400_000, 15.5, 10).monthly));
  });

  it("keeps the last figures when the rate becomes zero", async () => {
    render(<MortgageCalculator />);
    const before = figure("monthly-payment");
    const rate = screen.getByLabelText("Interest rate (% per year)");
    await userEvent.clear(rate);
    await userEvent.type(rate, "0");
    expect(figure("monthly-payment")).toBe(before);
    await userEvent.type(rate, ".5");
    expect(figure("monthly-payment")).toBe(cedis(annuity(400_000, 0.5, 20).monthly));
  });
});
