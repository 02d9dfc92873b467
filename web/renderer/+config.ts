import type { Config } from "vike/types";
import vikeReact from "vike-react/config";

export default {
  extends: [vikeReact],
  title: "Ofie — property for sale and rent in Ghana",
  description: "Houses, apartments, land and student hostels for sale and rent across Ghana.",
  lang: "en-GH",
  viewport: "responsive",
  // The session the server found, for the header's first paint (renderer/+onCreatePageContext.ssr.ts).
  // Data saver, as the server read it from the cookie or Save-Data (src/shared/data-saver.ts).
  // The moment of rendering, for text that depends on the clock (web/ui/lib/rendered-at.ts), and
  // the site's origin, for links that leave it (web/ui/lib/site-origin.ts).
  passToClient: ["authUser", "abortReason", "dataSaver", "renderedAt", "origin"],
} satisfies Config;
