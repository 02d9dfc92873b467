import { usePageContext } from "vike-react/usePageContext";

/**
 * The moment the server rendered the first page (renderer/+onCreatePageContext.ssr.ts), so a text
 * that depends on the clock (the footer's year, a new account's welcome) hydrates as the server
 * wrote it; after a client-side navigation nothing is hydrated, and the browser's clock is used.
 */
export function useRenderedAt(): Date {
  const pageContext = usePageContext() as { renderedAt?: string } | undefined;
  return pageContext?.renderedAt ? new Date(pageContext.renderedAt) : new Date();
}
