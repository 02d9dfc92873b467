import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import queryClientConfig from "#web/renderer/query-client-config.js";
import { type AuthUser, authUserQuery } from "#web/ui/queries/auth.js";
import { dismissToast, type ToastMessage, useToasts } from "#web/ui/toast/toast-store.js";

let shown: ToastMessage[] = [];

// The long forms keep what is typed in the tab's sessionStorage (useFormDraft), which jsdom keeps
// for a whole file: each test starts with no draft left by the one before.
afterEach(() => window.sessionStorage.clear());

/** Shows the toast store as plain text, so a test reads what the Toaster would show. */
function ToastProbe() {
  const toasts = useToasts().filter((t) => t.open);
  shown = toasts;
  return (
    <output data-testid="toasts">
      {toasts.map(
        (t) => `${t.title}${t.description ? ` - ${t.description}` : ""}|${t.variant ?? "default"}`,
      )}
    </output>
  );
}

/**
 * The form with the toast probe, inside the app's QueryClient with the session known: signed
 * out unless a user is given (the forms prefill a signed-in user's name and e-mail).
 */
export function renderWithToasts(ui: ReactElement, session: AuthUser | null = null): RenderResult {
  const queryClient = new QueryClient(queryClientConfig);
  queryClient.setQueryData(authUserQuery.queryKey, session);
  return render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <ToastProbe />
    </QueryClientProvider>,
  );
}

/** Closes what the last test left open: the store lives as long as the test file. */
export function dismissAllToasts(): void {
  act(() => {
    for (const t of shown) dismissToast(t.id);
  });
  shown = [];
}

export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  text: () => Promise<string>;
  json: () => Promise<unknown>;
}

/** jsdom has no fetch: a minimal Response for the fields src/ui/lib/api.ts reads. */
export function fakeResponse(status: number, body: unknown = {}): FakeResponse {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status >= 400 ? "Bad Request" : "OK",
    text: async () => text,
    json: async () => JSON.parse(text),
  };
}

export type FetchMock = jest.Mock<Promise<FakeResponse>, [string, RequestInit?]>;

export function mockFetch(...responses: FakeResponse[]): FetchMock {
  const mock: FetchMock = jest.fn();
  for (const response of responses) mock.mockResolvedValueOnce(response);
  (globalThis as { fetch: unknown }).fetch = mock;
  return mock;
}

/** A fetch that stays pending until released, to see the "while pending" button text. */
export function pendingFetch(response: FakeResponse): { mock: FetchMock; release: () => void } {
  let release = () => {};
  const mock: FetchMock = jest.fn(
    (_url: string, _init?: RequestInit) =>
      new Promise<FakeResponse>((resolve) => {
        release = () => resolve(response);
      }),
  );
  (globalThis as { fetch: unknown }).fetch = mock;
  return { mock, release: () => release() };
}

/** The body of the n-th request, which a multipart form sends as FormData. */
export function sentFormData(fetch: FetchMock, call = 0): FormData {
  const body = fetch.mock.calls[call]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error("the request body is not FormData");
  return body;
}

/**
 * Puts text into a field as one paste: one input event rather than one per key, each of which
 * re-renders the whole form and writes its draft (the long forms' tests spent most of their time
 * typing). Tests of what happens key by key use `user.type`.
 */
export async function enter(
  user: { click(element: Element): Promise<void>; paste(text: string): Promise<void> },
  field: HTMLElement,
  text: string,
): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
