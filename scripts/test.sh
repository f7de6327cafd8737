#!/usr/bin/env bash
# Every test of fenboard: Rust (test, clippy, fmt), wasm build, Node tests against pkg/, browser tests.
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
step bash scripts/build.sh
step node --test tests/node/
step node --test tests/browser/
echo "[time] $((SECONDS - t0))s: all tests" >&2
