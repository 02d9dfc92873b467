/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { StudentHostel } from "#modules/hostels/hostels.types.js";
import { hostelMailDraft } from "#web/ui/components/hostels/hostel-card.js";
import { HostelFinder } from "#web/ui/components/hostels/hostel-finder.js";

function hostel(id: number, name: string, price: number, extra: Partial<StudentHostel> = {}) {
  return {
    id,
    name,
    location: "Ayeduase, Kumasi",
    images: [`/images/h-${id}.jpg`],
    gender: "mixed" as const,
    pricePerSemester: `GH₵${price.toLocaleString("en-US")}`,
    rating: "4.2",
    reviewCount: 10,
    capacity: 100,
    studentsPerRoom: 2,
    amenities: ["Wi-Fi", "Water", "Security", "Study room", "Gym", "Laundry"],
    nearbyUniversities: ["KNUST"],
    phone: "024 412 3456",
    rooms: [{ type: "2-in-a-room" as const, pricePerSemester: `${price}.00`, bedSpacesLeft: 2 }],
    semester: "2026/27 second semester",
    distanceKm: 1.2,
    latitude: 6.6801,
    longitude: -1.5603,
    ...extra,
  };
}

const HOSTELS: StudentHostel[] = [
  hostel(1, "Budget Rooms", 900),
  hostel(2, "Edge Two", 2000, {
    location: "Okponglo, East Legon, Accra",
    nearbyUniversities: ["University of Ghana", "UPSA", "Wisconsin", "GIMPA"],
  }),
  hostel(3, "Middle House", 2500, { location: "Amamoma, Cape Coast", nearbyUniversities: ["UCC"] }),
  hostel(4, "Edge Three", 3000, {
    distanceKm: 4.8,
    rooms: [
      { type: "4-in-a-room", pricePerSemester: "3000.00", bedSpacesLeft: 0 },
      { type: "single", pricePerSemester: "5200.00", bedSpacesLeft: 1 },
    ],
  }),
  hostel(5, "Premium Suites", 6500, {
    gender: "female",
    distanceKm: 0.4,
    rooms: [{ type: "self-contain", pricePerSemester: "6500.00", bedSpacesLeft: 0 }],
  }),
];

