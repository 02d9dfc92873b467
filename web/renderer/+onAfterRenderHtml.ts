// https://vike.dev/onAfterRenderHtml — the page's markup leaves the document while Vike adds its
// tags, and the server puts it back as bytes (decision 105). Vike splits, joins and re-slices the
// whole document to add them; with the markup inside, a results page is a string of over 64 K
// characters beyond Latin-1 (the cedi sign, a dash), which V8 keeps outside its young
// generation: each of those copies cost a large allocation and a share of the garbage
// collector's time. Without it the document is the head and the page context, a third as long.
import type { PageContextServer } from "vike/types";
import { PAGE_BODY_SLOT } from "#shared/page-body-slot.js";

export default function onAfterRenderHtml(pageContext: PageContextServer): void {
  // A streamed page (vike-react's `stream`) has no string to move: it is left as it is.
  if (typeof pageContext.pageHtmlString !== "string") return;
  pageContext.pageBodyHtml = pageContext.pageHtmlString;
  pageContext.pageHtmlString = PAGE_BODY_SLOT;
}
