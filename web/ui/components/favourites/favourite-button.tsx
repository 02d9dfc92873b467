import {
  type FavouriteState,
  useFavouriteState,
  useFavouriteToggleIn,
} from "../../queries/favourites.js";
import { cn } from "../ui/cn.js";
import { useSharedFavouriteState } from "./favourite-state.js";

interface Props {
  propertyId: number;
  title: string;
}

/** The heart on a card: a real toggle button whose pressed state is the user's saved state. */
export function FavouriteButton(props: Props) {
  const shared = useSharedFavouriteState();
  return shared ? <Heart {...props} state={shared} /> : <OwnStateHeart {...props} />;
}

/** A card outside a list reads the session and the saved list itself. */
function OwnStateHeart(props: Props) {
  return <Heart {...props} state={useFavouriteState()} />;
}

function Heart({ propertyId, title, state }: Props & { state: FavouriteState }) {
  const { isFavourite, toggle, isPending } = useFavouriteToggleIn(state, propertyId, "card");
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={isPending}
      aria-pressed={isFavourite}
      aria-label={isFavourite ? `Remove ${title} from favorites` : `Save ${title} to favorites`}
      className={cn(
        "flex h-11 w-11 items-center justify-center rounded-full bg-white/90 shadow transition-colors hover:bg-white",
        isFavourite ? "text-danger" : "text-ink",
      )}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.2 4.2 2.4.7-1.2 2.1-2.4 4.2-2.4 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
          fill={isFavourite ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
