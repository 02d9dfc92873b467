import { usePageContext } from "vike-react/usePageContext";

/**
 * "https://ofie.com.gh": the site's address for links that leave it (a WhatsApp message). The
 * server's on the first render (passToClient), so hydration agrees; the browser's after a
 * client-side navigation, when nothing is hydrated.
 */
export function useSiteOrigin(): string {
  const pageContext = usePageContext() as { origin?: string } | undefined;
  return pageContext?.origin ?? (typeof window === "undefined" ? "" : window.location.origin);
}
