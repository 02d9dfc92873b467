import { Transform } from "node:stream";

/**
 * Where Vike puts a built page's scripts: the client-routing entry, then a modulepreload link
 * for every chunk the page imports (vike.dev/injectFilter cannot move the entry itself).
 */
const ENTRY_START = '<script src="/assets/entries/';
const SCRIPT_RUN =
  /^<script src="(\/assets\/entries\/[^"<>]+\.js)" type="module" async(?: nonce="([^"<>]*)")?><\/script>((?:\s*<link rel="modulepreload" href="\/assets\/[^"<>]+\.js" as="script" type="text\/javascript">)*)/;
const PRELOAD_HREF = /href="([^"]+)"/g;
const PRELOAD_START = '<link rel="modulepreload"';

/**
 * Starts a page's JavaScript once the browser has painted it (decision 30). On a slow link
 * the HTML, the style sheet and the first picture then have the bandwidth to themselves, and a
 * slow phone paints before it parses ~140 KB of script; hydration starts one frame later.
 * A hidden tab paints nothing, so there the scripts load at once. Anything not shaped as Vike
 * writes it passes through untouched.
 */
export function scriptsAfterFirstPaint(): Transform {
  let carry = "";
  let held: string | undefined;
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = chunk.toString();
      if (done) return callback(null, text);
      if (held !== undefined) {
        held += text;
      } else {
        const seen = carry + text;
        const at = seen.indexOf(ENTRY_START);
        if (at < 0) {
          // Keep enough of the end to find the marker should a chunk boundary split it.
          const keep = Math.max(0, seen.length - (ENTRY_START.length - 1));
          carry = seen.slice(keep);
          return callback(null, seen.slice(0, keep));
        }
        carry = "";
        held = seen.slice(at);
        this.push(seen.slice(0, at));
      }
      const rewritten = rewrite(held, false);
      if (rewritten !== undefined) {
        done = true;
        held = undefined;
        return callback(null, rewritten);
      }
      callback();
    },
    flush(callback) {
      if (done) return callback();
      callback(null, held === undefined ? carry : (rewrite(held, true) ?? held));
    },
  });
}

/** The loader in place of the scripts, or undefined while more of the run may still arrive. */
function rewrite(held: string, atEnd: boolean): string | undefined {
  const run = SCRIPT_RUN.exec(held);
  if (!run) {
    // Not Vike's shape after all: leave it as it came once the tag is whole.
    return atEnd || held.includes("</script>") ? held : undefined;
  }
  const rest = held.slice(run[0].length);
  const next = rest.trimStart();
  const mayContinue = next === "" || PRELOAD_START.startsWith(next.slice(0, PRELOAD_START.length));
  if (mayContinue && !atEnd) return undefined;
  const [, entry, nonce, preloadTags] = run;
  const preloads = [...(preloadTags ?? "").matchAll(PRELOAD_HREF)].map((m) => m[1]);
  return loaderScript(entry ?? "", preloads as string[], nonce) + rest;
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
