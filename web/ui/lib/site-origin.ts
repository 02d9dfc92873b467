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

/** `url` as an absolute address: a path on the site, or as it is (a photo from S3_PUBLIC_URL). */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}
