#!/usr/bin/env bash
# Every test of fenboard: Rust (test, clippy natively and for each wasm module, fmt, rustdoc, the crate as cargo
# packages it), wasm build (pkg/ and pkg/teach/), Node tests against pkg/, browser tests, and the npm package as
# published (tests/package: npm pack, installed into scratch projects: Node, Vite, plain HTML).
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
# The wasm exports of each module (Cargo.toml [features]): the default one, the teaching one, and the crate with none.
step cargo clippy --locked --target wasm32-unknown-unknown --lib --no-default-features --features rules -- -D warnings
step cargo clippy --locked --target wasm32-unknown-unknown --lib --no-default-features --features teach,panic-hook -- -D warnings
step cargo clippy --locked --target wasm32-unknown-unknown --lib --no-default-features -- -D warnings
step cargo fmt --check
# The API reference: rustdoc of the crate, natively and for wasm32 (the JS layer, src/wasm/exports/, with the teaching
# exports of src/wasm/teach.rs), without warnings.
step env RUSTDOCFLAGS='-D warnings' cargo doc --no-deps --locked
step env RUSTDOCFLAGS='-D warnings' cargo doc --no-deps --locked --target wasm32-unknown-unknown --features teach
# The crate as published (Cargo.toml `include`): only the Rust sources, examples, the games' definitions (the
# built-in games are compiled from variants/*.json), README, the Rust guide (doctests) and licence, and it builds
# from the package alone (cargo package verifies by building the unpacked crate).
package_crate() {
  local files
  files="$(cargo package --locked --allow-dirty --list 2>/dev/null)"
  for f in src/lib.rs README.md docs/rust.md docs/draughts.md LICENSE Cargo.toml examples/fenboard_cli.rs variants/chess.json; do
    grep -qx "$f" <<<"$files" || { echo "the crate lacks $f" >&2; return 1; }
  done
  if grep -vE '^(src/.+\.rs|examples/[^/]+\.rs|variants/(draughts/)?[^/]+\.json|README\.md|docs/(rust|draughts)\.md|LICENSE|Cargo\.(toml|toml\.orig|lock)|\.cargo_vcs_info\.json)$' <<<"$files"; then
    echo "the crate holds the files above, which are not Rust sources, examples, definitions, README, the guides with doctests or licence" >&2
    return 1
  fi
  cargo package --quiet --locked --allow-dirty
}
step package_crate
step bash scripts/build.sh
step node --test tests/node/
step node --test tests/browser/
step node --test tests/package/
echo "[time] $((SECONDS - t0))s: all tests" >&2
