/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import type { Agent } from "#modules/agents/agents.types.js";
import { AgentCard } from "#web/ui/components/agents/agent-card.js";
import { AgentLicence } from "#web/ui/components/agents/agent-licence.js";
import { AgentProfile } from "#web/ui/components/agents/agent-profile.js";
import { ReportedFees } from "#web/ui/components/agents/reported-fees.js";
import { AgentContactCard } from "#web/ui/components/property-detail/agent-contact-card.js";
import type { Json } from "#web/ui/lib/json.js";
import { agentReportedFeesUrl } from "#web/ui/queries/agents.js";
import { renderWithSession } from "../shell/shell-test-kit.js";

// Decision 100: "Licence checked {date}" only once an admin checked it; the fees people reported
// an agent asked, counted once upheld.

const agent: Json<Agent> = {
  id: 12,
  name: "Akosua Mensah",
  company: "Cantonments Prime Homes",
  email: "akosua.mensah@agents.ofie.com.gh",
  phone: "+233 20 655 1043",
  profileImage: null,
  rating: "4.9",
  reviewCount: 98,
  propertiesSold: 41,
  bio: "Akosua handles high-end villas and serviced apartments in Cantonments.",
  isVerified: true,
  licenseNumber: null,
  licenseCheckedAt: null,
};
const checked: Json<Agent> = {
  ...agent,
  licenseNumber: "REAC-AG-2021-0417",
  licenseCheckedAt: "2026-11-05T10:00:00.000Z",
};
/** As the directory and the agent's page send an agent: with their signals, none yet here. */
const withSignals = (a: Json<Agent>) => ({ ...a, responseRate: null, viewingSignal: null });

describe("the licence line", () => {
  it("shows on the directory's card, the agent's page head and a listing's agent card only once checked", () => {
    render(
      <>
        <AgentCard agent={withSignals(checked)} />
        <AgentProfile agent={withSignals(checked)} />
        <AgentContactCard
          agent={checked}
          propertyId={3}
          propertyTitle="Luxury 3 Bedroom Condo in Cantonments"
          propertyUrl="https://ofie.example/properties/3"
        />
      </>,
    );
    expect(screen.getAllByText("Licence checked 5 November 2026")).toHaveLength(3);
    // The card's name leads to the agent's page.
    const links = screen.getAllByRole("link", { name: "Akosua Mensah" });
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/agents/12", "/agents/12"]);
  });

  it("says nothing for an agent whose number was never checked, even a verified one", () => {
    render(
      <>
        <AgentCard agent={withSignals({ ...agent, licenseNumber: null })} />
        <AgentProfile agent={withSignals(agent)} />
      </>,
    );
    expect(screen.queryByText(/Licence checked/)).toBeNull();
    expect(screen.getAllByText("Verified")).toHaveLength(2);
  });
});

describe("AgentLicence, the agent page's section", () => {
  it("states the number and the date it was checked", () => {
    render(<AgentLicence agent={checked} />);
    const section = screen.getByRole("region", { name: "Licence" });
    expect(within(section).getByText("Licence checked 5 November 2026")).toBeTruthy();
    expect(section.textContent).toContain(
      "Ofie's team checked this agent's Real Estate Agency Council licence number (REAC-AG-2021-0417) on 5 November 2026.",
    );
  });

  it("says no check is recorded, and nothing that reads as a verdict", () => {
    render(<AgentLicence agent={agent} />);
    const text = screen.getByRole("region", { name: "Licence" }).textContent ?? "";
    expect(text).toContain("Ofie has not recorded a licence check for this agent.");
    expect(text).not.toMatch(/checked \d|unlicensed|illegal/i);
  });
});

describe("ReportedFees, the agent page's section", () => {
  it("counts each kind of fee with its typical amount, and says where the figures come from", () => {
    renderWithSession(<ReportedFees agentId={12} />, null, {
      [agentReportedFeesUrl(12)]: {
        agentId: 12,
        fees: [
          { kind: "viewing", reports: 2, typicalAmount: 50, rentalsOnly: true },
          { kind: "commission", reports: 1, typicalAmount: 2400, rentalsOnly: false },
        ],
      },
    });
    const section = screen.getByRole("region", { name: "Fees not shown on listings" });
    expect(
      within(section)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "2 renters reported a viewing fee of about GH₵50",
      "1 person reported a commission of about GH₵2,400",
    ]);
    expect(section.textContent).toContain("upheld by Ofie's team after review");
  });

  it("says when none was upheld, and shows nothing until the figures are read", () => {
    const { unmount } = renderWithSession(<ReportedFees agentId={12} />, null, {
      [agentReportedFeesUrl(12)]: { agentId: 12, fees: [] },
    });
    expect(
      screen.getByText("No report of a fee not shown on this agent's listings has been upheld."),
    ).toBeTruthy();
    unmount();
    (globalThis as { fetch: unknown }).fetch = jest.fn(() => new Promise(() => {}));
    renderWithSession(<ReportedFees agentId={13} />, null);
    expect(screen.queryByRole("region")).toBeNull();
  });
});
