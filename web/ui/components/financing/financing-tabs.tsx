import { type ReactNode, useEffect, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs.js";
import { ApplicationProcess } from "./application-process.js";
import { BankComparison } from "./bank-comparison.js";
import { FinancingTips } from "./financing-tips.js";

const TABS = [
  { value: "calculator", label: "Calculator" },
  { value: "banks", label: "Banks" },
  { value: "tips", label: "Tips" },
  { value: "process", label: "Process" },
] as const;
type FinancingTab = (typeof TABS)[number]["value"];

/** The calculator's anchor: /financing#mortgage (spec §2) and the footer's Mortgage Calculator link. */
export const MORTGAGE_ANCHOR = "mortgage";

/**
 * Spec §2's four tabs, Calculator first. Every panel is in the server HTML (forceMount, hidden
 * when inactive), so the guide's text is readable by search engines and before hydration.
 */
export function FinancingTabs({ calculator }: { calculator: ReactNode }) {
  const [tab, setTab] = useState<FinancingTab>("calculator");

  // A link to #mortgage while another tab is open brings the calculator back into view.
  useEffect(() => {
    const onHash = () => {
      if (window.location.hash === `#${MORTGAGE_ANCHOR}`) setTab("calculator");
    };
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as FinancingTab)}>
      <TabsList aria-label="Financing guide" className="sm:inline-flex">
        {TABS.map((t) => (
          <TabsTrigger key={t.value} value={t.value} className="flex-1 sm:flex-none">
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="calculator" forceMount className="data-[state=inactive]:hidden">
        <section id={MORTGAGE_ANCHOR} aria-labelledby="calculator-heading" className="scroll-mt-24">
          <h2 id="calculator-heading" className="text-2xl font-bold text-ink">
            Mortgage calculator
          </h2>
          <p className="mt-2 mb-6 text-muted">
            Estimate your monthly payment, total interest and total amount in Ghana cedis.
          </p>
          {calculator}
        </section>
      </TabsContent>
      <TabsContent value="banks" forceMount className="data-[state=inactive]:hidden">
        <BankComparison />
      </TabsContent>
      <TabsContent value="tips" forceMount className="data-[state=inactive]:hidden">
        <FinancingTips />
      </TabsContent>
      <TabsContent value="process" forceMount className="data-[state=inactive]:hidden">
        <ApplicationProcess />
      </TabsContent>
    </Tabs>
  );
}
