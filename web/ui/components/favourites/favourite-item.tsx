import type { Favourite } from "#modules/favourites/favourites.types.js";
import { listingPlace } from "#modules/listings/listing-place.js";
import { formatDate, formatListingPrice } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { useRemoveFavourite } from "../../queries/favourites.js";
import { Photo } from "../photo/photo.js";
import { coverImage } from "../property/property-image.js";
import { Button } from "../ui/button.js";
import { Card } from "../ui/card.js";

/**
 * A saved property: its price in full with a rent's period (only a million or more is shortened,
 * decision 90), and a remove button. On a phone the button sits under the text, so the title
 * keeps the card's width rather than a word per line.
 */
export function FavouriteItem({ favourite }: { favourite: Json<Favourite> }) {
  const remove = useRemoveFavourite();
  const p = favourite.property;
  return (
    <Card className="flex gap-3 overflow-hidden p-3 sm:gap-4">
      <Photo
        sizes="128px"
        maxWidth={320}
        src={coverImage(p.images)}
        alt=""
        width={160}
        height={120}
        className="h-20 w-24 shrink-0 rounded-lg object-cover sm:h-24 sm:w-32"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <a
          href={`/properties/${p.id}`}
          className="font-semibold break-words text-ink hover:underline"
        >
          {p.title}
        </a>
        <p className="text-sm text-muted">{listingPlace(p)}</p>
        <p className="font-bold text-brand-800">{formatListingPrice(p, { short: true })}</p>
        <p className="text-xs text-muted">Saved {formatDate(favourite.createdAt)}</p>
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => remove.mutate(p.id)}
          disabled={remove.isPending}
          aria-label={`Remove ${p.title} from favorites`}
        >
          Remove
        </Button>
      </div>
    </Card>
  );
}
