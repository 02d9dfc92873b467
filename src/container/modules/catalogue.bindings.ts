import { ContainerModule } from "inversify";
import { CatalogueService } from "../../modules/catalogue/catalogue.service.js";
import { MoneyService } from "../../modules/money/money.service.js";
import { TOKENS } from "../tokens.js";
import { bindClass } from "./bind.js";

/** The catalogue: search, the property page, similar listings and the sitemap. */
export const catalogueBindings = new ContainerModule(({ bind }) => {
  bindClass(bind, CatalogueService, [TOKENS.PropertyRepository, MoneyService, TOKENS.Clock]);
});
