import { Button } from "./button.js";
import { cn } from "./cn.js";

export interface PagerProps {
  /** Names the navigation for screen readers ("Lead pages"). */
  label: string;
  page: number;
  /** How many items in all, and how many a page holds: the page count is derived from them. */
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The two buttons' words: "Previous"/"Next", or "Newer"/"Older" for a log. */
  back?: string;
  forward?: string;
  className?: string;
}

/** "Page x of y" between a back and a forward button, for a list paged on the server. */
export function Pager({
  label,
  page,
  total,
  pageSize,
  onPage,
  back = "Previous",
  forward = "Next",
  className,
}: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={label}
      className={cn("mt-4 flex flex-wrap items-center justify-between gap-2", className)}
    >
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {back}
      </Button>
      <p className="text-sm text-muted" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {forward}
      </Button>
    </nav>
  );
}
