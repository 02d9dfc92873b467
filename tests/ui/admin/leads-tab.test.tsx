/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { LeadsTab } from "#web/ui/components/admin/leads-tab.js";

const click = {
  id: "click-12",
  email: null,
  source: "whatsapp" as const,
  createdAt: "2026-11-22T10:00:00.000Z",
  propertyInterest: "Labone two-bedroom flat",
  agentName: "Abena Mensah",
  status: "new" as const,
};
const counts = { newsletter: 4, contact: 2, inquiry: 7, whatsapp: 31, "email-click": 9 };

describe("the Leads tab's contact clicks", () => {
  it("shows the per-source totals above the list", () => {
    render(<LeadsTab leads={[click]} counts={counts} />);
    const totals = screen.getByRole("heading", { name: "Leads by source" })
      .parentElement as HTMLElement;
    const figures = [...totals.querySelectorAll("dl > div")].map((d) => d.textContent);
    expect(figures).toEqual([
      "Newsletter4",
      "Contact form2",
      "Inquiry7",
      "WhatsApp click31",
      "E-mail click9",
    ]);
  });

  it("shows a click without an e-mail, with its listing and agent, and says why in the dialog", async () => {
    render(<LeadsTab leads={[click]} counts={counts} />);
    const row = screen.getByRole("listitem");
    expect(within(row).getByText("Anonymous WhatsApp click")).toBeTruthy();
    expect(within(row).getByText("Interested in: Labone two-bedroom flat")).toBeTruthy();
    expect(within(row).getByText("Agent: Abena Mensah")).toBeTruthy();
    fireEvent.click(
      within(row).getByRole("button", { name: "View Anonymous WhatsApp click (click-12)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Lead" });
    expect(
      within(dialog).getByText("Not stored: a contact click keeps nothing personal"),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("link")).toBeNull();
  });
});
