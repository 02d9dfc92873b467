/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { addToCompare } from "#web/ui/compare/compare-store.js";
import {
  AgentContactCard,
  agentMailDraft,
} from "#web/ui/components/property-detail/agent-contact-card.js";
import { OwnerContactCard } from "#web/ui/components/property-detail/owner-contact-card.js";
import { PropertyActions } from "#web/ui/components/property-detail/property-actions.js";
import { propertyJsonLd } from "#web/ui/components/property-detail/property-json-ld.js";
import { FAVOURITES_URL } from "#web/ui/queries/favourites.js";
import { fakeResponse, mockFetch } from "../forms/form-test-kit.js";
import { AMA, renderWithSession } from "../shell/shell-test-kit.js";
import { listing } from "./listing-fixture.js";
import { dismissShownToasts, recordLoginRedirects, ToastProbe } from "./toast-probe.js";

let redirects: ReturnType<typeof recordLoginRedirects>;
beforeEach(() => {
  window.localStorage.clear();
  redirects = recordLoginRedirects();
});
afterEach(() => {
  redirects.restore();
  dismissShownToasts();
});

describe("property JSON-LD", () => {
  it("describes the listing with its Ghana address and a price in GHS", () => {
    const ld = JSON.parse(propertyJsonLd(listing(), "https://ofie.com.gh"));
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld.name).toBe("4 Bedroom House with Pool in East Legon");
    expect(ld.image).toEqual([
      "https://ofie.com.gh/images/seed/house-1.jpg",
      "https://ofie.com.gh/images/seed/house-2.jpg",
    ]);
    expect(ld.about.address).toMatchObject({
      addressLocality: "Accra",
      addressRegion: "Greater Accra",
      addressCountry: "GH",
    });
    expect(ld.offers).toMatchObject({ price: "3800000.00", priceCurrency: "GHS" });
  });

  it("cannot be closed early by listing text", () => {
    const title = 'Flat</script><script>alert("x")</script><!--';
    const json = propertyJsonLd(listing({ title, description: "a & b > c" }), "");
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json).name).toBe(title);
    expect(JSON.parse(json).description).toBe("a & b > c");
  });
});

