/**
 * Whether `work` succeeds within timeoutMs: false when it fails or is late (late work is not
 * stopped, only no longer waited for). Never throws: for readiness checks and probes.
 */
export async function answersWithin(work: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
