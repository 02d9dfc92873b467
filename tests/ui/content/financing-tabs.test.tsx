/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { FinancingTabs } from "#web/ui/components/financing/financing-tabs.js";

const renderTabs = () => render(<FinancingTabs calculator={<p>calculator goes here</p>} />);
// Every panel is rendered (forceMount); the inactive ones are hidden by their data-state class.
const activePanels = () =>
  screen.getAllByRole("tabpanel").filter((p) => p.getAttribute("data-state") === "active");

describe("FinancingTabs", () => {
  it("has the four tabs with Calculator open, anchored as #mortgage", () => {
    renderTabs();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Calculator",
      "Banks",
      "Tips",
      "Process",
    ]);
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Calculator");
    expect(document.getElementById("mortgage")?.textContent).toContain("calculator goes here");
  });

  it("compares the four partner banks with the figures of spec §9", async () => {
    const user = userEvent.setup({ delay: null });
    renderTabs();
    await user.click(screen.getByRole("tab", { name: "Banks" }));

    const panel = screen.getByRole("tabpanel", { name: "Banks" });
    const bank = (name: string) =>
      within(panel).getByRole("heading", { name }).closest("li") as HTMLElement;
    const figures = (name: string) =>
      within(bank(name))
        .getAllByRole("definition")
        .map((d) => d.textContent);
    expect(figures("Bank 1")).toEqual(["18-22%", "20 years", "20%"]);
    expect(figures("Bank 2")).toEqual(["19-24%", "25 years", "15%"]);
    expect(figures("Bank 3")).toEqual(["17-21%", "20 years", "25%"]);
    expect(figures("Bank 4")).toEqual(["18-23%", "25 years", "20%"]);
    for (const rate of ["15.5%", "16.0%", "15.8%", "16.2%"]) {
      expect(within(panel).getByText(rate)).toBeTruthy();
    }
  });

  it("gives four tips and the three mortgage types", async () => {
    const user = userEvent.setup({ delay: null });
    renderTabs();
    await user.click(screen.getByRole("tab", { name: "Tips" }));

    const panel = screen.getByRole("tabpanel", { name: "Tips" });
    expect(within(panel).getAllByRole("heading", { level: 3 })).toHaveLength(7);
    expect(within(panel).getByText(/at least 20% of the property price/)).toBeTruthy();
    expect(within(panel).getByText(/bank statements for 6 months/)).toBeTruthy();
    for (const type of ["Fixed rate mortgage", "Variable rate mortgage", "Construction mortgage"]) {
      expect(within(panel).getByRole("heading", { name: type })).toBeTruthy();
    }
  });

  it("explains the process in four steps with the timeline and fees of spec §9", async () => {
    const user = userEvent.setup({ delay: null });
    renderTabs();
    await user.click(screen.getByRole("tab", { name: "Process" }));

    const panel = screen.getByRole("tabpanel", { name: "Process" });
    expect(within(panel.querySelector("ol") as HTMLElement).getAllByRole("listitem")).toHaveLength(
      4,
    );
    const rows = (table: string) =>
      within(within(panel).getByRole("table", { name: table }))
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent);
    expect(rows("Typical timeline")).toEqual([
      "Pre-qualification1-2 days",
      "Application processing2-4 weeks",
      "Property valuation1 week",
      "Final approval1-2 weeks",
    ]);
    expect(rows("Common fees")).toEqual([
      "Application feeGH₵500-1,000",
      "Valuation feeGH₵1,000-2,000",
      "Legal fees1-2% of loan",
      "Processing fee1-2% of loan",
    ]);
    expect(activePanels()).toEqual([panel]);
    expect(panel.className).toContain("data-[state=inactive]:hidden");
  });
});
