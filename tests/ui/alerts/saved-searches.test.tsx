/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { SaveSearchButton } from "#web/ui/components/alerts/save-search-dialog.js";
import { SavedSearchList } from "#web/ui/components/alerts/saved-search-list.js";
import { SAVED_SEARCHES_URL } from "#web/ui/queries/saved-searches.js";
import {
  dismissShownToasts,
  recordLoginRedirects,
  ToastProbe,
} from "../property-detail/toast-probe.js";
import { AMA, jsonResponse, mockFetch, renderWithSession } from "../shell/shell-test-kit.js";

let redirects: ReturnType<typeof recordLoginRedirects>;
beforeEach(() => {
  redirects = recordLoginRedirects();
});
afterEach(() => {
  redirects.restore();
  dismissShownToasts();
});

const query = { city: "Kumasi", propertyType: "house", bedrooms: "3", maxPrice: "500000" };
const toasts = () => screen.getByTestId("toasts").textContent;
const aSearch = (overrides: Record<string, unknown> = {}) => ({
  id: 4,
  name: "Kumasi houses",
  query,
  frequency: "instant",
  active: true,
  lastSentAt: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  ...overrides,
});

describe("Save this search", () => {
  it("names the search from its filters and posts name, frequency and filters", async () => {
    const fetch = mockFetch(jsonResponse(201, aSearch()), jsonResponse(200, [aSearch()]));
    const user = userEvent.setup({ delay: null });
    renderWithSession(
      <>
        <SaveSearchButton query={query} />
        <ToastProbe />
      </>,
      AMA,
    );
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    // The dialog and its form load when it first opens (decisions 20, 24).
    const dialog = await screen.findByRole("dialog", { name: "Save this search" });
    expect(((await within(dialog).findByLabelText("Name")) as HTMLInputElement).value).toBe(
      "3-bed houses in Kumasi under GH₵ 500K",
    );
    await user.selectOptions(within(dialog).getByLabelText("E-mail me"), "weekly");
    await user.click(within(dialog).getByRole("button", { name: "Save search" }));
    await waitFor(() =>
      expect(toasts()).toBe("Search saved - We'll e-mail you the new matches once a week.|default"),
    );
    expect(fetch.mock.calls[0]?.[0]).toBe(SAVED_SEARCHES_URL);
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body)).toEqual({
      name: "3-bed houses in Kumasi under GH₵ 500K",
      frequency: "weekly",
      query,
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's limit message and keeps the dialog open", async () => {
    const message = "You can keep up to 20 saved searches. Delete one to save another.";
    mockFetch(jsonResponse(400, { message, errors: { savedSearches: [message] } }));
    const user = userEvent.setup({ delay: null });
    renderWithSession(<SaveSearchButton query={query} />, AMA);
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    await user.click(await screen.findByRole("button", { name: "Save search" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("sends a visitor to sign in after a toast, without opening the dialog", async () => {
    const fetch = mockFetch();
    const user = userEvent.setup({ delay: null });
    renderWithSession(
      <>
        <SaveSearchButton query={query} />
        <ToastProbe />
      </>,
      null,
    );
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    expect(toasts()).toBe("Sign in required - Please sign in to save searches.|default");
    expect(redirects.delays).toEqual([500]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the saved searches of Preferences", () => {
  it("link each search to its results, change its frequency and delete it", async () => {
    const fetch = mockFetch(
      jsonResponse(200, aSearch({ frequency: "daily" })),
      jsonResponse(200, [aSearch({ frequency: "daily" })]),
      jsonResponse(200, { deleted: true }),
      jsonResponse(200, []),
    );
    const user = userEvent.setup({ delay: null });
    renderWithSession(
      <>
        <SavedSearchList />
        <ToastProbe />
      </>,
      AMA,
      { [SAVED_SEARCHES_URL]: [aSearch()] },
    );
    expect(screen.getByRole("link", { name: "Kumasi houses" }).getAttribute("href")).toBe(
      "/properties?propertyType=house&city=Kumasi&bedrooms=3&maxPrice=500000",
    );
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Alert frequency for Kumasi houses" }),
      "daily",
    );
    await waitFor(() => expect(toasts()).toBe("Alert updated|default"));
    expect(fetch.mock.calls[0]?.[0]).toBe(`${SAVED_SEARCHES_URL}/4`);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: "PATCH",
      body: '{"frequency":"daily"}',
    });

    await user.click(screen.getByRole("button", { name: "Delete Kumasi houses" }));
    await screen.findByText("No saved searches yet.");
    expect(fetch.mock.calls[2]?.[1]).toMatchObject({ method: "DELETE" });
  });

  it("mark an unsubscribed search and offer to resume its alerts", async () => {
    const fetch = mockFetch(jsonResponse(200, aSearch()), jsonResponse(200, [aSearch()]));
    const user = userEvent.setup({ delay: null });
    renderWithSession(<SavedSearchList />, AMA, {
      [SAVED_SEARCHES_URL]: [aSearch({ active: false })],
    });
    expect(screen.getByText("Unsubscribed")).toBeTruthy();
    expect(screen.queryByRole("combobox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Resume alerts for Kumasi houses" }));
    await screen.findByRole("combobox", { name: "Alert frequency for Kumasi houses" });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: "PATCH", body: '{"active":true}' });
  });
});
