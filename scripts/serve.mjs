// A small static file server for the demo page.
//
//   node scripts/serve.mjs            # serves www/ on http://127.0.0.1:${PORT:-8080}/
//
// URLs under /pkg/ are served from the wasm-pack output directory pkg/ at the repository root, so the
// page always sees the latest build without copying it. A copied
// www/pkg/ is not needed; if one exists it is ignored. The page imports the package's browser bundle,
// /pkg/browser.js. URLs under /lib/ (the package's entry files) and /js/ (its live-board module) are served from
// lib/ and js/ the same way.
//
// The browser tests import { serve } and call it with port 0 to get a free loopback port.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)));

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Maps a URL path to a file, or null when it is outside the served directories. */
function resolvePath(urlPath, roots) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  for (const [prefix, dir] of roots) {
    if (decoded === prefix.slice(0, -1) || decoded.startsWith(prefix)) {
      const rel = normalize(decoded.slice(prefix.length));
      const file = resolve(dir, '.' + sep + rel);
      if (file !== dir && !file.startsWith(dir + sep)) return null;
      return file;
    }
  }
  return null;
}

/**
 * Starts the server. Resolves to { server, port, url, close() }.
 * @param {{ port?: number, host?: string, root?: string, pkg?: string, quiet?: boolean }} options
 */
export function serve({ port = 8080, host = '127.0.0.1', root = join(REPO, 'www'), pkg = join(REPO, 'pkg'), js = join(REPO, 'js'), lib = join(REPO, 'lib'), quiet = true } = {}) {
  // Longest prefix first.
  const roots = [['/pkg/', resolve(pkg)], ['/lib/', resolve(lib)], ['/js/', resolve(js)], ['/', resolve(root)]];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let file = resolvePath(url.pathname, roots);
    let status = 200;
    try {
      if (!file) throw Object.assign(new Error('forbidden'), { code: 'EACCES' });
      let info = await stat(file);
      if (info.isDirectory()) {
        if (!url.pathname.endsWith('/')) {
          res.writeHead(301, { Location: url.pathname + '/' + url.search }).end();
          return;
        }
        file = join(file, 'index.html');
        info = await stat(file);
      }
      res.writeHead(status, {
        'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': info.size,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
    } catch (err) {
      status = err.code === 'EACCES' ? 403 : 404;
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${status} ${url.pathname}\n`);
    }
    if (!quiet) console.log(`${status} ${req.method} ${url.pathname}`);
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
  const port = Number(process.env.PORT ?? 8080);
  const { url, close } = await serve({ port, quiet: !process.env.VERBOSE });
  console.log(`fenboard: serving www/ on ${url}`);
  const stop = () => close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
