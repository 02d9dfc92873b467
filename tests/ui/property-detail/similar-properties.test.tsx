/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { SimilarProperties } from "#web/ui/components/property-detail/similar-properties.js";
import { similarPropertiesUrl } from "#web/ui/queries/properties.js";
import { renderWithSession } from "../shell/shell-test-kit.js";
import { listing } from "./listing-fixture.js";

const section = () => screen.queryByRole("region", { name: "Similar properties" });

describe("SimilarProperties", () => {
  it("shows the seeded similar listings as property cards linking to each", () => {
    const similar = [
      listing({ id: 7, title: "Townhouse in Airport Residential" }),
      listing({ id: 8, title: "House at Trasacco Valley", price: "4100000.00" }),
    ];
    renderWithSession(<SimilarProperties propertyId="41" />, null, {
      [similarPropertiesUrl("41")]: similar,
    });
    const cards = within(section() as HTMLElement).getAllByRole("heading", { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual([
      "Townhouse in Airport Residential",
      "House at Trasacco Valley",
    ]);
    expect(
      within(cards[1] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/properties/8");
    expect(section()?.textContent).toContain("GH₵4,100,000");
  });

  it("hides the whole section when there is nothing similar", () => {
    const { container } = renderWithSession(<SimilarProperties propertyId="41" />, null, {
      [similarPropertiesUrl("41")]: [],
    });
    expect(section()).toBeNull();
    expect(container.innerHTML).toBe("");
  });
});
