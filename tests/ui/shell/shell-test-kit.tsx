import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import queryClientConfig from "#web/renderer/query-client-config.js";
import { type AuthUser, authUserQuery } from "#web/ui/queries/auth.js";

export const AMA: AuthUser = {
  id: 7,
  email: "ama.mensah@example.com",
  firstName: "Ama",
  lastName: "Mensah",
  profileImageUrl: null,
  createdAt: "2026-11-01T09:00:00.000Z",
  emailVerified: true,
  pendingEmail: null,
};

/** The app's own QueryClient settings, with the session known (a user or null) or left to load. */
export function renderWithSession(
  ui: ReactElement,
  session: AuthUser | null | "unknown",
  cached: Record<string, unknown> = {},
): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient(queryClientConfig);
  if (session !== "unknown") queryClient.setQueryData(authUserQuery.queryKey, session);
  // Other answers already in the cache, by their URL key (as a server-seeded page has them).
  for (const [url, data] of Object.entries(cached)) queryClient.setQueryData([url], data);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
  return { ...result, queryClient };
}

/** jsdom has neither fetch nor scrolling; links must not try to navigate. */
export function stubBrowser(): { scrollTo: jest.Mock } {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  document.addEventListener("click", preventNavigation);
  return { scrollTo };
}

export function unstubBrowser(): void {
  document.removeEventListener("click", preventNavigation);
}

function preventNavigation(event: MouseEvent) {
  if ((event.target as Element | null)?.closest("a[href], form button")) event.preventDefault();
}

export function jsonResponse(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? "Unauthorized" : "OK",
    text: async () => text,
    json: async () => JSON.parse(text),
  };
}

/** A server stand-in that answers by method and URL and records what it was asked. */
export function fakeServer(
  routes: Record<string, () => ReturnType<typeof jsonResponse>>,
): jest.Mock {
  const fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const route = routes[`${init?.method ?? "GET"} ${url}`];
    if (!route) throw new Error(`unexpected request ${init?.method ?? "GET"} ${url}`);
    return route();
  });
  (globalThis as { fetch: unknown }).fetch = fetch;
  return fetch;
}

export function mockFetch(...responses: ReturnType<typeof jsonResponse>[]): jest.Mock {
  const mock = jest.fn();
  for (const response of responses) mock.mockResolvedValueOnce(response);
  (globalThis as { fetch: unknown }).fetch = mock;
  return mock;
}
