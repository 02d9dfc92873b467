/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { AgentCard } from "#web/ui/components/agents/agent-card.js";
import { articleSourceLink } from "#web/ui/queries/blog.js";

const agent = {
  id: 1,
  name: "Kwame Asante",
  company: "Asante Homes",
  email: "kwame@example.com",
  phone: "+233 20 655 1043",
  profileImage: null,
  rating: "4.66",
  reviewCount: 51,
  propertiesSold: 23,
  bio: "Kwame sells family homes in Kumasi.",
  isVerified: true,
  licenseNumber: null,
  licenseCheckedAt: null,
  responseRate: null,
  viewingSignal: null,
};

describe("AgentCard", () => {
  it("shows the rating to one decimal with five stars, the badge, counts and a fallback photo", () => {
    const { container } = render(<AgentCard agent={agent} />);
    expect(screen.getByText("4.7")).toBeTruthy();
    expect(screen.getByText("★★★★★").textContent).toHaveLength(5);
    expect(screen.getByText("(51 reviews)")).toBeTruthy();
    expect(screen.getByText("23 properties sold")).toBeTruthy();
    expect(screen.getByText("Verified")).toBeTruthy();
    expect(container.querySelector("img")?.getAttribute("src")).toBe(
      "/images/placeholder-agent.jpg",
    );
    expect(screen.getByText(agent.bio).className).toContain("line-clamp-2");
    expect(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/233206551043\?text=Hello%20Kwame%20Asante/,
    );
  });

  it("links the name to the agent's page, and says the licence was checked only once it was", () => {
    const { unmount } = render(<AgentCard agent={agent} />);
    expect(screen.getByRole("link", { name: "Kwame Asante" }).getAttribute("href")).toBe(
      "/agents/1",
    );
    expect(screen.queryByText(/Licence/)).toBeNull();
    unmount();
    render(
      <AgentCard
        agent={{
          ...agent,
          licenseNumber: "REAC-AG-0096",
          licenseCheckedAt: "2026-10-30T09:00:00Z",
        }}
      />,
    );
    expect(screen.getByText("Licence checked 30 October 2026")).toBeTruthy();
  });

  it("has no badge for an agent who is not verified", () => {
    render(<AgentCard agent={{ ...agent, isVerified: false, rating: "3.2" }} />);
    expect(screen.queryByText("Verified")).toBeNull();
    expect(screen.getByText("3.2")).toBeTruthy();
  });

  it("says how often the agent answers renters' availability questions in time, once there is a rate (decision 101)", () => {
    const { rerender } = render(<AgentCard agent={agent} />);
    expect(screen.queryByText(/availability questions/)).toBeNull();
    rerender(
      <AgentCard
        agent={{ ...agent, responseRate: { asks: 10, answeredInTime: 9, percent: 90 } }}
      />,
    );
    expect(screen.getByText("Answers 9 of 10 availability questions within 3 days")).toBeTruthy();
  });
});

describe("articleSourceLink", () => {
  it("opens a web source, otherwise searches for the title plus 'Ghana real estate'", () => {
    expect(articleSourceLink({ title: "A", sourceUrl: "https://news.example/a" })).toBe(
      "https://news.example/a",
    );
    const search = articleSourceLink({ title: "Land titles", sourceUrl: "/local/post" });
    expect(decodeURIComponent(search)).toContain("q=Land titles Ghana real estate");
    expect(articleSourceLink({ title: "X", sourceUrl: null })).toContain("search?q=");
  });
});
