#!/usr/bin/env bash
# Build the two wasm modules of the package (Cargo.toml [features]) and complete it:
#   pkg/        the default module, `--no-default-features --features rules`: every game, built-in and defined by
#               data (defineVariant), and the diagrams (what `fenboard` imports)
#   pkg/teach/  the teaching module, `--no-default-features --features teach,panic-hook`: explainMove, bestMove,
#               perft, extractDiagrams, with the default module's whole API (what `fenboard/teach` imports; the live
#               boards load it only when they need it)
# Both with ES module glue (wasm-pack --target web). After each wasm-pack build, scripts/package.mjs makes the
# module's CommonJS glue from target/.../fenboard.wasm, so it must run before the next build overwrites that
# file; for pkg/ it also writes the piece SVGs. The package's entry files are lib/; package.json "exports" maps
# them. Extra arguments are wasm-pack build options (not cargo's), given to both builds. Then, unless
# FENBOARD_PACKAGE_ONLY=1, the web pages: the rules pages of www/ (scripts/pages.mjs), the guides and references
# (scripts/docs.mjs) and the static site, site/ (scripts/site.mjs).
# --mode no-install: wasm-pack never downloads anything; it uses wasm-bindgen from PATH (installed by
# scripts/setup.sh) and wasm-opt from node_modules/.bin (npm binaryen 132; never Debian's binaryen).
set -euo pipefail
cd "$(dirname "$0")/.."
# The wasm builds use opt-level 2 with LLVM's inline threshold at 75 (native builds, cargo test and the perft
# example, keep the opt-level 3 of Cargo.toml): docs/size.md says why. For the wasm target only; a RUSTFLAGS
# variable, if set, replaces the flags.
export CARGO_PROFILE_RELEASE_OPT_LEVEL=2
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-C llvm-args=-inline-threshold=75"
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
mkdir -p "${WASM_PACK_CACHE:-$HOME/.cache/.wasm-pack}"
# FENBOARD_PANIC_HOOK=1 builds the default module with the panic hook (Cargo.toml feature `panic-hook`: a Rust
# panic shown in the console with its message and place) for debugging; the teaching module always has it.
wasm-pack build --release --target web --mode no-install --out-dir pkg "$@" -- --no-default-features --features "rules${FENBOARD_PANIC_HOOK:+,panic-hook}"
node scripts/package.mjs pkg
wasm-pack build --release --target web --mode no-install --out-dir pkg/teach "$@" -- --no-default-features --features teach,panic-hook
node scripts/package.mjs pkg/teach
# FENBOARD_PACKAGE_ONLY=1: what the npm package ships, and no more (npm pack's prepack, scripts/prepack.mjs).
if [[ "${FENBOARD_PACKAGE_ONLY:-}" == 1 ]]; then exit 0; fi
node scripts/pages.mjs
# The guides' pages and the references (JavaScript by TypeDoc, Rust by cargo doc), into www/docs/ and www/reference/.
node scripts/docs.mjs
node scripts/site.mjs
