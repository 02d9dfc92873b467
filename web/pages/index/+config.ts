import type { Config } from "vike/types";

export default {
  title: "Ofie — houses, apartments, land and hostels for sale and rent in Ghana",
  description:
    "Search property for sale and rent across Ghana's regions, find student hostels near the universities and talk to verified agents. Basic listings are free.",
} satisfies Config;
