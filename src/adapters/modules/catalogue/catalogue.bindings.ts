import { ContainerModule } from "inversify";
import { bindClass } from "#container/modules/bind.js";
import { TOKENS } from "#container/tokens.js";
import { CatalogueService } from "#modules/catalogue/catalogue.service.js";
import { MoneyService } from "#modules/money/index.js";

/** The catalogue: search, the property page, similar listings and the sitemap. */
export const catalogueBindings = new ContainerModule(({ bind }) => {
  bindClass(bind, CatalogueService, [TOKENS.PropertyRepository, MoneyService, TOKENS.Clock]);
});
