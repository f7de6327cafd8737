// npm's prepack (npm pack, npm publish): builds the package when what it ships is missing or older than its sources,
// so that a clean checkout packs a complete package (the wasm modules, their glue, the bundles, the CommonJS files
// and types, the piece images), and a packed tarball is never stale. It builds what ships and nothing else
// (FENBOARD_PACKAGE_ONLY=1 scripts/build.sh: no rules pages, guides, TypeDoc or site), and installs nothing: when a
// tool the build needs is missing it says which, and how to get it (scripts/setup.sh installs them all).
//
//   npm pack                  builds (two wasm modules, a few minutes) unless pkg/ is up to date, then packs
//   node scripts/prepack.mjs  the same check and build, alone
//
// The build's output goes to stderr: `npm pack --json` prints its JSON on stdout.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('..', import.meta.url));

/** What the build reads: the crate, the package's entries and types (bundled or rewritten), the build scripts. */
const SOURCES = ['src', 'lib', 'js/pgn.js', 'Cargo.toml', 'Cargo.lock', 'scripts/build.sh', 'scripts/package.mjs'];

/** What the build writes that the package ships: the "files" of package.json that git does not hold. */
function outputs() {
  const { files } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
  return [...files.filter((f) => f.startsWith('pkg/')), 'lib/node.d.cts', 'lib/teach.d.cts', 'lib/pgn.d.cts', 'pieces/wn.svg'];
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
  // lib/ holds three of the outputs (the .d.cts files), which are not sources.
  const skip = new Set(built);
  const changed = SOURCES.find((s) => existsSync(join(REPO, s)) && newest(join(REPO, s), skip) > oldest);
  return changed ? `${changed} changed since the last build` : null;
}

/** The PATH of scripts/build.sh: node_modules/.bin and cargo's bin directory first. */
const PATH = [join(REPO, 'node_modules/.bin'), join(process.env.CARGO_HOME ?? join(process.env.HOME ?? '', '.cargo'), 'bin'), process.env.PATH].join(delimiter);

/** What a command prints, or null when it cannot run. */
function output(cmd, args) {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, PATH } }).trim();
  } catch {
    return null;
  }
}

/** The tools the build needs that are missing or at another version: one line each, saying how to get it. */
export function missingTools() {
  const lock = readFileSync(join(REPO, 'Cargo.lock'), 'utf8');
  const bindgen = /\[\[package\]\]\nname = "wasm-bindgen"\nversion = "([^"]+)"/.exec(lock)?.[1];
  const missing = [];
  if (output('cargo', ['--version']) === null) missing.push('cargo (Rust): https://rustup.rs, or your system\'s rustup');
  else if (!(output('rustup', ['target', 'list', '--installed']) ?? '').split('\n').includes('wasm32-unknown-unknown')) {
    missing.push('the wasm32 target: rustup target add wasm32-unknown-unknown');
  }
  if (output('wasm-pack', ['--version']) === null) missing.push('wasm-pack: cargo install wasm-pack --version 0.15.1 --locked');
  if (output('wasm-bindgen', ['--version']) !== `wasm-bindgen ${bindgen}`) {
    missing.push(`wasm-bindgen-cli ${bindgen} (Cargo.lock's wasm-bindgen): cargo install wasm-bindgen-cli --version ${bindgen}`);
  }
  for (const bin of ['wasm-opt', 'esbuild', 'terser']) {
    if (!existsSync(join(REPO, 'node_modules/.bin', bin))) missing.push(`${bin}: npm install (a devDependency)`);
  }
  return missing;
}

/** Builds the package if it is stale, or says what the build lacks. */
function prepack() {
  const why = stale();
  if (why === null) {
    console.error('prepack: pkg/ is up to date with src/ and lib/: no build');
  } else {
    const missing = missingTools();
    if (missing.length) {
      throw new Error(`prepack: ${why}, and the build needs what is missing:\n  ${missing.join('\n  ')}\n`
        + '(bash scripts/setup.sh installs them all, from crates.io and npm)');
    }
    console.error(`prepack: ${why}: building the package (FENBOARD_PACKAGE_ONLY=1 scripts/build.sh)`);
    execFileSync('bash', ['scripts/build.sh'], { cwd: REPO, stdio: ['ignore', 2, 2], env: { ...process.env, FENBOARD_PACKAGE_ONLY: '1' } });
    const still = stale();
    if (still !== null) throw new Error(`prepack: after the build, ${still}`);
  }
}

// Run by npm (or node scripts/prepack.mjs); imported by the tests for missingTools.
if (process.argv[1] === fileURLToPath(import.meta.url)) prepack();
