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

/**
 * The promise's value, or a failure naming `what` after `timeoutMs`: a wait that jest's own
 * timeout would end says only which hook ran too long, not what it was waiting for.
 */
export async function within<T>(what: string, promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
