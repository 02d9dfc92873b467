/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { ShareButton } from "#web/ui/components/share/share-button.js";
import type { ShareData } from "#web/ui/components/share/share-message.js";
import { dismissShownToasts, ToastProbe } from "../property-detail/toast-probe.js";

const DATA: ShareData = {
  title: "4 Bedroom House with Pool in East Legon",
  text: "4 Bedroom House with Pool in East Legon — GH₵3,800,000",
  url: "https://ofie.com.gh/properties/41",
};

/** jsdom has no Web Share API; a test gives the page one as a phone's browser would. */
function giveShare(share: (data: ShareData) => Promise<void>) {
  Object.defineProperty(navigator, "share", { value: share, configurable: true, writable: true });
}

function removeShare() {
  Reflect.deleteProperty(navigator, "share");
}

function summary(): HTMLElement {
  return screen.getByText("Share", { selector: "summary" });
}

function details(): HTMLDetailsElement {
  return summary().closest("details") as HTMLDetailsElement;
}

afterEach(() => {
  removeShare();
  dismissShownToasts();
});

describe("ShareButton with the Web Share API", () => {
  it("opens the share sheet with the title, the price text and the absolute URL", async () => {
    const shared: ShareData[] = [];
    giveShare(async (data) => {
      shared.push(data);
    });
    const user = userEvent.setup({ delay: null });
    render(<ShareButton data={DATA} />);
    await user.click(summary());
    expect(shared).toEqual([DATA]);
    expect(details().open).toBe(false);
  });

  it("stays closed when the visitor dismisses the sheet", async () => {
    giveShare(async () => {
      throw new DOMException("Share canceled", "AbortError");
    });
    const user = userEvent.setup({ delay: null });
    render(<ShareButton data={DATA} />);
    await user.click(summary());
    expect(details().open).toBe(false);
  });

  it("falls back to the panel when the browser refuses to share", async () => {
    giveShare(async () => {
      throw new DOMException("Not allowed", "NotAllowedError");
    });
    const user = userEvent.setup({ delay: null });
    render(<ShareButton data={DATA} />);
    await user.click(summary());
    await waitFor(() => expect(details().open).toBe(true));
  });
});

describe("ShareButton without the Web Share API", () => {
  it("has the WhatsApp link to wa.me with the title and the encoded URL, in a new tab", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ShareButton data={DATA} />);
    expect(details().open).toBe(false);
    await user.click(summary());
    expect(details().open).toBe(true);
    const link = screen.getByRole("link", { name: "Share on WhatsApp" });
    const href = link.getAttribute("href") ?? "";
    expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(`${DATA.text}\n${DATA.url}`)}`);
    expect(href).toContain(encodeURIComponent("https://ofie.com.gh/properties/41"));
    expect(new URL(href).searchParams.get("text")).toBe(`${DATA.text}\n${DATA.url}`);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("group", { name: "Share this listing" })).toBeTruthy();
  });

  it("copies the URL and says 'Link copied'", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <ShareButton data={DATA} />
        <ToastProbe />
      </>,
    );
    await user.click(summary());
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(DATA.url);
    expect(screen.getByTestId("toasts").textContent).toBe("Link copied|default");
    expect(details().open).toBe(false);
    expect(document.activeElement).toBe(summary());
  });

  it("shows the link to copy by hand when the clipboard is refused", async () => {
    const user = userEvent.setup({ delay: null });
    // After setup, which puts its own clipboard on navigator: this one says no, as a browser may.
    Object.defineProperty(navigator, "clipboard", {
      value: {
        writeText: async () => {
          throw new DOMException("Write permission denied", "NotAllowedError");
        },
      },
      configurable: true,
    });
    render(
      <>
        <ShareButton data={DATA} />
        <ToastProbe />
      </>,
    );
    await user.click(summary());
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    const field = await screen.findByLabelText("Copy this link:");
    expect((field as HTMLInputElement).value).toBe(DATA.url);
    expect(document.activeElement).toBe(field);
    expect(screen.getByTestId("toasts").textContent).toBe("");
  });

  // Enter on the summary is the browser's own click (jsdom has none): the journey presses it.
  it("closes on Escape and gives focus back to Share", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ShareButton data={DATA} />);
    await user.click(summary());
    expect(details().open).toBe(true);
    screen.getByRole("link", { name: "Share on WhatsApp" }).focus();
    await user.keyboard("{Escape}");
    expect(details().open).toBe(false);
    expect(document.activeElement).toBe(summary());
  });

  it("closes when the visitor taps elsewhere", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <>
        <ShareButton data={DATA} />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(summary());
    await user.click(screen.getByText("Elsewhere"));
    expect(details().open).toBe(false);
  });
});
