/**
 * What Vike's document holds in place of the page's own markup while it assembles the document
 * (web/renderer/+onAfterRenderHtml.ts); the server puts the markup back as bytes
 * (src/adapters/http/page-document.ts). A comment React never writes (it escapes every `<` of
 * text), and it sits inside `<div id="root">`, before the only other text that could hold it
 * (the serialised page context, whose `<` Vike escapes too), so its first occurrence is the slot.
 */
export const PAGE_BODY_SLOT = "<!--ofie:page-body-->";
