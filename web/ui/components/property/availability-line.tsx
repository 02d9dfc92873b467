import {
  type AvailabilitySignal,
  availabilityLine,
} from "#modules/listings/listing-availability.js";
import { cn } from "../ui/cn.js";

/**
 * "Availability confirmed 2 days ago" (green) or "Not confirmed recently" (amber), on the card
 * and the listing's page (decision 101). The days come counted from the server. Its text size
 * is the caller's (`className`).
 */
export function AvailabilityLine({
  signal,
  className,
}: {
  signal: AvailabilitySignal;
  className?: string;
}) {
  const line = availabilityLine(signal);
  if (!line || !signal) return null;
  const confirmed = signal.state === "confirmed";
  return (
    <p
      className={cn(
        "flex items-center gap-1.5 font-medium",
        confirmed ? "text-green-800" : "text-amber-800",
        className,
      )}
    >
      <span aria-hidden="true">{confirmed ? "✓" : "!"}</span>
      {line}
    </p>
  );
}
