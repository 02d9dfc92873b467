/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import queryClientConfig from "#web/renderer/query-client-config.js";
import {
  displayName,
  LOGIN_REDIRECT_DELAY_MS,
  loginPath,
  redirectToLogin,
} from "#web/ui/auth/use-auth.js";
import { authUserQuery } from "#web/ui/queries/auth.js";
import { dismissToast, useToasts } from "#web/ui/toast/toast-store.js";

describe("auth helpers", () => {
  it("asks GET /api/auth/user once, under its URL as the query key", () => {
    expect(authUserQuery.queryKey).toEqual(["/api/auth/user"]);
    expect(authUserQuery.retry).toBe(false);
  });

  it("sets the spec §9 query defaults for the whole app", () => {
    expect(queryClientConfig.defaultOptions).toEqual({
      queries: {
        retry: false,
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    });
  });

  it("welcomes by first name, else as User", () => {
    expect(displayName({ firstName: "Kofi" })).toBe("Kofi");
    expect(displayName({ firstName: null })).toBe("User");
    expect(displayName({ firstName: "  " })).toBe("User");
    expect(displayName(null)).toBe("User");
  });

  it("sends the visitor to sign in with the page they were on", () => {
    window.history.pushState({}, "", "/favorites?sort=newest");
    expect(loginPath()).toBe("/api/login?returnTo=%2Ffavorites%3Fsort%3Dnewest");
    expect(loginPath("/profile")).toBe("/api/login?returnTo=%2Fprofile");
  });

  it("shows the toast at once and leaves 500 ms before going to sign in", () => {
    jest.useFakeTimers();
    const timeout = jest.spyOn(globalThis, "setTimeout");
    try {
      const { result } = renderHook(() => useToasts());
      act(() => {
        redirectToLogin({
          title: "Unauthorized",
          description: "You are logged out. Logging in again...",
          variant: "destructive",
        });
      });
      expect(result.current.map((t) => t.title)).toEqual(["Unauthorized"]);
      expect(LOGIN_REDIRECT_DELAY_MS).toBe(500);
      expect(timeout).toHaveBeenCalledWith(expect.any(Function), 500);
      act(() => {
        for (const t of result.current) dismissToast(t.id);
      });
    } finally {
      timeout.mockRestore();
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });
});
