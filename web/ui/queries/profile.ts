import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../lib/api.js";
import { type AuthUser, authUserQuery } from "./auth.js";

export const PROFILE_URL = "/api/profile";

export type ProfileValues = Pick<AuthUser, "email"> & { firstName: string; lastName: string };

/** Spec §8 toasts of the profile's Save. */
export const PROFILE_UPDATED = { title: "Profile Updated" };
export const PROFILE_FAILED = {
  title: "Failed to update profile. Please try again.",
  variant: "destructive" as const,
};

/**
 * Spec §7: PUT /api/profile with firstName, lastName and email, then GET /api/auth/user again,
 * so the header's 'Welcome, {first name}' and the page show what the server now holds.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => apiRequest("PUT", PROFILE_URL, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey }),
  });
}
