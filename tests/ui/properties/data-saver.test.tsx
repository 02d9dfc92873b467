/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { dataSaverOn } from "#shared/data-saver.js";
import { DataSaverProvider } from "#web/ui/components/photo/data-saver.js";
import { DataSaverSwitch } from "#web/ui/components/photo/data-saver-switch.js";
import { TapToLoadPhoto } from "#web/ui/components/photo/tap-to-load-photo.js";

const UPLOAD = "/uploads/0123456789abcdef0123456789abcdef-1600.webp";

function Card({ on }: { on: boolean }) {
  return (
    <DataSaverProvider initial={on}>
      <TapToLoadPhoto
        label="Flat at Ahodwo"
        src={UPLOAD}
        sizes="100vw"
        maxWidth={640}
        alt=""
        width={3}
        height={2}
      />
      <DataSaverSwitch />
    </DataSaverProvider>
  );
}

describe("data saver", () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the switch's own cookie, cleared between tests.
    document.cookie = "ofie_data_saver=; max-age=0; path=/";
  });

  it("is on by the visitor's cookie, else by the Save-Data header; the cookie wins", () => {
    expect(dataSaverOn(undefined, "on")).toBe(true);
    expect(dataSaverOn("a=b; ofie_data_saver=1", undefined)).toBe(true);
    expect(dataSaverOn("ofie_data_saver=0; a=b", "on")).toBe(false);
    expect(dataSaverOn("ofie_data_saver=1x", undefined)).toBe(false);
    expect(dataSaverOn(undefined, undefined)).toBe(false);
  });

  it("off: a card shows its photo at once, up to the card's 640 size", () => {
    const { container } = render(<Card on={false} />);
    expect(container.querySelector("img")?.getAttribute("srcset")).toContain("-640.webp 640w");
  });

  it("on: a card fetches nothing until tapped, then only the smallest size", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<Card on={true} />);
    expect(container.querySelector("img")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show photo of Flat at Ahodwo" }));
    expect(container.querySelector("img")?.getAttribute("srcset")).toBe(
      "/uploads/0123456789abcdef0123456789abcdef-320.webp 320w",
    );
  });

  it("the switch turns it on for the page at once and remembers it in a cookie", async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = render(<Card on={false} />);
    const toggle = screen.getByRole("switch", {
      name: "Data saver: list photos on tap, the rest smaller",
    });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    await user.click(toggle);
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    expect(document.cookie).toContain("ofie_data_saver=1");
    // The card's photo is taken back to a tap.
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("button", { name: "Show photo of Flat at Ahodwo" })).toBeTruthy();
  });
});
