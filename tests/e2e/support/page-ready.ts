import type { Locator, Page } from "playwright-core";

/**
 * Waits until React has hydrated the page: typing into a server-rendered field before then is
 * lost. React marks every element it owns with a `__reactFiber$…` key; the main landmark is
 * rendered by the layout, so its key appears once the whole tree is hydrated.
 */
export async function waitForHydration(target: Page | Locator): Promise<void> {
  const page = "page" in target ? target.page() : target;
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** Goes to a path and waits until the page is interactive. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * The toast (Radix renders each as a status) that carries these texts. Waiting for all of them
 * at once matters: a toast leaves after 5 s, and a loaded machine has let it go between a wait
 * for its title and a read of its description.
 */
export function toastWith(page: Page, text: string, ...more: string[]): Locator {
  let toast = page.getByRole("status").filter({ hasText: text });
  for (const also of more) toast = toast.filter({ hasText: also });
  return toast.first();
}

/**
 * Sign-in and navigation requests a journey expects to be refused still log "Failed to load
 * resource" in the console; everything else is a real problem.
 */
export function unexpectedProblems(problems: string[], allowedStatus: number): string[] {
  return problems.filter(
    (p) =>
      !p.includes(
        `Failed to load resource: the server responded with a status of ${allowedStatus}`,
      ),
  );
}

/** Retries a check until it passes or the time is up, then throws its last failure. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
