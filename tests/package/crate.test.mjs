// The Rust crate as crates.io would publish it (`cargo package`): its guides' doctests run from the packaged files
// alone, and it builds inside another Rust wasm app that has its own #[global_allocator] and its own wasm-bindgen
// exports (named like the npm module's), which the crate's default features must leave alone. Everything builds
// offline from the local cargo registry, in a target directory of its own under $TMPDIR (not the repository's
// target/, whose wasm scripts/package.mjs reads).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO, ROOT, run } from './_scratch.mjs';

const DIR = join(ROOT, 'crate');
const TARGET = join(DIR, 'target');
const cargo = (args, cwd) => run('cargo', args, { cwd, env: { ...process.env, CARGO_TARGET_DIR: TARGET }, maxBuffer: 1 << 26 });
let crate;

before(() => {
  mkdirSync(DIR, { recursive: true });
  // The .crate file, unpacked (its single top directory is fenboard-<version>).
  cargo(['package', '--locked', '--allow-dirty', '--no-verify', '--quiet'], REPO);
  const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
  const unpacked = join(DIR, 'unpacked');
  rmSync(unpacked, { recursive: true, force: true });
  mkdirSync(unpacked);
  run('tar', ['-xzf', join(TARGET, 'package', `fenboard-${version}.crate`), '-C', unpacked]);
  crate = join(unpacked, `fenboard-${version}`);
});

test("the packaged crate's README and docs/rust.md examples run as doctests", () => {
  const out = cargo(['test', '--doc', '--offline', '--', 'Examples'], crate);
  assert.match(out, /test result: ok\. [1-9]\d* passed; 0 failed/, out);
  for (const item of ['ReadmeExamples', 'RustGuideExamples']) assert.match(out, new RegExp(`src/lib\\.rs - ${item} \\(line \\d+\\) \\.\\.\\. ok`), out);
});

test('a Rust wasm app with its own allocator and exports builds with the crate, and exports only its own', () => {
  const app = join(DIR, 'app');
  rmSync(app, { recursive: true, force: true });
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(join(app, 'Cargo.toml'), `[package]
name = "app"
version = "0.0.0"
edition = "2021"
publish = false

[lib]
crate-type = ["cdylib"]

[dependencies]
fenboard = { path = ${JSON.stringify(crate)} }
wasm-bindgen = "0.2"

[workspace]
`);
  // The same versions as the crate's own build (and nothing to download).
  copyFileSync(join(crate, 'Cargo.lock'), join(app, 'Cargo.lock'));
  writeFileSync(join(app, 'src/lib.rs'), `use wasm_bindgen::prelude::*;

// The app's own allocator: a second #[global_allocator] in the crate would not link.
#[global_allocator]
static ALLOCATOR: std::alloc::System = std::alloc::System;

/// Named as the npm module's exports are: the crate's would clash.
#[wasm_bindgen(js_name = legalMoves)]
pub fn legal_moves(fen: &str) -> usize {
    fenboard::legal_moves("chess", fen).map_or(0, |moves| moves.len())
}

#[wasm_bindgen(js_name = wireAt)]
pub fn wire_at() -> u32 {
    7
}
`);
  cargo(['build', '--offline', '--quiet', '--target', 'wasm32-unknown-unknown'], app);
  // The module as the app ships it: through wasm-bindgen-cli, which names the exports.
  const out = join(app, 'out');
  run('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', out, join(TARGET, 'wasm32-unknown-unknown/debug/app.wasm')]);
  const exports = WebAssembly.Module.exports(new WebAssembly.Module(readFileSync(join(out, 'app_bg.wasm')))).map((e) => e.name);
  assert.ok(exports.includes('legalMoves') && exports.includes('wireAt'), exports.join());
  for (const name of ['play', 'status', 'renderDiagram', 'defineVariant', 'wireMemory', '__wbg_game_free']) {
    assert.ok(!exports.includes(name), `the crate exports ${name} into the app`);
  }
  // The check can fail: with the npm module's feature, the crate's allocator clashes with the app's.
  const manifest = readFileSync(join(app, 'Cargo.toml'), 'utf8');
  writeFileSync(join(app, 'Cargo.toml'), manifest.replace(/^fenboard = \{ path = (.*) \}$/m, 'fenboard = { path = $1, features = ["rules"] }'));
  assert.throws(() => cargo(['build', '--offline', '--quiet', '--target', 'wasm32-unknown-unknown'], app),
    (err) => /global_allocator|global allocator/.test(err.stderr), 'the app does not build with the crate\'s wasm module');
});

test('the crate leaves wasm-bindgen unpinned; Cargo.lock pins it to the installed wasm-bindgen-cli', () => {
  const manifest = readFileSync(join(REPO, 'Cargo.toml'), 'utf8');
  const requirement = /^wasm-bindgen = \{ version = "([^"]+)"/m.exec(manifest)?.[1];
  assert.ok(requirement && !requirement.startsWith('='), `wasm-bindgen = ${requirement}`);
  const lock = readFileSync(join(REPO, 'Cargo.lock'), 'utf8');
  const locked = /\[\[package\]\]\nname = "wasm-bindgen"\nversion = "([^"]+)"/.exec(lock)?.[1];
  assert.ok(locked?.startsWith(requirement.replace(/\.\d+$/, '')), `Cargo.lock wasm-bindgen ${locked}`);
  assert.equal(run('wasm-bindgen', ['--version']).trim(), `wasm-bindgen ${locked}`);
  // The packaged manifest too (cargo rewrites it).
  assert.match(readFileSync(join(crate, 'Cargo.toml'), 'utf8'), /\[target\.'cfg\(target_arch = "wasm32"\)'\.dependencies\.wasm-bindgen\]\nversion = "0\.2\.\d+"/);
  assert.ok(readdirSync(crate).includes('docs'));
});
