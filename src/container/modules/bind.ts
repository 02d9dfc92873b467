import type {
  Bind,
  MapToResolvedValueInjectOptions,
  Newable,
  ResolutionContext,
  ServiceIdentifier,
} from "inversify";
import type { DbContext } from "../../adapters/persistence/db-context.js";
import type { AppConfig } from "../../config.js";
import { TOKENS } from "../tokens.js";

/**
 * Binds a class (a service of src/modules) to itself, built from what `deps` resolve to, in
 * constructor order. The services carry no decorators (the domain does not know Inversify), so
 * this list is where their parameters are named; its length and its class entries are type-checked.
 */
export function bindClass<T, A extends unknown[]>(
  bind: Bind,
  Class: Newable<T, A>,
  deps: MapToResolvedValueInjectOptions<A>,
): void {
  bind<T>(Class as ServiceIdentifier<T>).toResolvedValue((...args: A) => new Class(...args), deps);
}

/** An adapter that needs only the database context: most repositories and read models. */
export const onDb =
  <T>(Adapter: new (db: DbContext) => T) =>
  (r: ResolutionContext): T =>
    new Adapter(r.get<DbContext>(TOKENS.Db));

/** A module's config object: the part of the application's configuration it reads. */
export const fromConfig =
  <T>(pick: (config: AppConfig) => T) =>
  (r: ResolutionContext): T =>
    pick(r.get<AppConfig>(TOKENS.Config));
