/** @jest-environment jsdom */
import { act, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { AMA, renderWithSession } from "#tests/ui/shell/shell-test-kit.js";
import { authUserQuery } from "#web/ui/queries/auth.js";
import { useFavouriteToggle, useSavePendingFavourite } from "#web/ui/queries/favourites.js";
import { PENDING_SAVE_TTL_MS, rememberSave } from "#web/ui/queries/pending-save.js";
import {
  dismissAllToasts,
  fakeResponse,
  mockFetch,
  renderWithToasts,
} from "../forms/form-test-kit.js";

// Issue 33: Save pressed signed out led to sign-up and back to the listing with nothing saved.

function SaveButton({ propertyId }: { propertyId: number }) {
  const { toggle } = useFavouriteToggle(propertyId, "page");
  return (
    <button type="button" onClick={toggle}>
      Save
    </button>
  );
}

function AnyPage() {
  useSavePendingFavourite();
  return null;
}

const toastText = () => screen.getByTestId("toasts").textContent;

beforeEach(() => jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] }));
afterEach(() => {
  jest.useRealTimers();
  dismissAllToasts();
});

it("saves the property pressed for once signed in, on the page sign-in returns to, once", async () => {
  const fetch = mockFetch();
  const visitor = renderWithToasts(<SaveButton propertyId={41} />, null);
  await userEvent.click(screen.getByRole("button", { name: "Save" }), { delay: null });
  expect(fetch).not.toHaveBeenCalled();
  visitor.unmount();

  fetch.mockResolvedValueOnce(fakeResponse(201, {}));
  fetch.mockResolvedValue(fakeResponse(200, []));
  const signedIn = renderWithToasts(<AnyPage />, AMA);
  await waitFor(() => expect(toastText()).toBe("Added to Favorites|default"));
  const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
  expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
    "/api/favorites",
    "POST",
    { propertyId: 41 },
  ]);
  signedIn.unmount();

  const posts = fetch.mock.calls.filter(([, i]) => (i as RequestInit)?.method === "POST").length;
  renderWithToasts(<AnyPage />, AMA);
  await Promise.resolve();
  expect(fetch.mock.calls.filter(([, i]) => (i as RequestInit)?.method === "POST")).toHaveLength(
    posts,
  );
});

it("forgets a Save pressed too long ago", async () => {
  const fetch = mockFetch(fakeResponse(201, {}));
  rememberSave(41, Date.now() - PENDING_SAVE_TTL_MS - 1);
  renderWithToasts(<AnyPage />, AMA);
  await Promise.resolve();
  expect(fetch).not.toHaveBeenCalled();
  expect(window.sessionStorage.length).toBe(0);
});

it("waits while signed out", async () => {
  const fetch = mockFetch(fakeResponse(201, {}));
  rememberSave(41);
  renderWithToasts(<AnyPage />, null);
  await Promise.resolve();
  expect(fetch).not.toHaveBeenCalled();
  expect(window.sessionStorage.length).toBe(1);
});

it("does not save on the page where the visitor signs in, whose full load would cut its toast off", async () => {
  const fetch = mockFetch(fakeResponse(201, {}));
  rememberSave(41);
  const { queryClient } = renderWithSession(<AnyPage />, null);
  await act(async () => queryClient.setQueryData(authUserQuery.queryKey, AMA));
  expect(fetch).not.toHaveBeenCalled();
  expect(window.sessionStorage.length).toBe(1);
});
