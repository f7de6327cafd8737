// The web server of `npm start` and of the tests: sirv (static files: MIME types from mrmime, application/wasm
// included; weak ETags and 304 answers) behind the compression middleware (brotli or gzip, as the browser accepts).
//
//   node scripts/serve.mjs          # the built site, site/ (scripts/site.mjs), on http://127.0.0.1:${PORT:-8080}/
//   node scripts/serve.mjs --dev    # the sources: www/, with /pkg/, /js/, /lib/ and /variants/ from the repository
//
// The site is served as built: its files precompressed (.br, .gz written by scripts/site.mjs), its versioned
// assets (site/v/<hash>/) cached for a year as immutable, its pages revalidated on every visit (no-cache + ETag).
// The sources are read from disk at each request (a rebuild shows at once), compressed on the fly, revalidated.
// The tests import { serve } and call it with port 0 to get a free loopback port.
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import compression from 'compression';

const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const SITE = join(REPO, 'site');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The handlers of the sources: longest prefix first, each a sirv instance reading its directory at each request. */
function sourceHandlers({ root, pkg, js, lib, variants }) {
  const options = { dev: true, etag: true };
  const dirs = [['/pkg/', pkg], ['/lib/', lib], ['/js/', js], ['/variants/', variants], ['/', root]];
  return dirs.map(([prefix, dir]) => [prefix, sirv(dir, options)]);
}

/** The handler of a built site: its files indexed once, precompressed variants preferred. */
function siteHandler(dir) {
  return sirv(dir, {
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', pathname.startsWith('/v/') ? IMMUTABLE : 'no-cache'),
  });
}

/**
 * Starts the server. Resolves to { server, port, url, close() }.
 * @param options.site a built site's folder to serve (scripts/site.mjs); else the sources: `root` (www/) with
 *   /pkg/, /js/, /lib/ and /variants/ mapped to `pkg`, `js`, `lib` and `variants`
 */
export function serve({
  port = 8080, host = '127.0.0.1', site = null, root = join(REPO, 'www'), pkg = join(REPO, 'pkg'), js = join(REPO, 'js'),
  lib = join(REPO, 'lib'), variants = join(REPO, 'variants'), quiet = true,
} = {}) {
  const handlers = site ? [['/', siteHandler(resolve(site))]] : sourceHandlers({ root, pkg, js, lib, variants });
  const compress = compression();
  const notFound = (req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`404 ${req.url}\n`);
  };
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (!quiet) res.on('finish', () => console.log(`${res.statusCode} ${req.method} ${req.url}`));
    const path = req.url.split('?')[0];
    const [prefix, handler] = handlers.find(([p]) => path.startsWith(p) || path === p.slice(0, -1)) ?? [];
    if (!handler) return notFound(req, res);
    compress(req, res, () => {
      // sirv sees the path inside its directory.
      const inner = Object.create(req, { url: { value: req.url.slice(prefix.length - 1) || '/' } });
      handler(inner, res, () => notFound(req, res));
    });
  });
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const actual = server.address().port;
      resolveStart({
        server,
        port: actual,
        url: `http://${host}:${actual}/`,
        close: () => new Promise((done) => { server.closeAllConnections?.(); server.close(() => done()); }),
      });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dev = process.argv.includes('--dev');
  const port = Number(process.env.PORT ?? 8080);
  const { url, close } = await serve({ port, site: dev ? null : SITE, quiet: !process.env.VERBOSE });
  console.log(`fenboard: serving ${dev ? 'the sources (www/, pkg/, js/, lib/, variants/)' : 'the site (site/)'} on ${url}`);
  const stop = () => close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
