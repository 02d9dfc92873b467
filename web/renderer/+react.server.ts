// https://vike.dev/react-setting — React's own inline scripts (the `$RC` that reveals a streamed
// Suspense boundary) carry the request's CSP nonce too; Vike adds it to its own.
import type { Config, PageContextServer } from "vike/types";

const react: Config["react"] = (pageContext) => ({
  renderToStreamOptions: {
    // A .server file: the page context here is always the server's.
    streamOptions: { nonce: (pageContext as PageContextServer).cspNonce ?? undefined },
  },
});

export default react;
