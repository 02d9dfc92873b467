/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { MortgageCalculator } from "#web/ui/components/mortgage/mortgage-calculator.js";
import { calculateMortgage, mortgageProblem } from "#web/ui/lib/mortgage.js";

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
    ["a negative rate", 500_000, 100_000, -1, 20],
    ["a zero term", 500_000, 100_000, 15.5, 0],
    ["a missing rate", 500_000, 100_000, Number.NaN, 20],
  ])("is skipped for %s", (_case, price, down, rate, years) => {
    expect(calculateMortgage(price, down, rate, years)).toBeNull();
  });

  it("lends at 0 % as the principal over the months, with no interest (issue 33)", () => {
    const result = calculateMortgage(500_000, 100_000, 0, 20);
    expect(result?.monthlyPayment).toBeCloseTo(400_000 / 240, 9);
    expect(result?.totalInterest).toBeCloseTo(0, 9);
    expect(result?.totalAmount).toBeCloseTo(400_000, 6);
    expect(mortgageProblem(500_000, 100_000, 0, 20)).toBeNull();
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

  it("explains an empty rate in words and shows no figures, then recalculates (issue 18)", async () => {
    render(<MortgageCalculator />);
    const rate = screen.getByLabelText("Interest rate (% per year)");
    await userEvent.clear(rate);
    expect(figure("mortgage-problem")).toBe("Enter an interest rate of 0% or more");
    for (const testId of ["monthly-payment", "total-interest", "total-amount"]) {
      expect(figure(testId)).toBe("—");
    }
    expect(rate.getAttribute("aria-invalid")).toBe("true");
    expect(rate.getAttribute("aria-describedby")).toBe(screen.getByTestId("mortgage-problem").id);
    await userEvent.type(rate, "0.5");
    expect(figure("monthly-payment")).toBe(cedis(annuity(400_000, 0.5, 20).monthly));
    expect(screen.queryByTestId("mortgage-problem")).toBeNull();
    expect(rate.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows a 0 % loan's payment: the principal over the months, no interest (issue 33)", async () => {
    render(<MortgageCalculator />);
    const rate = screen.getByLabelText("Interest rate (% per year)");
    await userEvent.clear(rate);
    await userEvent.type(rate, "0");
    expect(screen.queryByTestId("mortgage-problem")).toBeNull();
    expect(figure("monthly-payment")).toBe(cedis(400_000 / 240));
    expect(figure("total-interest")).toBe(cedis(0));
    expect(figure("total-amount")).toBe(cedis(400_000));
  });

  it("says the down payment is more than the price instead of showing the old GH₵5,416", async () => {
    render(<MortgageCalculator />);
    expect(figure("monthly-payment")).toBe(cedis(annuity(400_000, 15.5, 20).monthly));
    const down = screen.getByLabelText("Down payment (GH₵)");
    await userEvent.clear(down);
    await userEvent.type(down, "600000");
    expect(figure("mortgage-problem")).toBe("The down payment is more than the price");
    expect(figure("monthly-payment")).toBe("—");
    expect(screen.getByRole("status").textContent).not.toMatch(/GH₵\d/);
    expect(down.getAttribute("aria-invalid")).toBe("true");
    await userEvent.clear(down);
    await userEvent.type(down, "500000");
    expect(figure("mortgage-problem")).toBe(
      "The down payment covers the whole price: there is nothing to borrow",
    );
    const price = screen.getByLabelText("Property price (GH₵)");
    await userEvent.clear(price);
    expect(figure("mortgage-problem")).toBe("Enter a property price above GH₵0");
    await userEvent.type(price, "900000");
    expect(figure("monthly-payment")).toBe(cedis(annuity(400_000, 15.5, 20).monthly));
  });
});

describe("mortgageProblem", () => {
  it.each([
    [500_000, 600_000, 15.5, 20, "The down payment is more than the price"],
    [500_000, -1, 15.5, 20, "The down payment cannot be negative"],
    [0, 0, 15.5, 20, "Enter a property price above GH₵0"],
    [500_000, 100_000, -2, 20, "Enter an interest rate of 0% or more"],
    [500_000, 100_000, Number.NaN, 20, "Enter an interest rate of 0% or more"],
    [500_000, 100_000, 15.5, 0, "Choose a loan term"],
  ])("price %d, down %d, rate %d, %d years: %s", (price, down, rate, years, message) => {
    expect(mortgageProblem(price, down, rate, years)?.message).toBe(message);
  });

  it("has nothing to say when the inputs make a loan", () => {
    expect(mortgageProblem(500_000, 100_000, 15.5, 20)).toBeNull();
  });
});
