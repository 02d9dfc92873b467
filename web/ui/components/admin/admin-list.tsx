import type { ReactNode } from "react";
import { Card, Skeleton } from "../ui/card.js";

/**
 * A titled admin list: a skeleton until its read answers, the spec's empty text when there is
 * nothing, otherwise one item per row.
 */
export function AdminList<T>({
  title,
  items,
  empty,
  children,
}: {
  title: string;
  items: T[] | undefined;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Card className="p-5">
      <h2 className="mb-4 text-lg font-semibold text-ink">{title}</h2>
      {items === undefined ? (
        <Skeleton className="h-24 w-full" />
      ) : items.length === 0 ? (
        <p className="py-8 text-center text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200">{items.map(children)}</ul>
      )}
    </Card>
  );
}