const names = () =>
  within(screen.getByRole("region", { name: "Hostels" }))
    .queryAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("HostelFinder", () => {
  it("shows six skeleton cards while loading", () => {
    const { container } = render(<HostelFinder hostels={undefined} />);
    expect(container.querySelectorAll('[aria-busy="true"] > *')).toHaveLength(6);
  });

  it("starts with every hostel and the count text", () => {
    render(<HostelFinder hostels={HOSTELS} />);
    expect(names()).toHaveLength(5);
    expect(screen.getByText("5 hostels found")).toBeTruthy();
  });

  it.each([
    ["under-1000", ["Budget Rooms"]],
    ["1000-2000", ["Edge Two"]],
    ["2000-3000", ["Edge Two", "Middle House", "Edge Three"]],
    ["over-3000", ["Edge Three", "Premium Suites"]],
  ])("price band %s holds %j (2000 and 3000 sit in two bands)", async (band, expected) => {
    render(
      <HostelFinder
        hostels={[...HOSTELS, hostel(6, "Edge Two B", 2000, { location: "Kotei, Kumasi" })]}
      />,
    );
    await userEvent.selectOptions(screen.getByLabelText("Price per semester"), band);
    const withB =
      band === "1000-2000" || band === "2000-3000" ? [...expected, "Edge Two B"] : expected;
    expect(names().sort()).toEqual([...withB].sort());
  });

  it("starts from the filters in the page URL and keeps each change there (issue 18)", async () => {
    window.history.replaceState(null, "", "/student-hostels");
    render(<HostelFinder hostels={HOSTELS} search={{ university: "KNUST", search: "edge" }} />);
    expect(names()).toEqual(["Edge Three"]);
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("edge");
    await userEvent.selectOptions(screen.getByLabelText("Price per semester"), "over-3000");
    expect(window.location.pathname).toBe("/student-hostels");
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      search: "edge",
      university: "KNUST",
      priceRange: "over-3000",
    });
    await userEvent.selectOptions(screen.getByLabelText("University"), "all");
    expect(window.location.search).toBe("?search=edge&priceRange=over-3000");
  });

  it("filters by university, location and text, case-insensitively", async () => {
    render(<HostelFinder hostels={HOSTELS} />);
    await userEvent.selectOptions(screen.getByLabelText("University"), "UCC");
    expect(names()).toEqual(["Middle House"]);
    await userEvent.selectOptions(screen.getByLabelText("University"), "all");
    await userEvent.selectOptions(screen.getByLabelText("Location"), "Accra");
    expect(names()).toEqual(["Edge Two"]);
    await userEvent.selectOptions(screen.getByLabelText("Location"), "all");
    await userEvent.type(screen.getByLabelText("Search"), "AYEDUASE");
    expect(names()).toEqual(["Budget Rooms", "Edge Three", "Premium Suites"]);
    expect(screen.getByText("3 hostels found")).toBeTruthy();
  });

  it("shows 'No hostels found' with the hint, and '1 hostel found' in the singular", async () => {
    render(<HostelFinder hostels={HOSTELS} />);
    await userEvent.type(screen.getByLabelText("Search"), "Premium");
    expect(screen.getByText("1 hostel found")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Search"), "zzz");
    expect(screen.getByText("No hostels found")).toBeTruthy();
    expect(screen.getByText("Try adjusting your search criteria")).toBeTruthy();
    expect(screen.getByText("0 hostels found")).toBeTruthy();
  });

  it("shows 4 amenities then '+N more', 2 universities then '+N more', and the contact links", () => {
    render(<HostelFinder hostels={[HOSTELS[1] as StudentHostel]} />);
    expect(screen.getByText("+2 more")).toBeTruthy();
    expect(screen.getByText(/University of Ghana, UPSA \+2 more/)).toBeTruthy();
    const mail = screen.getByRole("link", { name: "Contact Hostel" }).getAttribute("href") ?? "";
    expect(mail.startsWith("mailto:info@ofie.com.gh?subject=")).toBe(true);
    expect(decodeURIComponent(mail)).toContain("Edge Two, Okponglo, East Legon, Accra (GH₵2,000");
    const whatsApp = screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href") ?? "";
    expect(whatsApp).toMatch(/^https:\/\/wa\.me\/233244123456\?text=/);
    // The message carries the hostel's own link (the browser's origin outside a rendered page).
    expect(new URL(whatsApp).searchParams.get("text")).toContain(
      `${window.location.origin}/student-hostels/${HOSTELS[1]?.id}`,
    );
    expect(hostelMailDraft(HOSTELS[0] as StudentHostel)).toContain(encodeURIComponent("GH₵900"));
    // The name opens the hostel's own page.
    const page = screen.getByRole("link", { name: "Edge Two" }).getAttribute("href");
    expect(page).toBe(`/student-hostels/${HOSTELS[1]?.id}`);
  });

  it("filters by room type, distance to campus and bed spaces left, alone and together", async () => {
    render(<HostelFinder hostels={HOSTELS} />);
    await userEvent.selectOptions(screen.getByLabelText("Room type"), "Single room");
    expect(names()).toEqual(["Edge Three"]);
    await userEvent.selectOptions(screen.getByLabelText("Room type"), "4 in a room");
    expect(names()).toEqual(["Edge Three"]);
    // Edge Three's 4-in-a-room is full: with "bed spaces left only" the type itself needs a bed.
    await userEvent.click(screen.getByLabelText("Bed spaces left only"));
    expect(names()).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText("Room type"), "all");
    expect(names()).toEqual(["Budget Rooms", "Edge Two", "Middle House", "Edge Three"]);
    await userEvent.click(screen.getByLabelText("Bed spaces left only"));
    await userEvent.selectOptions(screen.getByLabelText("Distance to campus"), "Within 1 km");
    expect(names()).toEqual(["Premium Suites"]);
    await userEvent.selectOptions(screen.getByLabelText("Distance to campus"), "Within 2 km");
    expect(names()).toHaveLength(4);
    expect(names()).not.toContain("Edge Three");
    await userEvent.selectOptions(screen.getByLabelText("Distance to campus"), "Within 5 km");
    expect(screen.getByText("5 hostels found")).toBeTruthy();
  });

  it("shows each room with its price and beds left or Full, the semester and the distance", () => {
    render(<HostelFinder hostels={[HOSTELS[3] as StudentHostel]} />);
    const rooms = screen.getByRole("list", { name: "Rooms for 2026/27 second semester" });
    expect(
      within(rooms)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["4 in a roomGH₵3,000Full", "Single roomGH₵5,2001 bed left"]);
    expect(screen.getByText("4.8 km to KNUST")).toBeTruthy();
  });

  it("is a GET form to /student-hostels that works without scripts, folded until a filter is set (issue 33)", () => {
    const { unmount } = render(<HostelFinder hostels={HOSTELS} />);
    const form = screen.getByRole("form", { name: "Find a hostel" }) as HTMLFormElement;
    expect([form.getAttribute("method"), form.getAttribute("action")]).toEqual([
      "get",
      "/student-hostels",
    ]);
    expect(within(form).getByRole("button", { name: "Show hostels" }).getAttribute("type")).toBe(
      "submit",
    );
    // Every control sends the name the page reads back from the address.
    const named = [...form.elements].map((e) => e.getAttribute("name")).filter(Boolean);
    expect(named).toEqual([
      "search",
      "university",
      "location",
      "priceRange",
      "roomType",
      "maxDistance",
      "bedSpacesOnly",
    ]);
    const details = form.querySelector("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(form.querySelector("summary")?.textContent).toBe("Filters");
    unmount();
    // Sent back by the form, the query is the filters, and the fold says how many are on.
    render(
      <HostelFinder
        hostels={HOSTELS}
        search={{ search: "", priceRange: "2000-3000", bedSpacesOnly: "true", university: "all" }}
      />,
    );
    const again = screen.getByRole("form", { name: "Find a hostel" });
    expect((again.querySelector("details") as HTMLDetailsElement).open).toBe(true);
    expect(again.querySelector("summary")?.textContent).toBe("Filters (2 on)");
    expect(names()).toEqual(["Edge Two", "Middle House"]);
  });
});
