import Parser from "rss-parser";
import type { FeedItem, FeedReader } from "../../modules/blog/index.js";
import { plainText } from "./plain-text.js";

type XmlNode = string | { _?: string; $?: Record<string, string> };

interface ExtraFields {
  mediaContent?: XmlNode[];
  mediaThumbnail?: XmlNode[];
  categoryNodes?: XmlNode[];
  "content:encoded"?: string;
  id?: string;
}

export interface FeedReaderOptions {
  /** Whole request, body included: a feed that trickles must not hold the run. */
  timeoutMs?: number;
  maxBytes?: number;
  maxItems?: number;
}

/**
 * Reads RSS 0.9/1/2 and Atom with rss-parser. The download is ours (fetch with an abort
 * timeout and a size cap) because rss-parser's own timeout only stops waiting and leaves
 * the socket open; rss-parser then only parses the text.
 */
export class RssParserFeedReader implements FeedReader {
  private readonly parser = new Parser<Record<string, unknown>, ExtraFields>({
    customFields: {
      item: [
        ["media:content", "mediaContent", { keepArray: true }],
        ["media:thumbnail", "mediaThumbnail", { keepArray: true }],
        // Atom puts the name in an attribute (term), which rss-parser does not read by itself.
        ["category", "categoryNodes", { keepArray: true }],
      ] as never,
    },
  });
  private readonly timeoutMs: number;
  private readonly maxBytes: number;
  private readonly maxItems: number;

  constructor(options: FeedReaderOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
    this.maxItems = options.maxItems ?? 200;
  }

  async read(url: string): Promise<FeedItem[]> {
    const xml = await this.download(url);
    const feed = await this.parser.parseString(xml).catch((error: unknown) => {
      throw new Error(`not a readable RSS or Atom feed (${firstLine(error)})`);
    });
    return feed.items.slice(0, this.maxItems).map(toFeedItem);
  }

  private async download(url: string): Promise<string> {
    const protocol = new URL(url).protocol;
    if (protocol !== "http:" && protocol !== "https:") throw new Error("not an http(s) URL");
    try {
      const response = await fetch(url, {
        redirect: "follow",
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: {
          accept:
            "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
          "user-agent": "Ofie blog refresh",
        },
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      const bytes = await this.readCapped(response);
      return decode(bytes, response.headers.get("content-type"));
    } catch (error) {
      throw new Error(describeFetchError(error, this.timeoutMs));
    }
  }

  private async readCapped(response: Response): Promise<Uint8Array> {
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > this.maxBytes) {
      await response.body?.cancel();
      throw new Error(`feed larger than ${this.maxBytes} bytes`);
    }
    const chunks: Uint8Array[] = [];
    let total = 0;
    if (!response.body) return new Uint8Array();
    for await (const chunk of response.body) {
      total += chunk.byteLength;
      if (total > this.maxBytes) throw new Error(`feed larger than ${this.maxBytes} bytes`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }
}

type ParsedItem = Parser.Item & ExtraFields & { summary?: string };

function toFeedItem(item: ParsedItem): FeedItem {
  const summary = plainText(text(item.summary));
  const description = plainText(text(item.content));
  const body = item["content:encoded"] ? plainText(item["content:encoded"]) : description;
  const date = item.isoDate ? new Date(item.isoDate) : null;
  return {
    title: plainText(text(item.title)),
    link: text(item.link) || permalink(item),
    excerpt: summary || description,
    content: body || summary,
    categories: (item.categoryNodes ?? []).map(nodeText).filter(Boolean),
    publishedAt: date && !Number.isNaN(date.getTime()) ? date : null,
    imageUrl: imageOf(item),
  };
}

/** RSS guid or Atom id, when it is itself a web address. */
function permalink(item: ParsedItem): string | null {
  const candidate = text(item.guid) || text(item.id);
  return /^https?:\/\//i.test(candidate) ? candidate : null;
}

function imageOf(item: ParsedItem): string | null {
  const enclosure = item.enclosure;
  if (enclosure?.url && (enclosure.type ?? "").startsWith("image/")) return enclosure.url;
  for (const node of [...(item.mediaContent ?? []), ...(item.mediaThumbnail ?? [])]) {
    if (typeof node === "string" || !node.$?.url) continue;
    const { medium, type } = node.$;
    if (medium === "image" || (type ?? "").startsWith("image/") || (!medium && !type)) {
      return node.$.url;
    }
  }
  return null;
}

function nodeText(node: XmlNode): string {
  if (typeof node === "string") return plainText(node);
  return plainText(node._ ?? node.$?.label ?? node.$?.term ?? "");
}

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof (value as { _?: unknown })._ === "string") {
    return (value as { _: string })._;
  }
  return "";
}

function decode(bytes: Uint8Array, contentType: string | null): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString("latin1");
  const charset =
    /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? "")?.[1] ??
    /<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ??
    "utf-8";
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/** fetch says "fetch failed" and hides the reason in `cause`; the operator needs the reason. */
function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return `timed out after ${timeoutMs} ms`;
  }
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.message) return cause.message;
  if (cause?.code) return cause.code;
  return firstLine(error);
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0];
}
