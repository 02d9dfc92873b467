import type { Locator } from "playwright-core";
import { saveScreen } from "../support/browser.js";
import { waitForHydration } from "../support/page-ready.js";
import { inFreshPage, type JourneyEnv } from "./journey.js";

const cedis = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const ghc = (value: number) => `GH₵${cedis.format(Math.round(value))}`;

/** Spec §5: the monthly annuity on price minus down payment, shown without decimals. */
function expectedFigures(price: number, down: number, ratePercent: number, years: number) {
  const loan = price - down;
  const r = ratePercent / 100 / 12;
  const n = years * 12;
  const monthly = (loan * r * (1 + r) ** n) / ((1 + r) ** n - 1);
  return {
    "Monthly payment": ghc(monthly),
    "Total interest": ghc(monthly * n - loan),
    "Total amount": ghc(monthly * n),
  };
}

const FIGURES = ["Monthly payment", "Total interest", "Total amount"] as const;

/** The result panel's figures, each read beside its label as a visitor reads it. */
async function shownFigures(results: Locator): Promise<Record<string, string | null>> {
  const figures: Record<string, string | null> = {};
  for (const label of FIGURES) {
    figures[label] = await results
      .getByText(label, { exact: true })
      .locator("xpath=following-sibling::*[1]")
      .textContent();
  }
  return figures;
}

/** Journey 6: the defaults, a new term, and a 0 % loan, and a missing rate explained in words (spec §5, §9, issues 18, 33). */
export async function mortgageCalculatorJourney(env: JourneyEnv): Promise<void> {
  await inFreshPage(env, async (page) => {
    const { viewport } = env;
    await page.goto("/financing#mortgage");
    const calculator = page.getByRole("region", { name: "Mortgage calculator", exact: true });
    const results = calculator.getByRole("status");
    const term = calculator.getByLabel("Loan term");
    const rate = calculator.getByLabel("Interest rate (% per year)");

    // Spec §9 defaults: 500000, 100000, 15.5 %, 20 years.
    await expect(calculator.getByLabel("Property price (GH₵)").inputValue()).resolves.toBe(
      "500000",
    );
    await expect(calculator.getByLabel("Down payment (GH₵)").inputValue()).resolves.toBe("100000");
    await expect(rate.inputValue()).resolves.toBe("15.5");
    await expect(term.inputValue()).resolves.toBe("20");
    const twentyYears = expectedFigures(500_000, 100_000, 15.5, 20);
    await expect(shownFigures(results)).resolves.toEqual(twentyYears);
    await saveScreen(page, `journey-6-defaults-${viewport}`);

    await waitForHydration(term);
    await term.selectOption({ label: "15 years" });
    const fifteenYears = expectedFigures(500_000, 100_000, 15.5, 15);
    expect(fifteenYears["Monthly payment"]).not.toBe(twentyYears["Monthly payment"]);
    await results.getByText(fifteenYears["Monthly payment"], { exact: true }).waitFor();
    await expect(shownFigures(results)).resolves.toEqual(fifteenYears);

    // Issue 33: 0 % is a loan (family, employer): the principal over the months, no interest.
    await rate.fill("0");
    await expect(rate.inputValue()).resolves.toBe("0");
    await results.getByText(ghc(400_000 / 180), { exact: true }).waitFor();
    await expect(shownFigures(results)).resolves.toEqual({
      "Monthly payment": ghc(400_000 / 180),
      "Total interest": ghc(0),
      "Total amount": ghc(400_000),
    });
    // Issue 18: no rate skips the calculation with no stale figures, the reason in words.
    await rate.fill("");
    await results.getByText("Enter an interest rate of 0% or more", { exact: true }).waitFor();
    await expect(shownFigures(results)).resolves.toEqual({
      "Monthly payment": "—",
      "Total interest": "—",
      "Total amount": "—",
    });
    await saveScreen(page, `journey-6-zero-rate-${viewport}`);
    await rate.fill("15.5");
    await results.getByText(fifteenYears["Monthly payment"], { exact: true }).waitFor();

    // The home page's #mortgage section is the same calculator with the same defaults.
    await page.goto("/#mortgage", { waitUntil: "domcontentloaded" });
    const homeSection = page.getByRole("region", { name: "Mortgage Calculator", exact: true });
    await expect(shownFigures(homeSection.getByRole("status"))).resolves.toEqual(twentyYears);
    await waitForHydration(homeSection.getByLabel("Loan term"));
  });
}
