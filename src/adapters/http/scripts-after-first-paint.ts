/**
 * Where Vike puts a built page's scripts: the client-routing entry, then a modulepreload link
 * for every chunk the page imports (vike.dev/injectFilter cannot move the entry itself).
 */
const ENTRY_START = '<script src="/assets/entries/';
const SCRIPT_RUN =
  /^<script src="(\/assets\/entries\/[^"<>]+\.js)" type="module" async(?: nonce="([^"<>]*)")?><\/script>((?:\s*<link rel="modulepreload" href="\/assets\/[^"<>]+\.js" as="script" type="text\/javascript">)*)/;
const PRELOAD_HREF = /href="([^"]+)"/g;

/**
 * Starts a page's JavaScript once the browser has painted it (decision 30). On a slow link
 * the HTML, the style sheet and the first picture then have the bandwidth to themselves, and a
 * slow phone paints before it parses ~140 KB of script; hydration starts one frame later.
 * A hidden tab paints nothing, so there the scripts load at once. Anything not shaped as Vike
 * writes it is left untouched. The page comes whole (decision 66), so there is no chunk
 * boundary to watch for.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const at = html.indexOf(ENTRY_START);
  if (at < 0) return html;
  return html.slice(0, at) + (rewrite(html.slice(at)) ?? html.slice(at));
}

/** The loader in place of the scripts, or undefined when they are not in Vike's shape. */
function rewrite(held: string): string | undefined {
  const run = SCRIPT_RUN.exec(held);
  if (!run) return undefined;
  const [whole, entry, nonce, preloadTags] = run;
  const preloads = [...(preloadTags ?? "").matchAll(PRELOAD_HREF)].map((m) => m[1]);
  return loaderScript(entry ?? "", preloads as string[], nonce) + held.slice(whole.length);
}

function loaderScript(entry: string, preloads: string[], nonce: string | undefined): string {
  const json = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  const nonceAttr = nonce === undefined ? "" : ` nonce="${nonce}"`;
  // Once the first contentful paint is reported, two frames more: the paint's timestamp is when
  // it reached the screen, a frame after requestAnimationFrame ran. A browser that reports no
  // paint timing waits those frames only, and none waits more than 3 s.
  return (
    `<script type="module"${nonceAttr}>` +
    "let started=false;" +
    `const go=()=>{if(started)return;started=true;for(const href of ${json(preloads)}){` +
    `const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l)}` +
    `import(${json(entry)})};` +
    "const frames=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(go)));" +
    "setTimeout(go,3000);" +
    'if(document.visibilityState==="hidden")go();' +
    'else if(PerformanceObserver.supportedEntryTypes?.includes("paint")){' +
    'const o=new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();frames()}});' +
    'o.observe({type:"paint",buffered:true})}else frames()</script>'
  );
}