describe("AgentContactCard", () => {
  const p = listing();
  const { agent } = p;
  if (!agent) throw new Error("the fixture has an agent");

  it("shows the agent and a mail draft to the info address naming the agent", () => {
    render(
      <AgentContactCard
        agent={agent}
        propertyId={p.id}
        propertyTitle={p.title}
        propertyUrl={`https://ofie.com.gh/properties/${p.id}`}
      />,
    );
    for (const text of [
      "Legon Heights Realty",
      "4.8 (127 reviews)",
      agent.email,
      "+233 24 412 7789",
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const href = screen.getByRole("link", { name: "Contact Agent" }).getAttribute("href") ?? "";
    expect(href).toBe(agentMailDraft("Kwame Asante", p.title));
    const mail = new URL(href);
    expect(mail.protocol).toBe("mailto:");
    expect(mail.pathname).toBe("info@ofie.com.gh");
    expect(mail.searchParams.get("subject")).toContain("Kwame Asante");
    expect(mail.searchParams.get("body")).toMatch(/^Dear Kwame Asante,/);
  });

  it("offers WhatsApp to the agent's number in international form, naming and linking the property", () => {
    render(
      <AgentContactCard
        agent={agent}
        propertyId={p.id}
        propertyTitle={p.title}
        propertyUrl={`https://ofie.com.gh/properties/${p.id}`}
      />,
    );
    const wa = new URL(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href") ?? "");
    expect(wa.origin + wa.pathname).toBe("https://wa.me/233244127789");
    // Issue 33: a Call button to the same number, as an owner's listing has.
    expect(screen.getByRole("link", { name: "Call" }).getAttribute("href")).toBe(
      "tel:+233244127789",
    );
    expect(wa.searchParams.get("text")).toContain(p.title);
    expect(wa.searchParams.get("text")).toContain(`https://ofie.com.gh/properties/${p.id}`);
  });
});

describe("OwnerContactCard (decision 56)", () => {
  const props = {
    propertyId: 41,
    propertyTitle: "Ahodwo flat",
    listingUrl: "https://ofie.com.gh/properties/41",
  };

  it("says 'Listed by owner' with WhatsApp and a call to the owner's +233 number", () => {
    render(
      <OwnerContactCard owner={{ name: "Yaa Asantewaa", phone: "+233244000111" }} {...props} />,
    );
    expect(screen.getByRole("heading", { name: "Listed by owner" })).toBeTruthy();
    expect(screen.getByText("Yaa Asantewaa")).toBeTruthy();
    expect(screen.getByRole("link", { name: "+233 24 400 0111" }).getAttribute("href")).toBe(
      "tel:+233244000111",
    );
    expect(screen.getByRole("link", { name: "Call" }).getAttribute("href")).toBe(
      "tel:+233244000111",
    );
    const wa = new URL(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href") ?? "");
    expect(wa.origin + wa.pathname).toBe("https://wa.me/233244000111");
    expect(wa.searchParams.get("text")).toContain("Hello Yaa Asantewaa");
    expect(wa.searchParams.get("text")).toContain(props.listingUrl);
  });

  it("offers neither WhatsApp nor a call when the owner gave no phone", () => {
    render(<OwnerContactCard owner={{ name: "Yaa Asantewaa", phone: null }} {...props} />);
    expect(screen.getByRole("heading", { name: "Listed by owner" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "WhatsApp" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Call" })).toBeNull();
  });
});

describe("PropertyActions", () => {
  const toasts = () => screen.getByTestId("toasts").textContent;
  function renderActions(session: typeof AMA | null, saved: number[] = []) {
    const favourites = saved.map((propertyId, id) => ({
      id,
      propertyId,
      createdAt: "2026-11-21T08:00:00.000Z",
      property: listing({ id: propertyId }),
    }));
    return renderWithSession(
      <>
        <PropertyActions propertyId={41} />
        <ToastProbe />
      </>,
      session,
      session ? { [FAVOURITES_URL]: favourites } : {},
    );
  }

  it("saves with 'Added to Favorites' and reads the saved list again", async () => {
    const fetch = mockFetch(fakeResponse(201, { id: 1 }), fakeResponse(200, []));
    renderActions(AMA);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toasts()).toBe("Added to Favorites|default"));
    expect(fetch.mock.calls[0]?.[0]).toBe(FAVOURITES_URL);
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ propertyId: 41 });
    await waitFor(() => expect(fetch.mock.calls[1]?.[0]).toBe(FAVOURITES_URL));
  });

  it("removes a saved property with 'Removed from Favorites'", async () => {
    mockFetch(fakeResponse(200, { removed: true }), fakeResponse(200, []));
    renderActions(AMA, [41]);
    const saved = screen.getByRole("button", { name: "Saved" });
    expect(saved.getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(saved);
    await waitFor(() => expect(toasts()).toBe("Removed from Favorites|default"));
  });

  it("asks a visitor to sign in, then goes to the login path after 500 ms", async () => {
    const fetch = mockFetch();
    renderActions(null);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(toasts()).toBe("Sign in required - Please sign in to save favorites.|default");
    expect(redirects.delays).toEqual([500]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("answers a 401 the same way and other failures with 'Failed to add to favorites.'", async () => {
    mockFetch(fakeResponse(401, '{"message":"Unauthorized"}'), fakeResponse(500, "boom"));
    renderActions(AMA);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(toasts()).toBe("Sign in required - Please sign in to save favorites.|default"),
    );
    expect(redirects.delays).toEqual([500]);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(toasts()).toMatch(/^Failed to add to favorites\.\|/));
  });

  it("answers a failed removal with 'Failed to remove from favorites. Please try again.'", async () => {
    mockFetch(fakeResponse(500, "boom"));
    renderActions(AMA, [41]);
    await userEvent.click(screen.getByRole("button", { name: "Saved" }));
    await waitFor(() =>
      expect(toasts()).toMatch(/^Failed to remove from favorites\. Please try again\.\|/),
    );
  });

  it("disables Add to Compare at 3 with a hint, and offers the way to /compare", () => {
    for (const id of [1, 2, 3]) addToCompare(id);
    renderActions(null);
    const add = screen.getByRole("button", { name: "Add to Compare" }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    const hint = document.getElementById(add.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toContain("You can compare up to 3 properties.");
    expect(screen.getByRole("link", { name: "Compare (3)" }).getAttribute("href")).toBe("/compare");
  });
});
