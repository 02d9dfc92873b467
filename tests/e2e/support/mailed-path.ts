import type { BuiltServer } from "../../support/built-server.js";
import { eventually } from "./page-ready.js";

/** The path of the newest link to `prefix` mailed to `email`, read from the server's outbox. */
export async function mailedPath(
  server: BuiltServer,
  email: string,
  prefix: string,
): Promise<string> {
  return eventually(async () => {
    const pattern = new RegExp(`${prefix}[\\w-]{43}`);
    const found = (await server.outboxWithText())
      .filter((m) => m.to === email)
      .map((m) => pattern.exec(m.text)?.[0])
      .filter((path): path is string => path !== undefined);
    expect(found.length).toBeGreaterThan(0);
    return found.at(-1) as string;
  });
}
