import type { HTMLAttributes } from "react";
import { cn } from "./cn.js";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn("rounded-xl border border-gray-200 bg-white shadow-sm", className)}
      {...props}
    />
  );
}

type Tone =
  | "default"
  | "secondary"
  | "destructive"
  | "success"
  | "gold"
  | "blue"
  | "yellow"
  | "green"
  | "gray";
const TONES: Record<Tone, string> = {
  default: "bg-brand-700 text-white",
  secondary: "bg-gray-200 text-ink",
  destructive: "bg-danger text-white",
  success: "bg-green-700 text-white",
  gold: "bg-gold-400 text-ink",
  blue: "bg-blue-100 text-blue-800",
  yellow: "bg-yellow-100 text-yellow-800",
  green: "bg-green-100 text-green-800",
  gray: "bg-gray-100 text-gray-700",
};

export function Badge({
  tone = "default",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

/** A grey placeholder block while data loads (spec §2 skeletons). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-gray-200", className)} />
  );
}

/** An empty state with its exact heading (spec §8 empty states). */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-ink">{title}</h2>
      {text ? <p className="text-muted">{text}</p> : null}
      {children}
    </div>
  );
}
