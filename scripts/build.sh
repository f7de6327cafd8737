#!/usr/bin/env bash
# Build the wasm package into pkg/ (ES module glue, wasm-pack --target web) and complete the npm package
# (scripts/package.mjs: CommonJS glue, piece SVGs). The entry files are lib/; package.json "exports" maps them.
# --mode no-install: wasm-pack never downloads anything; it uses wasm-bindgen from PATH (installed by
# scripts/setup.sh) and wasm-opt from node_modules/.bin (npm binaryen 132; never Debian's binaryen).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
mkdir -p "${WASM_PACK_CACHE:-$HOME/.cache/.wasm-pack}"
wasm-pack build --release --target web --mode no-install --out-dir pkg "$@"
node scripts/pages.mjs
node scripts/package.mjs
