import { MortgageCalculator } from "../mortgage/mortgage-calculator.js";
import { HomeSection, ViewAll } from "./home-section.js";

/** Spec §2: the calculator's section carries the 'mortgage' anchor. */
export function MortgageSection() {
  return (
    <HomeSection
      id="mortgage"
      title="Mortgage Calculator"
      intro="Estimate your monthly payment before you talk to a bank."
      action={<ViewAll href="/financing">Compare banks and the application process</ViewAll>}
    >
      <MortgageCalculator />
    </HomeSection>
  );
}
