import type { Config } from "vike/types";

export default {
  title: "Student hostels near Ghana's universities — Ofie",
  description:
    "Hostels near the University of Ghana, KNUST, UCC and the UG Medical School, with prices per semester, rooms and amenities.",
} satisfies Config;
