import type { Browser, Page, Response } from "playwright-core";

/** Issue 17's phone: 360 px wide at DPR 2, where a card's 640 and the main photo's 1024 are chosen. */
export const PHONE_AT_DPR_2 = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
} as const;

/** Chrome's network emulation (not Lighthouse's simulation): every byte really waits its turn. */
export const SIMULATED_3G = { latencyMs: 150, downKbps: 750, upKbps: 250 } as const;
export const SIMULATED_3G_TEXT = `simulated 3G (Chrome network emulation: ${SIMULATED_3G.latencyMs} ms latency, ${SIMULATED_3G.downKbps} kbit/s down, ${SIMULATED_3G.upKbps} kbit/s up)`;

export interface ImageBytes {
  url: string;
  bytes: number;
}

export interface ImageWeight {
  page: string;
  /** Every image response of the first load, in the order they arrived. */
  images: ImageBytes[];
  totalBytes: number;
  /** The image the browser took as its largest contentful paint; null when that was text. */
  main: ImageBytes | null;
  /** Navigation start to the load event, in ms. */
  loadMs: number;
  /**
   * Navigation start to the end of the last image counted, in ms: the load event does not wait
   * for lazy photos, which a phone on 3G starts late, yet a visitor waits for the cards' photos.
   */
  imagesDoneMs: number;
}

/**
 * The image bytes a page costs on first load: body lengths of the image responses until the
 * network is idle, without scrolling, so lazy photos below the fold are rightly not counted.
 * The page's context should be fresh (an empty cache) for the bytes to be a first visit's.
 */
export async function measureImages(
  page: Page,
  url: string,
  { network = "unthrottled" }: { network?: "3g" | "unthrottled" } = {},
): Promise<ImageWeight> {
  const bodies: Promise<ImageBytes | null>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "image") return;
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: body.length }),
        // A response whose page went away (a redirect) has no body to count.
        () => null,
      ),
    );
  };
  if (network === "3g") await emulate3g(page);
  page.on("response", onResponse);
  try {
    // A 4 MB photo on 3G takes most of a minute: the default 30 s would end the measurement.
    await page.goto(url, { waitUntil: "load", timeout: 300_000 });
    await page.waitForLoadState("networkidle", { timeout: 300_000 });
    // Lazy photos start after the load event: on a starved CPU the network can be idle for
    // half a second before they do. The photos in view are what a visitor waits for.
    await page.waitForFunction(photosInViewLoaded, undefined, { timeout: 300_000 });
    await page.waitForLoadState("networkidle", { timeout: 300_000 });
  } finally {
    page.off("response", onResponse);
  }
  const images = (await Promise.all(bodies)).filter((i): i is ImageBytes => i !== null);
  const { loadMs, lcpUrl, imagesDoneMs } = await page.evaluate(
    readTimings,
    images.map((i) => i.url),
  );
  const main = lcpUrl ? (images.find((i) => i.url === lcpUrl) ?? null) : null;
  return {
    page: new URL(url).pathname,
    images,
    totalBytes: images.reduce((sum, i) => sum + i.bytes, 0),
    main,
    loadMs,
    imagesDoneMs: Math.max(loadMs, imagesDoneMs),
  };
}

/** measureImages in a context of its own (so nothing is cached yet) on the 360 px phone. */
export async function measureOnPhone(
  browser: Browser,
  url: string,
  network: "3g" | "unthrottled" = "unthrottled",
): Promise<ImageWeight> {
  const context = await browser.newContext(PHONE_AT_DPR_2);
  try {
    return await measureImages(await context.newPage(), url, { network });
  } finally {
    await context.close();
  }
}

async function emulate3g(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SIMULATED_3G.latencyMs,
    downloadThroughput: (SIMULATED_3G.downKbps * 1000) / 8,
    uploadThroughput: (SIMULATED_3G.upKbps * 1000) / 8,
  });
}

/** In the page: every photo at least partly in the first viewport has arrived (or failed). */
function photosInViewLoaded(): boolean {
  return [...document.images]
    .filter((img) => {
      const box = img.getBoundingClientRect();
      return box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
    })
    .every((img) => img.complete);
}

interface Timings {
  loadMs: number;
  imagesDoneMs: number;
  lcpUrl: string | null;
}

/** In the page: the load event, the last image's end and the LCP image (entries are buffered). */
function readTimings(imageUrls: string[]): Promise<Timings> {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  const loadMs = Math.round(navigation?.loadEventStart ?? 0);
  const ends = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((entry) => imageUrls.includes(entry.name))
    .map((entry) => entry.responseEnd);
  const imagesDoneMs = Math.round(Math.max(0, ...ends));
  return new Promise((resolve) => {
    const done = (lcpUrl: string | null) => resolve({ loadMs, imagesDoneMs, lcpUrl });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { url?: string }) | undefined;
      done(last?.url || null);
    }).observe({ type: "largest-contentful-paint", buffered: true });
    // No entry at all (nothing painted yet) must not hang the measurement.
    setTimeout(() => done(null), 1000);
  });
}
