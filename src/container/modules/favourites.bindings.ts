import { ContainerModule } from "inversify";
import { SqlFavouriteRepository } from "../../adapters/persistence/repositories/sql-favourite.repository.js";
import { FavouritesService } from "../../modules/favourites/favourites.service.js";
import { MoneyService } from "../../modules/money/money.service.js";
import { TOKENS } from "../tokens.js";
import { bindClass, onDb } from "./bind.js";

/** Favourites: a user's saved listings. */
export const favouritesBindings = new ContainerModule(({ bind }) => {
  bind(TOKENS.FavouriteRepository).toDynamicValue(onDb(SqlFavouriteRepository));
  bindClass(bind, FavouritesService, [TOKENS.FavouriteRepository, MoneyService]);
});
