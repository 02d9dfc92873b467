import {
  addToCompare,
  COMPARE_LIMIT,
  removeFromCompare,
  useCompareIds,
} from "../../compare/compare-store.js";
import { useFavouriteToggle } from "../../queries/favourites.js";
import { Button, LinkButton } from "../ui/button.js";

const HINT_ID = "compare-limit-hint";

/** Save (the page wording of spec §8) and the compare selection for one property. */
export function PropertyActions({ propertyId }: { propertyId: number }) {
  const { isFavourite, toggle, isPending } = useFavouriteToggle(propertyId, "page");
  const compareIds = useCompareIds();
  const inCompare = compareIds.includes(propertyId);
  const full = !inCompare && compareIds.length >= COMPARE_LIMIT;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          variant={isFavourite ? "primary" : "outline"}
          aria-pressed={isFavourite}
          onClick={toggle}
          disabled={isPending}
        >
          {isFavourite ? "Saved" : "Save"}
        </Button>
        {inCompare ? (
          <Button variant="ghost" onClick={() => removeFromCompare(propertyId)}>
            Remove from Compare
          </Button>
        ) : (
          <Button
            variant="ghost"
            onClick={() => addToCompare(propertyId)}
            disabled={full}
            aria-describedby={full ? HINT_ID : undefined}
          >
            Add to Compare
          </Button>
        )}
        {compareIds.length > 0 ? (
          <LinkButton variant="ghost" href="/compare">
            {`Compare (${compareIds.length})`}
          </LinkButton>
        ) : null}
      </div>
      {full ? (
        <p id={HINT_ID} className="text-sm text-muted">
          {`You can compare up to ${COMPARE_LIMIT} properties. Remove one on the `}
          <a href="/compare" className="font-semibold text-brand-700 underline">
            compare page
          </a>{" "}
          to add this one.
        </p>
      ) : null}
    </div>
  );
}
