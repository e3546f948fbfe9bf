import { createServer, type Server } from "node:http";
import { crc32, deflateSync } from "node:zlib";
import { freePort } from "../../infra/local/free-port";

/**
 * A map-tile server for the Lighthouse bench, standing in for MAP_TILE_URL's tile CDN
 * (tile.openstreetmap.org by default). The bench machines have no internet, so every real tile
 * request failed, Chromium logged each failure to the console, and Lighthouse's "errors in console"
 * audit marked the detail page down for the machine's network rather than the page. Each tile is a
 * plain 256 × 256 PNG in the map's land colour, sent with a day's cache like a CDN's.
 */
export async function startTileStandIn(): Promise<{ tileUrl: string; close: () => Promise<void> }> {
  const tile = plainPng(256, 256, [0xf2, 0xef, 0xe9]);
  const server: Server = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? "")) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" }).end(tile);
  });
  const port = await freePort();
  await new Promise<void>((ok) => server.listen(port, "127.0.0.1", ok));
  return {
    tileUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** A one-colour RGB PNG: signature, IHDR, IDAT (each row a filter byte 0 and its pixels), IEND. */
function plainPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
