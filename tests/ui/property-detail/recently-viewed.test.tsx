/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { RecentlyViewed } from "#web/ui/components/property-detail/recently-viewed.js";
import {
  RECENTLY_VIEWED_KEY,
  readRecentlyViewed,
  recordViewed,
  type ViewedProperty,
} from "#web/ui/recently-viewed/recently-viewed-store.js";

const viewed = (id: number): ViewedProperty => ({
  id,
  title: `Flat ${id} in Osu`,
  price: `GH₵${id},000 / month`,
  city: "Accra",
  image: `/images/seed/properties/p-${id}-1-1600.webp`,
});

const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? "null");
const row = () => screen.queryByRole("region", { name: "Recently viewed" });
const linkNames = () =>
  within(row() as HTMLElement)
    .getAllByRole("link")
    .map((a) => a.getAttribute("href"));

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe("RecentlyViewed", () => {
  it("renders nothing on the server and while hydrating, then the others viewed, newest first", async () => {
    for (const id of [1, 2, 3]) recordViewed(viewed(id));
    const html = renderToString(<RecentlyViewed current={viewed(2)} />);
    expect(html).toBe("");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    jest.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, <RecentlyViewed current={viewed(2)} />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    expect(errors).toEqual([]);
    // The current one moved to the front of the store but is not shown.
    expect(stored().map((v: ViewedProperty) => v.id)).toEqual([2, 3, 1]);
    expect(linkNames()).toEqual(["/properties/3", "/properties/1"]);
    expect(row()?.textContent).toContain("GH₵3,000 / month · Accra");
    container.remove();
  });

  it("shows nothing on a first visit, and records it", () => {
    render(<RecentlyViewed current={viewed(5)} />);
    expect(row()).toBeNull();
    expect(stored()).toEqual([viewed(5)]);
  });

  it("keeps the newest eight, each property once, the current one among them", () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 3]) recordViewed(viewed(id));
    expect(readRecentlyViewed().map((v) => v.id)).toEqual([3, 9, 8, 7, 6, 5, 4, 2]);
    render(<RecentlyViewed current={viewed(10)} />);
    expect(stored().map((v: ViewedProperty) => v.id)).toEqual([10, 3, 9, 8, 7, 6, 5, 4]);
    expect(linkNames()).toEqual([3, 9, 8, 7, 6, 5, 4].map((id) => `/properties/${id}`));
  });

  it.each([
    ["not JSON", "{oops"],
    ["not a list", '{"id": 1}'],
    ["malformed entries", JSON.stringify([{ id: "1" }, null, 7, { ...viewed(4), title: 9 }])],
  ])("starts afresh when the stored value is %s", (_, raw) => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, raw);
    expect(readRecentlyViewed()).toEqual([]);
    render(<RecentlyViewed current={viewed(6)} />);
    expect(row()).toBeNull();
    expect(stored()).toEqual([viewed(6)]);
  });

  it("still renders the page when storage refuses to be read or written", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(() => render(<RecentlyViewed current={viewed(1)} />)).not.toThrow();
    expect(row()).toBeNull();
  });
});
