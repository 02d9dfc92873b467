/**
 * The time the server rendered a page at (its data's `now`), so that slot pickers hydrate with
 * the slots the server wrote; after a client-side navigation there is no server render: now.
 */
export function renderedAt(data: unknown): Date {
  const now = (data as { now?: unknown } | undefined)?.now;
  return typeof now === "string" ? new Date(now) : new Date();
}
