// Helpers of the package tests: pack the package as `npm pack` would publish it, install the tarball into
// scratch projects, serve and open pages in headless Chromium. Not a test file (node --test runs *.test.mjs).
//
// Scratch projects live in $TMPDIR/fenboard-package-tests/. One whose dependencies come from the registry
// (vite, typescript: pinned) is kept between runs, keyed by its dependency list, so later runs only
// reinstall the fenboard tarball; npm runs with --prefer-offline (or --offline when nothing is fetched).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
export const ROOT = join(tmpdir(), 'fenboard-package-tests');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const NPM_FLAGS = ['--no-audit', '--no-fund', '--loglevel=error'];

export function run(cmd, args, options = {}) {
  return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

/** `npm pack` of the repository (the built pkg/ must be current): the tarball's path. */
export function pack() {
  mkdirSync(ROOT, { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'tarball-'));
  const [info] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', dir, ...NPM_FLAGS], { cwd: REPO }));
  return { tarball: join(dir, info.filename), info, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A scratch project with the tarball installed. `dependencies` (pinned registry packages) make it a cached
 * project: installed once per dependency list, reused on later runs. Returns its directory.
 */
export function scratchProject(name, tarball, { dependencies = {}, type = 'module' } = {}) {
  const cached = Object.keys(dependencies).length > 0;
  const key = createHash('sha256').update(JSON.stringify({ dependencies, type })).digest('hex').slice(0, 12);
  const dir = cached ? join(ROOT, `${name}-${key}`) : mkdtempSync(join(ROOT, `${name}-`));
  mkdirSync(dir, { recursive: true });
  if (cached && !existsSync(join(dir, '.installed'))) {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `scratch-${name}`, private: true, type, dependencies }, null, 2));
    run('npm', ['install', '--prefer-offline', ...NPM_FLAGS], { cwd: dir });
    writeFileSync(join(dir, '.installed'), new Date().toISOString());
  } else if (!cached) {
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `scratch-${name}`, private: true, type }, null, 2));
  }
  // The tarball itself: always reinstalled (it needs nothing from the registry).
  rmSync(join(dir, 'node_modules', 'fenboard'), { recursive: true, force: true });
  copyFileSync(tarball, join(dir, 'fenboard.tgz'));
  run('npm', ['install', '--offline', '--no-save', ...NPM_FLAGS, './fenboard.tgz'], { cwd: dir });
  return { dir, cleanup: () => (cached ? null : rmSync(dir, { recursive: true, force: true })) };
}

/** Headless Debian Chromium with a temporary profile: {context, page, problems, close()}. */
export async function browser() {
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'fenboard-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, headless: true, viewport: { width: 900, height: 900 }, args: ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400 && !res.url().endsWith('/favicon.ico')) problems.push(`${res.status()} ${res.url()}`);
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, page, problems, close };
}

/** Plays a move on a live board by two clicks and returns the board's FEN afterwards. */
export async function clickMove(board, from, to) {
  await board.locator(`[data-square="${from}"]`).click();
  await board.locator(`[data-square="${to}"]`).click();
  return board.evaluate((el) => el.state.fen);
}
