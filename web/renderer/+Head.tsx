import { usePageContext } from "vike-react/usePageContext";
import { HOLD_EARLY_SUBMITS } from "../ui/components/ui/early-submits.js";

// https://vike.dev/Head — title, description (and their og: twins), lang and the viewport tag come
// from +config.ts or a page's own +config.ts / useConfig(); this adds what vike-react has no setting for.
// The inline icon spares every page a /favicon.ico request that would only render the 404 page.
// Percent-encoded whole: a data URI may not hold a space or a quote (the Nu HTML Checker's error).
const icon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#006b3f"/><text x="16" y="23" font-size="20" text-anchor="middle" fill="#fcd116" font-family="sans-serif">O</text></svg>',
)}`;

export default function Head() {
  const { cspNonce } = usePageContext();
  return (
    <>
      {/* First in the head, so it is listening before any form can be pressed. */}
      <script
        nonce={cspNonce ?? undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, no user text
        dangerouslySetInnerHTML={{ __html: HOLD_EARLY_SUBMITS }}
      />
      <meta name="theme-color" content="#006b3f" />
      <link rel="icon" href={icon} />
      <meta property="og:site_name" content="Ofie" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_GH" />
    </>
  );
}
