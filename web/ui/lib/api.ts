/**
 * The request rules of spec §7 and §8 for every client call: cookies always sent, a JSON
 * content-type only when there is a body, and a failed answer throws 'STATUS: body'
 * (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The error of a failed answer: 'STATUS: body', with the body parsed when it is JSON. */
export function apiErrorOf(status: number, text: string): ApiError {
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a plain-text body stays text
  }
  return new ApiError(status, `${status}: ${text}`, body);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw apiErrorOf(res.status, (await res.text()) || res.statusText);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const isForm = typeof FormData !== "undefined" && data instanceof FormData;
  const res = await fetch(url, {
    method,
    // FormData sets its own multipart content-type, with the boundary.
    headers: data !== undefined && !isForm ? { "Content-Type": "application/json" } : {},
    body: data === undefined ? undefined : isForm ? data : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** The default read of spec §7: GET the URL and parse JSON; a 401 throws like any failure. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: "include" });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** Spec §5: an unauthorised error is one whose message starts '401: ' and mentions Unauthorized. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}

/** The field messages of a 400 answer ({errors: {field: [messages]}}), for forms to show. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (error instanceof ApiError && typeof error.body === "object" && error.body !== null) {
    const errors = (error.body as { errors?: unknown }).errors;
    if (errors && typeof errors === "object") return errors as Record<string, string[]>;
  }
  return {};
}
