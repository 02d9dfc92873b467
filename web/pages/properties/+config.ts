import type { Config } from "vike/types";

export default {
  title: "Properties for sale and rent in Ghana — Ofie",
  description:
    "Search houses, apartments, land and commercial space for sale and rent in Accra, Kumasi, Tema, Tamale and Cape Coast, with prices in Ghana cedis.",
} satisfies Config;
