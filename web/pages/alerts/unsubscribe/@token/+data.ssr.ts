// https://vike.dev/data — the page is only reached by full loads (the mail's link, the form's redirect).
import type { PageContextServer } from "vike/types";
import { isNotFound } from "#shared/errors.js";

export type UnsubscribeData =
  | { valid: true; token: string; name: string; active: boolean }
  | { valid: false };

export async function data({ services, routeParams }: PageContextServer): Promise<UnsubscribeData> {
  const token = routeParams.token ?? "";
  try {
    return { valid: true, token, ...(await services.alerts.findUnsubscribe(token)) };
  } catch (error) {
    if (isNotFound(error)) return { valid: false };
    throw error;
  }
}
