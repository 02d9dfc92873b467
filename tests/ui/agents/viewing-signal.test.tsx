/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { DirectoryAgent } from "#modules/agents/agents.types.js";
import {
  MIN_VIEWINGS_FOR_SIGNAL,
  noShowLine,
  viewingConfirmLine,
  viewingSignalOf,
} from "#shared/viewing-signal.js";
import { AgentCard } from "#web/ui/components/agents/agent-card.js";
import { AgentProfile } from "#web/ui/components/agents/agent-profile.js";
import type { Json } from "#web/ui/lib/json.js";

// Decision 104: how an agent handles viewing requests, on their directory card and their page,
// shown from three judged requests, in counts.

const agent: Json<DirectoryAgent> = {
  id: 4,
  name: "Abena Owusu-Ansah",
  company: "Spintex Homes",
  email: "abena@spintex.example",
  phone: "+233 24 412 3456",
  profileImage: null,
  rating: "4.4",
  reviewCount: 12,
  propertiesSold: 9,
  bio: null,
  isVerified: true,
  licenseNumber: null,
  licenseCheckedAt: null,
  responseRate: null,
  viewingSignal: null,
};

describe("the viewing signal's lines", () => {
  it("are shown on the card and on the agent's page once there is a signal", () => {
    const signal = { requests: 5, confirmedInTime: 4, noShows: 1 };
    render(
      <>
        <AgentCard agent={{ ...agent, viewingSignal: signal }} />
        <AgentProfile agent={{ ...agent, viewingSignal: signal }} />
      </>,
    );
    expect(screen.getAllByText("Confirms 4 of 5 viewing requests within a day")).toHaveLength(2);
    expect(screen.getAllByText("1 no-show reported by visitors")).toHaveLength(2);
  });

  it("say no no-shows were reported when none was", () => {
    render(
      <AgentCard
        agent={{ ...agent, viewingSignal: { requests: 3, confirmedInTime: 3, noShows: 0 } }}
      />,
    );
    expect(screen.getByText("Confirms 3 of 3 viewing requests within a day")).toBeTruthy();
    expect(screen.getByText("No no-shows reported")).toBeTruthy();
  });

  it("are not there without a signal, on the card or the page", () => {
    render(
      <>
        <AgentCard agent={agent} />
        <AgentProfile agent={agent} />
      </>,
    );
    expect(screen.queryByText(/viewing requests|no-show/)).toBeNull();
  });

  it("sit beside the availability questions' rate on the agent's page, as on the card", () => {
    render(
      <AgentProfile
        agent={{
          ...agent,
          responseRate: { asks: 6, answeredInTime: 5, percent: 83 },
          viewingSignal: { requests: 4, confirmedInTime: 2, noShows: 3 },
        }}
      />,
    );
    expect(screen.getByText("Answers 5 of 6 availability questions within 3 days")).toBeTruthy();
    expect(screen.getByText("Confirms 2 of 4 viewing requests within a day")).toBeTruthy();
    expect(screen.getByText("3 no-shows reported by visitors")).toBeTruthy();
  });
});

describe("viewingSignalOf", () => {
  it("gives nothing from fewer than three judged requests, and the counts from three", () => {
    expect(MIN_VIEWINGS_FOR_SIGNAL).toBe(3);
    expect(viewingSignalOf(undefined)).toBeNull();
    expect(viewingSignalOf({ requests: 2, confirmedInTime: 2, noShows: 1 })).toBeNull();
    expect(viewingSignalOf({ requests: 3, confirmedInTime: 1, noShows: 1 })).toEqual({
      requests: 3,
      confirmedInTime: 1,
      noShows: 1,
    });
  });

  it("writes counts, never a rounded share", () => {
    expect(viewingConfirmLine({ requests: 3, confirmedInTime: 2, noShows: 0 })).toBe(
      "Confirms 2 of 3 viewing requests within a day",
    );
    expect([0, 1, 2].map((noShows) => noShowLine({ noShows }))).toEqual([
      "No no-shows reported",
      "1 no-show reported by visitors",
      "2 no-shows reported by visitors",
    ]);
  });
});
