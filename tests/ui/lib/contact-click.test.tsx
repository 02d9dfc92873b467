/** @jest-environment jsdom */

import { fireEvent, render, screen } from "@testing-library/react";
import { AgentCard } from "#web/ui/components/agents/agent-card.js";
import { HostelContactButtons } from "#web/ui/components/hostels/hostel-contact.js";
import { AgentContactCard } from "#web/ui/components/property-detail/agent-contact-card.js";
import { listing } from "../property-detail/listing-fixture.js";
import { AMA_AGENT } from "../shell/account-fixtures.js";
import { jsonResponse, mockFetch, stubBrowser, unstubBrowser } from "../shell/shell-test-kit.js";

// The WhatsApp, Call and e-mail buttons that count a press (web/ui/lib/contact-click.ts), on a
// property page, in the agent directory and on a hostel's page. Manage Listings shows the counts
// (../manage-listings/manage-listings.test.tsx).

beforeEach(() => stubBrowser());
afterEach(() => {
  unstubBrowser();
  jest.restoreAllMocks();
});

describe("contact clicks", () => {
  it("are sent, without waiting, when a visitor opens WhatsApp, Call or e-mail on a property page", () => {
    const fetch = mockFetch(jsonResponse(204, ""), jsonResponse(204, ""), jsonResponse(204, ""));
    const p = listing();
    if (!p.agent) throw new Error("the fixture has an agent");
    render(
      <AgentContactCard
        agent={p.agent}
        propertyId={p.id}
        propertyTitle={p.title}
        propertyUrl={`https://ofie.com.gh/properties/${p.id}`}
      />,
    );
    fireEvent.click(screen.getByRole("link", { name: "WhatsApp" }));
    fireEvent.click(screen.getByRole("link", { name: "Call" }));
    fireEvent.click(screen.getByRole("link", { name: "Contact Agent" }));
    expect(
      fetch.mock.calls.map(([url, init]) => [url, init.keepalive, JSON.parse(init.body)]),
    ).toEqual([
      [`/api/properties/${p.id}/contact-clicks`, true, { channel: "whatsapp" }],
      [`/api/properties/${p.id}/contact-clicks`, true, { channel: "call" }],
      [`/api/properties/${p.id}/contact-clicks`, true, { channel: "email" }],
    ]);
  });

  it("are sent from the agent directory's WhatsApp button under the agent", () => {
    const fetch = mockFetch(jsonResponse(204, ""));
    render(<AgentCard agent={{ ...AMA_AGENT, responseRate: null, viewingSignal: null }} />);
    fireEvent.click(screen.getByRole("link", { name: "WhatsApp" }));
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/agents/${AMA_AGENT.id}/contact-clicks`);
  });

  it("are sent under the hostel from a hostel's WhatsApp, Call and Contact Hostel (issue 33)", () => {
    const fetch = mockFetch(jsonResponse(204, ""), jsonResponse(204, ""), jsonResponse(204, ""));
    render(
      <HostelContactButtons
        hostel={{
          id: 12,
          name: "Bawaleshie Comfort Lodge",
          location: "Bawaleshie, East Legon, Accra",
          pricePerSemester: "GH₵2,400",
          phone: "024 412 3456",
        }}
      />,
    );
    expect(screen.getByRole("link", { name: "Call" }).getAttribute("href")).toBe(
      "tel:+233244123456",
    );
    for (const name of ["WhatsApp", "Call", "Contact Hostel"])
      fireEvent.click(screen.getByRole("link", { name }));
    expect(fetch.mock.calls.map(([url, init]) => [url, JSON.parse(init.body).channel])).toEqual([
      ["/api/student-hostels/12/contact-clicks", "whatsapp"],
      ["/api/student-hostels/12/contact-clicks", "call"],
      ["/api/student-hostels/12/contact-clicks", "email"],
    ]);
  });
});
