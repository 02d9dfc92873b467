import { RequireSignIn } from "../../ui/auth/require-sign-in.js";
import { FavouriteItem } from "../../ui/components/favourites/favourite-item.js";
import { LinkButton } from "../../ui/components/ui/button.js";
import { EmptyState, Skeleton } from "../../ui/components/ui/card.js";
import { useFavourites } from "../../ui/queries/favourites.js";

function FavouritesList() {
  const { data: favourites } = useFavourites();
  if (!favourites) return <Skeleton className="h-32 w-full" />;
  if (favourites.length === 0) {
    return (
      <EmptyState title="No Favorites Yet" text="Tap the heart on a property to keep it here.">
        <LinkButton href="/properties">Browse properties</LinkButton>
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {favourites.map((f) => (
        <li key={f.id}>
          <FavouriteItem favourite={f} />
        </li>
      ))}
    </ul>
  );
}

export default function Page() {
  return (
    <RequireSignIn path="/favorites">
      <div className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="mb-6 text-3xl font-bold text-ink">My Favorites</h1>
        <FavouritesList />
      </div>
    </RequireSignIn>
  );
}
