/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import {
  AUTOCOMPLETE_CLOSE_DELAY_MS,
  LocationAutocomplete,
} from "#web/ui/components/search/location-autocomplete.js";
import { GHANA_PLACES, matchPlaces } from "#web/ui/data/ghana-places.js";

function Harness({ onSubmit = jest.fn() }: { onSubmit?: jest.Mock }) {
  const [value, setValue] = useState("");
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(value);
      }}
    >
      <label htmlFor="where">Location</label>
      <LocationAutocomplete id="where" name="search" value={value} onChange={setValue} />
    </form>
  );
}

const field = () => screen.getByRole("combobox", { name: "Location" });
const options = () => screen.queryAllByRole("option").map((o) => o.textContent);
const activeOption = () => {
  const id = field().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

describe("the place list", () => {
  it("holds about 130 distinct Ghana places, including the ones people search by", () => {
    expect(GHANA_PLACES.length).toBeGreaterThanOrEqual(120);
    expect(new Set(GHANA_PLACES.map((p) => p.toLowerCase())).size).toBe(GHANA_PLACES.length);
    for (const place of ["East Legon", "Cantonments", "Osu", "Spintex", "Ahodwo", "Tamale", "Wa"])
      expect(GHANA_PLACES).toContain(place);
  });

  it("matches up to 8 places by case-insensitive substring, nothing for blank text", () => {
    expect(matchPlaces("LEGON")).toEqual([
      "East Legon",
      "East Legon Hills",
      "North Legon",
      "Legon",
    ]);
    expect(matchPlaces("a")).toHaveLength(8);
    expect(matchPlaces("a").every((p) => p.toLowerCase().includes("a"))).toBe(true);
    expect(matchPlaces("   ")).toEqual([]);
    expect(matchPlaces("zzz")).toEqual([]);
  });
});

describe("LocationAutocomplete", () => {
  it("is a closed combobox with a listbox until the text matches a place", async () => {
    render(<Harness />);
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(field().getAttribute("aria-autocomplete")).toBe("list");
    await userEvent.type(field(), "xq");
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(options()).toEqual([]);
  });

  it("opens with at most 8 case-insensitive matches while typing", async () => {
    render(<Harness />);
    await userEvent.type(field(), "a");
    expect(field().getAttribute("aria-expanded")).toBe("true");
    expect(options()).toHaveLength(8);
    await userEvent.clear(field());
    await userEvent.type(field(), "kUmAs");
    expect(options()).toEqual(["Kumasi"]);
    const listbox = screen.getByRole("listbox");
    expect(field().getAttribute("aria-controls")).toBe(listbox.id);
  });

  it("moves through the options with the arrow keys and wraps around", async () => {
    render(<Harness />);
    await userEvent.type(field(), "legon");
    expect(field().getAttribute("aria-activedescendant")).toBeNull();
    await userEvent.keyboard("{ArrowDown}");
    expect(activeOption()).toBe("East Legon");
    expect(screen.getByRole("option", { name: "East Legon" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()).toBe("North Legon");
    await userEvent.keyboard("{ArrowUp}");
    expect(activeOption()).toBe("East Legon Hills");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(activeOption()).toBe("East Legon");
  });

  it("selects the active option with Enter, closes, and does not send the form", async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(field(), "cant");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    expect((field() as HTMLInputElement).value).toBe("Cantonments");
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(options()).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
    // With the list closed, Enter is the search itself.
    await userEvent.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("Cantonments");
  });

  it("selects an option clicked with the mouse", async () => {
    render(<Harness />);
    await userEvent.type(field(), "osu");
    await userEvent.click(screen.getByRole("option", { name: "Osu" }));
    expect((field() as HTMLInputElement).value).toBe("Osu");
    expect(field().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape and keeps the typed text; typing opens it again", async () => {
    render(<Harness />);
    await userEvent.type(field(), "tema");
    expect(options().length).toBeGreaterThan(0);
    await userEvent.keyboard("{Escape}");
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect((field() as HTMLInputElement).value).toBe("tema");
    await userEvent.type(field(), "{Backspace}");
    expect(field().getAttribute("aria-expanded")).toBe("true");
  });

  describe("after the field loses focus", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("closes 150 ms later, not before", () => {
      render(<Harness />);
      fireEvent.change(field(), { target: { value: "kum" } });
      expect(field().getAttribute("aria-expanded")).toBe("true");
      fireEvent.blur(field());
      act(() => jest.advanceTimersByTime(AUTOCOMPLETE_CLOSE_DELAY_MS - 1));
      expect(field().getAttribute("aria-expanded")).toBe("true");
      act(() => jest.advanceTimersByTime(1));
      expect(field().getAttribute("aria-expanded")).toBe("false");
      expect(AUTOCOMPLETE_CLOSE_DELAY_MS).toBe(150);
    });

    it("stays open when focus comes back within the delay", () => {
      render(<Harness />);
      fireEvent.change(field(), { target: { value: "kum" } });
      fireEvent.blur(field());
      act(() => jest.advanceTimersByTime(100));
      fireEvent.focus(field());
      act(() => jest.advanceTimersByTime(500));
      expect(field().getAttribute("aria-expanded")).toBe("true");
    });
  });
});
