import type { Services } from "../../src/container/services.js";
import type { Actor } from "../../src/shared/actor.js";
import type { AuthUser } from "../ui/queries/auth.js";

// What the Koa page renderer hands to every server-side hook (src/adapters/http/page-renderer.ts).
// Declared on PageContextServer, not PageContext: neither field is in passToClient, so the
// services never reach the browser and client code must not be typed as if they did.
declare global {
  namespace Vike {
    interface PageContextServer {
      services: Services;
      /**
       * Who is asking, from the server-side session (decisions 8 and 42): hooks pass it to the
       * services, which decide what it may see; the browser's own belief opens nothing.
       */
      actor: Actor;
      /**
       * The answer GET `url` would give this actor, read through the table the /api routers are
       * made from (decision 46); throws what the API would turn into an error status, and a
       * DatabaseUnavailableError (code DATABASE_UNAVAILABLE) when the database cannot be reached.
       */
      readApi(url: string): Promise<unknown>;
      /** "https://ofie.com.gh": absolute links for Open Graph and JSON-LD. */
      origin: string;
      /**
       * The page's own markup, which +onAfterRenderHtml.ts took out of the document for the
       * server to put back in PAGE_BODY_SLOT's place (decision 105).
       */
      pageBodyHtml?: string;
    }
    interface PageContext {
      /** Data saver as the server read it (cookie, else Save-Data); the layout keeps it after. */
      dataSaver?: boolean;
      /** Set by +onCreatePageContext.ssr.ts on the first render only (passToClient); undefined after client navigation. */
      authUser?: AuthUser | null;
      /** When the server rendered the first page (ISO); the footer's year and the welcome read it. */
      renderedAt?: string;
    }
  }
}
