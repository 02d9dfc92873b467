/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { PropertyResults } from "#web/ui/components/property/property-results.js";
import { MOST_LISTED, PAGE_SIZE } from "#web/ui/queries/properties.js";
import { listing } from "../property-detail/listing-fixture.js";
import { renderWithSession } from "../shell/shell-test-kit.js";

/** PropertyResults with the page's defaults, signed out (a card's heart reads the session). */
const results = (props: Partial<Parameters<typeof PropertyResults>[0]>) =>
  renderWithSession(
    <PropertyResults
      properties={undefined}
      isLoading={false}
      limit={PAGE_SIZE}
      loadMoreHref="/properties?limit=24"
      onLoadMore={() => {}}
      {...props}
    />,
    null,
  );

describe("PropertyResults while /properties loads", () => {
  it("shows a page of skeleton cards, marked busy, until the properties arrive", () => {
    const { container } = results({ isLoading: true });
    const busy = container.querySelectorAll('[aria-busy="true"]');
    expect(busy).toHaveLength(1);
    const skeletons = busy[0]?.children ?? [];
    expect(skeletons).toHaveLength(PAGE_SIZE);
    for (const card of skeletons) {
      expect(card.getAttribute("aria-hidden")).toBe("true");
      expect(card.querySelector(".animate-pulse")).not.toBeNull();
    }
    expect(screen.queryByText("No Properties Found")).toBeNull();
    expect(screen.queryByText(/properties found/)).toBeNull();
  });

  it("drops the skeletons once the answer is in", () => {
    const { container } = results({ properties: [] });
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByText("No Properties Found")).toBeTruthy();
  });

  it("says why when the API refused the query (a negative minimum price), not loading forever (issue 18)", () => {
    const message = "Minimum price must be an amount in GH₵ of 0 or more, e.g. 100000";
    const { container } = results({ refused: [message] });
    expect(screen.getByText(message)).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByRole("link", { name: "Clear all filters" }).getAttribute("href")).toBe(
      "/properties",
    );
  });
});

describe("PropertyResults with a capped count", () => {
  it("reads '1,000+ properties found' and keeps Load More", () => {
    const twelve = Array.from({ length: PAGE_SIZE }, (_, i) => listing({ id: i + 1 }));
    results({ properties: twelve, total: 1000, capped: true });
    expect(screen.getByText(/properties found/).textContent).toBe(
      "1,000+ properties found · showing 12",
    );
    expect(screen.getByText("Load More Properties")).toBeTruthy();
  });
});

describe("PropertyResults at the longest list the API answers", () => {
  it("offers no Load More past 96, which would ask the API for more than its cap of 100", () => {
    expect(MOST_LISTED).toBe(96);
    const all = Array.from({ length: MOST_LISTED }, (_, i) => listing({ id: i + 1 }));
    results({
      properties: all,
      total: 500,
      limit: MOST_LISTED,
      loadMoreHref: "/properties?limit=108",
    });
    expect(screen.getByText(/properties found/).textContent).toBe(
      "500 properties found · showing 96",
    );
    expect(screen.queryByText("Load More Properties")).toBeNull();
  });
});

describe("PropertyResults' photos", () => {
  it("asks for the first card's photo with the page (a phone's largest paint) and the rest lazily", () => {
    const three = [1, 2, 3].map((id) =>
      listing({ id, images: [`/images/seed/properties/p-${id}-1-1024.webp`] }),
    );
    const { container } = results({ properties: three });
    const photos = [...container.querySelectorAll("li img")];
    expect(photos.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
    expect(photos.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", null, null]);
  });
});
