/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { LeadsTab } from "#web/ui/components/admin/leads-tab.js";
import { LEAD_GROUPS } from "./admin-fixtures.js";

const click = {
  id: "click-12",
  email: null,
  source: "whatsapp" as const,
  createdAt: "2026-11-22T10:00:00.000Z",
  propertyInterest: "Labone two-bedroom flat",
  agentName: "Abena Mensah",
  status: "new" as const,
};
const counts = {
  newsletter: 4,
  contact: 2,
  inquiry: 7,
  whatsapp: 31,
  call: 5,
  "email-click": 9,
};

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
      "Call click5",
      "E-mail click9",
    ]);
  });

  it("never lists a click without an e-mail one per row: it is counted in its listing's group (issue 18)", () => {
    render(<LeadsTab leads={[click]} counts={counts} groups={LEAD_GROUPS} />);
    expect(screen.queryByText("Anonymous WhatsApp click")).toBeNull();
    expect(screen.getByText("No leads with an e-mail yet")).toBeTruthy();
    const groups = screen.getByRole("heading", { name: "Leads by listing and day" })
      .parentElement as HTMLElement;
    expect(groups.textContent).toContain("19 leads in 2 groups, newest day first");
    const [osu, none] = within(groups).getAllByRole("list", { name: "By source" });
    expect(
      within(osu as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Inquiry: 1", "WhatsApp click: 12", "E-mail click: 3"]);
    expect(
      within(none as HTMLElement)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Newsletter: 1", "Contact form: 2"]);
    expect(within(groups).getByRole("link", { name: "Osu 2-bed flat" }).getAttribute("href")).toBe(
      "/properties/7",
    );
    expect(groups.textContent).toContain("No listing (newsletter and contact form)");
    expect(groups.textContent).toMatch(/20 Nov(ember)? 2026 · 16 leads/);
    // One page: no pager.
    expect(within(groups).queryByRole("navigation")).toBeNull();
  });

  it("pages the groups with Previous and Next", () => {
    const onPage = jest.fn();
    const page2 = { ...LEAD_GROUPS, page: 2, totalGroups: 45 };
    render(<LeadsTab leads={[]} counts={counts} groups={page2} onGroupsPage={onPage} />);
    const pager = screen.getByRole("navigation", { name: "Lead pages" });
    expect(pager.textContent).toContain("Page 2 of 3");
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    fireEvent.click(within(pager).getByRole("button", { name: "Previous" }));
    expect(onPage.mock.calls).toEqual([[3], [1]]);
    render(<LeadsTab leads={[]} counts={counts} groups={{ ...page2, page: 3 }} />);
    const [, last] = screen.getAllByRole("navigation", { name: "Lead pages" });
    expect(
      (within(last as HTMLElement).getByRole("button", { name: "Next" }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it("says 'No leads available' when there are none", () => {
    const none = { groups: [], page: 1, pageSize: 20, totalGroups: 0, totalLeads: 0 };
    render(<LeadsTab leads={[]} counts={counts} groups={none} />);
    expect(screen.getByText("No leads available")).toBeTruthy();
  });
});
