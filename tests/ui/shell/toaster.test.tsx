/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { LazyToaster } from "#web/ui/components/toast/lazy-toaster.js";
import { Toaster } from "#web/ui/components/toast/toaster.js";
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toast,
} from "#web/ui/toast/toast-store.js";

const shownIds: number[] = [];
function show(message: Parameters<typeof toast>[0]) {
  act(() => {
    shownIds.push(toast(message));
  });
}

afterEach(() => {
  act(() => {
    for (const id of shownIds.splice(0)) dismissToast(id);
  });
});

/** The toasts in the F8 region (Radix also keeps a hidden copy for the screen-reader announcement). */
function visibleToasts() {
  const region = screen.getByRole("region", { name: /Notifications \(F8\)/ });
  return within(region).queryAllByRole("listitem");
}

describe("toaster", () => {
  it("keeps the constants of spec §9", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(["F8"]);
  });

  it("shows a toast's title and description", () => {
    render(<Toaster />);
    show({ title: "Message Sent!", description: "We'll get back to you within 24 hours." });
    const [item] = visibleToasts();
    expect(item?.textContent).toContain("Message Sent!");
    expect(item?.textContent).toContain("We'll get back to you within 24 hours.");
  });

  it("replaces the older toast with the newer one: one at a time", () => {
    render(<Toaster />);
    show({ title: "Added to Favorites" });
    show({ title: "Removed from Favorites" });
    const items = visibleToasts();
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain("Removed from Favorites");
    expect(items[0]?.textContent).not.toContain("Added to Favorites");
  });

  it("styles the destructive variant apart from the default", () => {
    render(<Toaster />);
    show({
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
      variant: "destructive",
    });
    const [item] = visibleToasts();
    expect(item?.getAttribute("data-variant")).toBe("destructive");
    expect(item?.className).toContain("bg-danger");
  });

  it("closes when its close button is pressed", () => {
    render(<Toaster />);
    show({ title: "Profile Updated" });
    const [item] = visibleToasts();
    act(() => {
      within(item as HTMLElement)
        .getByRole("button", { name: "Close" })
        .click();
    });
    expect(visibleToasts()).toHaveLength(0);
  });

  it("closes by itself after 5000 ms", () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      show({ title: "Successfully subscribed!" });
      act(() => {
        jest.advanceTimersByTime(TOAST_DURATION_MS - 100);
      });
      expect(visibleToasts()).toHaveLength(1);
      act(() => {
        jest.advanceTimersByTime(200);
      });
      expect(visibleToasts()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("lazy toaster (the layout's)", () => {
  it("renders nothing on the server, then shows a toast raised before its code arrived", async () => {
    // Radix Toast is not in the server's HTML, so it is not in the first load either.
    expect(renderToString(<LazyToaster />)).toBe("");
    render(<LazyToaster />);
    show({ title: "Added to Favorites" });
    const region = await screen.findByRole("region", { name: /Notifications \(F8\)/ });
    expect((await within(region).findByRole("listitem")).textContent).toContain(
      "Added to Favorites",
    );
  });
});
