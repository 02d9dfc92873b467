import { ContainerModule } from "inversify";
import { bindClass, onDb } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { FavouritesService } from "#modules/favourites/favourites.service.js";
import { MoneyService } from "#modules/money/index.js";
import { SqlFavouriteRepository } from "./sql-favourite.repository.js";

/** Favourites: a user's saved listings. */
export const favouritesBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.FavouriteRepository).toDynamicValue(onDb(SqlFavouriteRepository));
  bindClass(bind, FavouritesService, [TOKENS.FavouriteRepository, MoneyService]);
});
