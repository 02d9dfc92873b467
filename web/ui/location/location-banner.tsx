import { Button } from "../components/ui/button.js";
import { cn } from "../components/ui/cn.js";
import type { LocationInfo } from "./detect-location.js";
import { useUserLocation } from "./use-user-location.js";

/** Spec §8 banner failure text. */
export const LOCATION_FAILED_TEXT = "Unable to detect location. Showing all Ghana properties.";

type BannerProps = LocationInfo & { refresh: () => void };

/** Spec §2 location banner: detecting, failed (retry), outside Ghana, or located (refresh). */
export function LocationBanner() {
  return <LocationBannerView {...useUserLocation()} />;
}

export function LocationBannerView({
  isLoading,
  error,
  isInGhana,
  city,
  region,
  refresh,
}: BannerProps) {
  const state = isLoading ? "detecting" : error ? "failed" : isInGhana ? "located" : "outside";
  return (
    <div
      role="status"
      aria-live="polite"
      data-state={state}
      className={cn(
        "flex min-h-14 flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border px-4 py-3 text-sm",
        state === "failed" ? "border-gold-400 bg-gold-400/10" : "border-brand-100 bg-brand-50",
      )}
    >
      <PinIcon />
      {state === "detecting" ? <p className="text-muted">Detecting your location…</p> : null}
      {state === "failed" ? (
        <>
          <div className="flex-1">
            <p className="font-medium text-ink">{LOCATION_FAILED_TEXT}</p>
            {error ? <p className="text-xs text-muted">{error}</p> : null}
          </div>
          <Button variant="outline" size="sm" onClick={refresh}>
            Try again
          </Button>
        </>
      ) : null}
      {state === "outside" ? (
        <div className="flex-1">
          <p className="font-medium text-ink">Welcome, international visitor!</p>
          <p className="text-muted">
            You are browsing from outside Ghana, so we are showing properties from all over Ghana.
            Buying from abroad? Work with a verified agent and have a search done at the Lands
            Commission before you pay.
          </p>
        </div>
      ) : null}
      {state === "located" ? (
        <>
          <p className="flex-1 text-ink">
            <span className="text-muted">Your location: </span>
            <strong>{`${city}, ${region}`}</strong>{" "}
            <a
              href={`/properties?region=${encodeURIComponent(region)}`}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {`See properties in ${region}`}
            </a>
          </p>
          <Button variant="ghost" size="sm" onClick={refresh} aria-label="Refresh location">
            <RefreshIcon />
            Refresh
          </Button>
        </>
      ) : null}
    </div>
  );
}

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0 fill-brand-700">
      <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
    </svg>
  );
}

function RefreshIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 fill-none stroke-current stroke-2"
    >
      <path d="M20 11a8 8 0 1 0-2.34 5.66M20 4v7h-7" />
    </svg>
  );
}
