/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import queryClientConfig from "#web/renderer/query-client-config.js";
import { HomePage } from "#web/ui/components/home/home-page.js";
import { authUserQuery } from "#web/ui/queries/auth.js";
import {
  FEATURED_AGENTS_URL,
  FEATURED_PROPERTIES_URL,
  LATEST_POSTS_URL,
} from "#web/ui/queries/home.js";
import { installGeolocation, KUMASI } from "../location/geolocation.fakes.js";

// Vike's client router only loads as ES modules, which this jest setup does not run; the hero's
// navigation is covered by the hero search's own test.
jest.mock("vike/client/router", () => ({ navigate: jest.fn() }));

const seeds = {
  [FEATURED_PROPERTIES_URL]: [],
  [FEATURED_AGENTS_URL]: [],
  [LATEST_POSTS_URL]: [],
};

function withClient(children: ReactNode) {
  const client = new QueryClient(queryClientConfig);
  client.setQueryData(authUserQuery.queryKey, null);
  for (const [url, data] of Object.entries(seeds)) client.setQueryData([url], data);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("HomePage", () => {
  it("hydrates the server's HTML without a mismatch, then resolves the location", async () => {
    installGeolocation(KUMASI);
    localStorage.clear();
    const container = document.createElement("div");
    container.innerHTML = renderToString(withClient(<HomePage />));
    document.body.appendChild(container);
    expect(container.querySelector('[data-state="detecting"]')).not.toBeNull();

    const errors: unknown[] = [];
    const error = jest.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, withClient(<HomePage />), {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    error.mockRestore();
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-state="located"]')?.textContent).toContain(
      "Kumasi, Ashanti",
    );
  });

  it("puts the ten sections in the spec's order", () => {
    const html = renderToString(withClient(<HomePage />));
    const ids = [...html.matchAll(/<section[^>]* id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([
      "search",
      "location",
      "stats",
      "featured-properties",
      "featured-agents",
      "services",
      "market-analysis",
      "latest-posts",
      "mortgage",
      "get-started",
    ]);
  });
});
