/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { LOCATION_FAILED_TEXT, LocationBanner } from "#web/ui/location/location-banner.js";
import { installGeolocation, KUMASI, LONDON, removeGeolocation } from "./geolocation.fakes.js";

beforeEach(() => localStorage.clear());

const banner = () => screen.getByRole("status");

describe("LocationBanner", () => {
  it("renders 'detecting' on the server without touching geolocation", () => {
    const geolocation = installGeolocation(KUMASI);
    const html = renderToString(<LocationBanner />);
    expect(html).toContain('data-state="detecting"');
    expect(html).toContain("Detecting your location");
    expect(geolocation).not.toHaveBeenCalled();
  });

  it("shows 'detecting' while the browser has not answered", () => {
    installGeolocation("never");
    render(<LocationBanner />);
    expect(banner().dataset.state).toBe("detecting");
    expect(banner().textContent).toContain("Detecting your location");
  });

  it("shows '{city}, {region}' once located, and refreshes on request", async () => {
    const geolocation = installGeolocation(KUMASI, { latitude: 5.6231, longitude: -0.0603 });
    render(<LocationBanner />);
    expect(await screen.findByText("Kumasi, Ashanti")).toBeTruthy();
    expect(banner().dataset.state).toBe("located");
    expect(
      screen.getByRole("link", { name: "See properties in Ashanti" }).getAttribute("href"),
    ).toBe("/properties?region=Ashanti");

    await userEvent.click(screen.getByRole("button", { name: /refresh/i }));
    expect(await screen.findByText("Tema, Greater Accra")).toBeTruthy();
    expect(geolocation).toHaveBeenCalledTimes(2);
  });

  it("greets a visitor outside Ghana as an international visitor", async () => {
    installGeolocation(LONDON);
    render(<LocationBanner />);
    expect(await screen.findByText("Welcome, international visitor!")).toBeTruthy();
    expect(banner().dataset.state).toBe("outside");
  });

  it.each([
    [1, "Location access denied by user"],
    [2, "Location information unavailable"],
    [3, "Location request timed out"],
    [0, "Unable to retrieve location"],
  ])("on error code %i shows the failure text and '%s'", async (code, detail) => {
    installGeolocation({ code });
    render(<LocationBanner />);
    expect(await screen.findByText(LOCATION_FAILED_TEXT)).toBeTruthy();
    expect(LOCATION_FAILED_TEXT).toBe("Unable to detect location. Showing all Ghana properties.");
    expect(screen.getByText(detail)).toBeTruthy();
    expect(banner().dataset.state).toBe("failed");
  });

  it("says when the browser has no geolocation", async () => {
    removeGeolocation();
    render(<LocationBanner />);
    expect(await screen.findByText("Geolocation is not supported by this browser")).toBeTruthy();
  });

  it("retries after a failure", async () => {
    installGeolocation({ code: 3 }, KUMASI);
    render(<LocationBanner />);
    await screen.findByText(LOCATION_FAILED_TEXT);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Kumasi, Ashanti")).toBeTruthy();
  });

  it("words a failed manual refresh 'Failed to get current location'", async () => {
    installGeolocation(KUMASI, { code: 2 });
    render(<LocationBanner />);
    await screen.findByText("Kumasi, Ashanti");
    await userEvent.click(screen.getByRole("button", { name: /refresh/i }));
    expect(await screen.findByText("Failed to get current location")).toBeTruthy();
    expect(screen.getByText(LOCATION_FAILED_TEXT)).toBeTruthy();
  });

  it("uses the cached location without asking the browser again", async () => {
    installGeolocation(KUMASI);
    const first = render(<LocationBanner />);
    await screen.findByText("Kumasi, Ashanti");
    first.unmount();
    const geolocation = installGeolocation({ code: 1 });
    render(<LocationBanner />);
    expect(await screen.findByText("Kumasi, Ashanti")).toBeTruthy();
    expect(geolocation).not.toHaveBeenCalled();
  });
});
