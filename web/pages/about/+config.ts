import type { Config } from "vike/types";

export default {
  title: "About Ofie — Ghana's property marketplace",
  description:
    "Ofie helps people find homes, land, commercial space and student hostels across Ghana, with verified agents and free basic listings.",
} satisfies Config;
