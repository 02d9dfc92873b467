const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks every `everyMs` until `check` holds; fails naming `what` after `timeoutMs`. For what a
 * test can only see by looking (another process's log, a mail sink, another server's answer).
 */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 25,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await wait(everyMs);
  }
}
