/** The favourites module's public surface: what code outside it may import (decision 97). */
export { FavouritesService } from "./favourites.service.js";
