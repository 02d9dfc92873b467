/** @jest-environment jsdom */
import { act, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { addToCompare, COMPARE_LIMIT, removeFromCompare } from "#web/ui/compare/compare-store.js";
import { PropertyActions } from "#web/ui/components/property-detail/property-actions.js";
import { renderWithSession } from "../shell/shell-test-kit.js";

beforeEach(() => window.localStorage.clear());

describe("compare selection", () => {
  it("keeps at most three properties", () => {
    expect(COMPARE_LIMIT).toBe(3);
    expect([1, 2, 3, 4].map((id) => addToCompare(id))).toEqual([true, true, true, false]);
    expect(addToCompare(2)).toBe(false);
    expect(JSON.parse(window.localStorage.getItem("compare-properties") ?? "")).toEqual([1, 2, 3]);
  });

  it("disables the add button at three and enables it again when one leaves", async () => {
    renderWithSession(<PropertyActions propertyId={9} />, null);
    const add = () => screen.getByRole("button", { name: "Add to Compare" }) as HTMLButtonElement;
    expect(add().disabled).toBe(false);
    act(() => {
      addToCompare(1);
      addToCompare(2);
    });
    await userEvent.click(add());
    expect(screen.getByRole("button", { name: "Remove from Compare" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Compare (3)" }).getAttribute("href")).toBe("/compare");
    await userEvent.click(screen.getByRole("button", { name: "Remove from Compare" }));
    act(() => {
      addToCompare(3);
    });
    expect(add().disabled).toBe(true);
    act(() => removeFromCompare(1));
    expect(add().disabled).toBe(false);
  });
});
