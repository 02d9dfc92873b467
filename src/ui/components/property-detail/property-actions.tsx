import {
  addToCompare,
  COMPARE_LIMIT,
  removeFromCompare,
  useCompareIds,
} from "../../compare/compare-store.js";
import { useFavouriteToggle } from "../../queries/favourites.js";
import { Button, LinkButton } from "../ui/button.js";

/** Save (the page wording of spec §8) and the compare selection for one property. */
export function PropertyActions({ propertyId }: { propertyId: number }) {
  const { isFavourite, toggle, isPending } = useFavouriteToggle(propertyId, "page");
  const compareIds = useCompareIds();
  const inCompare = compareIds.includes(propertyId);
  const full = compareIds.length >= COMPARE_LIMIT;
  return (
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
          title={full ? `You can compare up to ${COMPARE_LIMIT} properties` : undefined}
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
  );
}
