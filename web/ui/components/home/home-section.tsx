import type { ReactNode } from "react";
import { cn } from "../ui/cn.js";

/** One titled band of the home page; the id is its anchor (the calculator's is 'mortgage'). */
export function HomeSection({
  id,
  title,
  intro,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn("px-4 py-12 sm:py-16", className)}
    >
      <div className="mx-auto max-w-7xl">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink sm:text-3xl">
              {title}
            </h2>
            {intro ? <p className="mt-2 text-muted">{intro}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A "View all" link beside a section title. */
export function ViewAll({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
      {children} <span aria-hidden="true">→</span>
    </a>
  );
}
