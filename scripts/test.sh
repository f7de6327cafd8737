#!/usr/bin/env bash
# Every test of fenboard: Rust (test, clippy, fmt, rustdoc), wasm build, Node tests against pkg/, browser tests,
# and the npm package as published (tests/package: npm pack, installed into scratch projects: Node, Vite, plain HTML).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

step() {
  local s=$SECONDS
  echo "== $*" >&2
  "$@"
  echo "[time] $((SECONDS - s))s: $*" >&2
}

t0=$SECONDS
step bash scripts/setup.sh
step cargo test --locked
step cargo clippy --all-targets --locked -- -D warnings
step cargo fmt --check
# The API reference: rustdoc of the crate, natively and for wasm32 (the JS layer, src/wasm.rs), without warnings.
step env RUSTDOCFLAGS='-D warnings' cargo doc --no-deps --locked
step env RUSTDOCFLAGS='-D warnings' cargo doc --no-deps --locked --target wasm32-unknown-unknown
step bash scripts/build.sh
step node --test tests/node/
step node --test tests/browser/
step node --test tests/package/
echo "[time] $((SECONDS - t0))s: all tests" >&2
