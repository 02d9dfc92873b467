/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { LEGAL_DOCUMENTS, LEGAL_TABS } from "#web/ui/components/legal/documents/index.js";
import { LegalCenter } from "#web/ui/components/legal/legal-center.js";

const LABELS = [
  "Terms of Service",
  "Privacy Policy",
  "Disclaimers",
  "Real Estate Disclosures",
  "EULA",
  "GDPR",
  "CCPA",
  "Cookies Policy",
  "Ads Policy",
];

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  window.history.replaceState(null, "", "/legal");
});

const selectedTab = () => screen.getByRole("tab", { selected: true });
const documentHeading = () =>
  within(screen.getByRole("tabpanel")).getByRole("heading", { level: 2 });

describe("LegalCenter", () => {
  it("offers the nine documents in the button grid and the tab strip", () => {
    render(<LegalCenter initialTab="terms" />);
    const grid = screen.getByRole("navigation", { name: "Legal documents" });
    expect(
      within(grid)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(LABELS);
    expect(
      within(grid)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(LEGAL_TABS.map((tab) => `/legal?tab=${tab}#legal-document`));
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(LABELS);
  });

  it("opens on the initial document: terms, last updated 28 June 2025 (spec §2: June 28, 2025)", () => {
    render(<LegalCenter initialTab="terms" />);
    expect(selectedTab().textContent).toBe("Terms of Service");
    expect(documentHeading().textContent).toBe("Terms of Service");
    expect(screen.getByText("Last updated: 28 June 2025")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Terms of Service", current: "page" })).toBeTruthy();
  });

  it("opens on the document the tab parameter asked for", () => {
    render(<LegalCenter initialTab="gdpr" />);
    expect(selectedTab().textContent).toBe("GDPR");
    expect(screen.getByText(/within 72 hours/)).toBeTruthy();
  });

  it("switches document from the tab strip and keeps the address shareable", async () => {
    const user = userEvent.setup({ delay: null });
    render(<LegalCenter initialTab="terms" />);

    await user.click(screen.getByRole("tab", { name: "CCPA" }));

    expect(selectedTab().textContent).toBe("CCPA");
    expect(screen.getByText(/'CCPA Privacy Request'/)).toBeTruthy();
    expect(screen.getByText(/within 45 days.*a further 45 days/)).toBeTruthy();
    expect(window.location.search).toBe("?tab=ccpa");
  });

  it("switches document from the button grid without leaving the page", async () => {
    const user = userEvent.setup({ delay: null });
    render(<LegalCenter initialTab="terms" />);
    const grid = screen.getByRole("navigation", { name: "Legal documents" });

    await user.click(within(grid).getByRole("link", { name: "Privacy Policy" }));

    expect(selectedTab().textContent).toBe("Privacy Policy");
    expect(documentHeading().textContent).toBe("Privacy Policy");
    expect(screen.getByText("Last updated: 28 June 2025")).toBeTruthy();
    expect(within(grid).getByRole("link", { current: "page" }).textContent).toBe("Privacy Policy");
    expect(window.location.search).toBe("?tab=privacy");
  });
});

describe("legal documents", () => {
  const text = (tab: keyof typeof LEGAL_DOCUMENTS) =>
    LEGAL_DOCUMENTS[tab].sections.flatMap((s) => s.paragraphs).join(" ");

  it("direct every legal question to the info address", () => {
    for (const tab of LEGAL_TABS) expect(text(tab)).toContain("info@ofie.com.gh");
  });

  it("date only the terms and the privacy policy", () => {
    const dated = LEGAL_TABS.filter((tab) => LEGAL_DOCUMENTS[tab].lastUpdated);
    expect(dated).toEqual(["terms", "privacy"]);
    expect(LEGAL_DOCUMENTS.terms.lastUpdated).toBe("2025-06-28");
  });

  it("carry the statements of spec §1 and §9", () => {
    expect(text("disclaimer")).toMatch(/not a licensed real estate broker or agent/);
    expect(text("realestate")).toMatch(/comes from third parties and is not verified/);
    expect(text("terms")).toMatch(/at least 18 years old/);
    expect(text("cookies")).toMatch(/analytics and advertising/);
    expect(text("cookies")).toMatch(/cookie consent/);
    expect(text("ads")).toMatch(/third-party advertising/);
    expect(text("gdpr")).toMatch(/within 72 hours/);
    expect(text("ccpa")).toMatch(/'CCPA Privacy Request'/);
    expect(text("ccpa")).toMatch(/within 45 days.*a further 45 days/);
  });
});

describe("LegalCenter navigation", () => {
  it("opens the linked document on each visit, even the one it first opened on", async () => {
    const user = userEvent.setup({ delay: null });
    const { rerender } = render(<LegalCenter initialTab="terms" navigation={{ visit: 1 }} />);
    await user.click(screen.getByRole("tab", { name: "Ads Policy" }));
    expect(selectedTab().textContent).toBe("Ads Policy");

    rerender(<LegalCenter initialTab="terms" navigation={{ visit: 2 }} />);

    expect(selectedTab().textContent).toBe("Terms of Service");
  });
});
