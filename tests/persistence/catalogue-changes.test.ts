import { ListeningCatalogueChanges } from "#adapters/persistence/catalogue-changes.js";
import { CATALOGUE_CHANNEL } from "#adapters/persistence/catalogue-channel.js";
import { CATALOGUE_CHANNEL as MIGRATION_CHANNEL } from "#migrations/1764050000000-catalogue-changes.js";
import { freePort } from "../../bench/processes.js";

const quiet = { info() {}, warn() {}, error() {} };

describe("ListeningCatalogueChanges (decision 22)", () => {
  it("is not live while it cannot listen, and tells its subscribers a change may have been missed", async () => {
    // Nothing listens there: connecting is refused at once.
    const port = await freePort();
    const changes = new ListeningCatalogueChanges({
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      probe: async () => undefined,
      logger: quiet,
      retryMs: 60_000,
    });
    expect(changes.state).toBe("idle");
    let heard = 0;
    changes.subscribe(() => {
      heard += 1;
    });
    await changes.ready();
    expect(changes.live).toBe(false);
    expect(changes.state).toBe("down");
    expect(heard).toBe(1);
    await changes.close();
  });
});

describe("the catalogue channel", () => {
  it("is the one the migration's trigger notifies (the app keeps its own copy, decision 47)", () => {
    expect(CATALOGUE_CHANNEL).toBe(MIGRATION_CHANNEL);
  });
});
