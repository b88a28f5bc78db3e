/**
 * Stands in for a map tile server (MAP_TILE_URL of the browser e2e): GET /tiles/{z}/{x}/{y}.png
 * answers a 256 x 256 PNG naming its tile, so no scenario reaches the internet and a screenshot
 * shows which tiles were drawn. `requests` counts the tiles served.
 */
import { createServer } from 'node:http';
import sharp from 'sharp';

const TILE = /^\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;

function tileSvg(z, x, y) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#eef3e6" stroke="#c9d3bd" stroke-width="2"/>
    <text x="128" y="134" font-family="sans-serif" font-size="18" text-anchor="middle" fill="#7d8a6e">e2e tile ${z}/${x}/${y}</text>
  </svg>`;
}

export function startTileServer() {
  const cache = new Map();
  const state = { requests: 0 };
  const server = createServer(async (request, response) => {
    const match = TILE.exec(request.url ?? '');
    if (!match) return response.writeHead(404).end();
    state.requests += 1;
    const key = match.slice(1).join('/');
    if (!cache.has(key))
      cache.set(
        key,
        sharp(Buffer.from(tileSvg(...match.slice(1))))
          .png()
          .toBuffer(),
      );
    const png = await cache.get(key);
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(png);
  });
  return new Promise((resolveStart) =>
    server.listen(0, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${server.address().port}`;
      resolveStart({ origin, template: `${origin}/tiles/{z}/{x}/{y}.png`, state, close: () => server.close() });
    }),
  );
}
