import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/**
 * Map tiles for tests and screenshots (decision 69): the app under test gets TILE_URL pointing
 * here, so no test ever asks OpenStreetMap. Each tile is drawn on first request, a 256×256 PNG in
 * a pale green with a grid and its z/x/y written on it, so a screenshot shows where tiles meet.
 */
export interface TileServer {
  /** The TILE_URL template: "http://127.0.0.1:<port>/{z}/{x}/{y}.png". */
  url: string;
  /** How many tiles were asked for, to show the map really drew. */
  served(): number;
  /** Lets the process end while the server still listens (one that outlives its test file). */
  unref(): void;
  stop(): Promise<void>;
}

const TILE_PATH = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;

function tileSvg(z: number, x: number, y: number): string {
  const lines = [64, 128, 192]
    .map((at) => `<path d="M${at} 0V256M0 ${at}H256" stroke="#c9dccd" stroke-width="1"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#e8f1e9"/>${lines}
    <rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#9fbfa6"/>
    <text x="128" y="134" font-family="sans-serif" font-size="18" fill="#6b8f73"
      text-anchor="middle">${z}/${x}/${y}</text></svg>`;
}

export async function startTileServer(): Promise<TileServer> {
  const tiles = new Map<string, Promise<Buffer>>();
  let served = 0;
  const server = http.createServer(async (req, res) => {
    const match = TILE_PATH.exec(req.url ?? "");
    if (!match) {
      res.writeHead(404).end();
      return;
    }
    const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
    const key = `${z}/${x}/${y}`;
    let tile = tiles.get(key);
    if (!tile) {
      tile = sharp(Buffer.from(tileSvg(z, x, y)))
        .png()
        .toBuffer();
      tiles.set(key, tile);
    }
    try {
      const png = await tile;
      served++;
      res.writeHead(200, { "content-type": "image/png", "cache-control": "max-age=3600" });
      res.end(png);
    } catch {
      res.writeHead(500).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    served: () => served,
    unref: () => {
      server.unref();
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
