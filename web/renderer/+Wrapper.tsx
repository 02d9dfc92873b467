import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import queryClientConfig from "./query-client-config.js";

/** The browser's one client: it outlives a client-side navigation, and so does what it holds. */
let browserClient: QueryClient | undefined;

/**
 * React Query for every page, without streaming its cache into the HTML (decision 66): a page's
 * server answers reach the browser once, as its seeds (decision 9), and the session as
 * `authUser`; the queries start from them there as they did here, so a second copy of them as
 * dehydrated cache would only be rendered, serialised and sent twice.
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  const [client] = useState(() => {
    if (typeof window === "undefined") return new QueryClient(queryClientConfig);
    browserClient ??= new QueryClient(queryClientConfig);
    return browserClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
