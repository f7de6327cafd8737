#!/usr/bin/env bash
# Build the two wasm modules of the package (Cargo.toml [features]) and complete it:
#   pkg/        the default module: the five games and the renderer (what `fenboard` imports)
#   pkg/teach/  the teaching module, `--no-default-features --features teach,panic-hook`: explainMove, bestMove,
#               perft, extractDiagrams (what `fenboard/teach` imports; the live boards load it only when they
#               need it)
# Both with ES module glue (wasm-pack --target web). After each wasm-pack build, scripts/package.mjs makes the
# module's CommonJS glue from target/.../fenboard.wasm, so it must run before the next build overwrites that
# file; for pkg/ it also writes the piece SVGs. The package's entry files are lib/; package.json "exports" maps
# them. Extra arguments are wasm-pack build options (not cargo's), given to both builds.
# --mode no-install: wasm-pack never downloads anything; it uses wasm-bindgen from PATH (installed by
# scripts/setup.sh) and wasm-opt from node_modules/.bin (npm binaryen 132; never Debian's binaryen).
set -euo pipefail
cd "$(dirname "$0")/.."
# The wasm builds use opt-level 2 with LLVM's inline threshold at 75 (native builds, cargo test and the perft
# example, keep the opt-level 3 of Cargo.toml). Measured on the default module (gzip -9 of the wasm), each build
# against opt-level 3 in the same run:
#   opt-level 3                 117.5 KB
#   opt-level 2                 113.1 KB  same perft and per-call speed
#   2, inline threshold 75      111.6 KB  same speed (kept)
#   2, inline threshold 40      110.2 KB  legalMoves 1.25x slower on Kiwipete
#   "s"                         114.2 KB  perft 0.9x, legalMoves 1.25x slower
#   "z", inline threshold 50    103.2 KB  perft 0.83-0.86x, legalMoves and status 1.2-1.5x slower: the issue's
#                                         per-call targets (3x chessops) out of reach
# The hot paths are written to hold up at "z" too (perft at 0.85x rather than a third: forced inlining of the small
# functions, loops rather than iterator adaptors, which is what the comments on "size-optimised builds" in src/
# are about), for a build that must be smallest and for Rust users who build the crate for size. For the wasm target only; a RUSTFLAGS variable, if set, replaces
# the flags.
export CARGO_PROFILE_RELEASE_OPT_LEVEL=2
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-C llvm-args=-inline-threshold=75"
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
mkdir -p "${WASM_PACK_CACHE:-$HOME/.cache/.wasm-pack}"
# FENBOARD_PANIC_HOOK=1 builds the default module with the panic hook (Cargo.toml feature `panic-hook`: a Rust
# panic shown in the console with its message and place) for debugging; the teaching module always has it.
wasm-pack build --release --target web --mode no-install --out-dir pkg "$@" ${FENBOARD_PANIC_HOOK:+-- --features panic-hook}
node scripts/package.mjs pkg
wasm-pack build --release --target web --mode no-install --out-dir pkg/teach "$@" -- --no-default-features --features teach,panic-hook
node scripts/package.mjs pkg/teach
node scripts/pages.mjs
