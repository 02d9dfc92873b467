import { ApiError } from "../../lib/api.js";
import { EmptyState, Skeleton } from "./card.js";

/**
 * An item's page that could not be shown, after a client-side navigation (the server answers a
 * missing one with its 404 page): "Not found" for a 404, "Something went wrong" for the rest,
 * each with the way back to the list.
 */
export function ItemLoadFailed({
  error,
  notFound,
  failed,
  browse,
}: {
  error: unknown;
  notFound: { title: string; text: string };
  failed: string;
  browse: { href: string; label: string };
}) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <EmptyState
        title={missing ? notFound.title : "Something went wrong"}
        text={missing ? notFound.text : failed}
      >
        <a href={browse.href} className="font-semibold text-brand-700 underline">
          {browse.label}
        </a>
      </EmptyState>
    </div>
  );
}

/** An item's page while its data loads: one placeholder of the page's first block. */
export function ItemLoading({ width, block }: { width: string; block: string }) {
  return (
    <div className={`mx-auto ${width} px-4 py-8`} aria-busy="true">
      <Skeleton className={block} />
    </div>
  );
}
