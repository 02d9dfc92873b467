import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type AuthUser, authUserQuery } from "../queries/auth.js";

/**
 * Puts the session the server already knows into the auth query before the header renders,
 * so the first paint shows the right buttons and the browser makes no /api/auth/user call.
 * `undefined` (client-side navigation) leaves the cache alone.
 */
export function useSeedAuth(seed: AuthUser | null | undefined): void {
  const queryClient = useQueryClient();
  useState(() => {
    if (seed !== undefined && queryClient.getQueryData(authUserQuery.queryKey) === undefined) {
      queryClient.setQueryData(authUserQuery.queryKey, seed);
    }
    return null;
  });
}
