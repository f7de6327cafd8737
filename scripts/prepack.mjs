// npm's prepack (npm pack, npm publish): builds the package when what it ships is missing or older than its sources,
// so that a clean checkout packs a complete package (the wasm modules, their glue, the bundles, the CommonJS types,
// the piece images), and a packed tarball is never stale. After `bash scripts/setup.sh`:
//
//   npm pack                  builds (scripts/build.sh, a few minutes) unless pkg/ is up to date, then packs
//   node scripts/prepack.mjs  the same check and build, alone
//
// The build's output goes to stderr: `npm pack --json` prints its JSON on stdout.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('..', import.meta.url));

/** What the build reads: the crate, the package's entries and types (bundled or rewritten), the build scripts. */
const SOURCES = ['src', 'lib', 'Cargo.toml', 'Cargo.lock', 'scripts/build.sh', 'scripts/package.mjs'];

/** What the build writes that the package ships: the "files" of package.json that git does not hold. */
function outputs() {
  const { files } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
  return [...files.filter((f) => f.startsWith('pkg/')), 'lib/node.d.cts', 'lib/teach.d.cts', 'pieces/wn.svg'];
}

/** The newest modification time under `path` (a file or a directory), leaving out the files in `skip`. */
function newest(path, skip) {
  if (skip.has(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name), skip)));
}

/** Why the package must be built, or null. */
function stale() {
  const built = outputs().map((f) => join(REPO, f));
  const missing = built.filter((f) => !existsSync(f));
  if (missing.length) return `${missing.length} file(s) to ship are missing (${missing[0].slice(REPO.length)}...)`;
  const oldest = Math.min(...built.map((f) => statSync(f).mtimeMs));
  // lib/ holds two of the outputs (the .d.cts files), which are not sources.
  const skip = new Set(built);
  const changed = SOURCES.find((s) => existsSync(join(REPO, s)) && newest(join(REPO, s), skip) > oldest);
  return changed ? `${changed} changed since the last build` : null;
}

const why = stale();
if (why === null) {
  console.error('prepack: pkg/ is up to date with src/ and lib/: no build');
} else {
  console.error(`prepack: ${why}: building`);
  // Only what the build needs (no Chromium, no pydraughts); quick when everything is installed.
  const run = (args, env = {}) => execFileSync('bash', args, { cwd: REPO, stdio: ['ignore', 2, 2], env: { ...process.env, ...env } });
  run(['scripts/setup.sh'], { WITH_BROWSER: '0', WITH_PYTHON: '0' });
  run(['scripts/build.sh']);
  const still = stale();
  if (still !== null) throw new Error(`prepack: after the build, ${still}`);
}
