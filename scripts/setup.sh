#!/usr/bin/env bash
# Idempotent toolchain setup for fenboard (Rust -> wasm with wasm-pack, Node tests, Chromium browser tests).
# Follows shared/rules/toolchain.md: everything from crates.io, npm, PyPI and Debian; nothing from GitHub.
# Re-running once everything is installed takes well under a second: every step is skipped when satisfied.
#
#   WITH_BROWSER=0 scripts/setup.sh   # skip chromium/chromedriver (used by `npm start`)
#   WITH_PYTHON=0  scripts/setup.sh   # skip pydraughts and pyffish (the oracle tests of `cargo test` then fail)
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_PACK_VERSION="${WASM_PACK_VERSION:-0.15.1}"
PYDRAUGHTS_VERSION="${PYDRAUGHTS_VERSION:-0.6.7}"
PYFFISH_VERSION="${PYFFISH_VERSION:-0.0.90}"
WITH_BROWSER="${WITH_BROWSER:-1}"
WITH_PYTHON="${WITH_PYTHON:-1}"

# wasm-bindgen-cli must be exactly the version of the wasm-bindgen crate in Cargo.lock.
if [ -z "${WASM_BINDGEN_VERSION:-}" ] && [ -f Cargo.lock ]; then
  WASM_BINDGEN_VERSION="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)"
fi
WASM_BINDGEN_VERSION="${WASM_BINDGEN_VERSION:-0.2.130}"

export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
log() { printf '== setup: %s\n' "$*" >&2; }
t0=$SECONDS

# wasm-pack fails with a bare "No such file or directory" when its cache directory is missing.
mkdir -p "${WASM_PACK_CACHE:-$HOME/.cache/.wasm-pack}"

# 1) Rust wasm target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  log "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi
# clippy and rustfmt are used by scripts/test.sh.
for comp in clippy rustfmt; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$comp"; then
    log "rustup component add $comp"
    rustup component add "$comp"
  fi
done

# 2) wasm-pack from crates.io (~2-3 min). The npm 'wasm-pack' package downloads from GitHub and fails.
if ! wasm-pack --version 2>/dev/null | grep -qx "wasm-pack $WASM_PACK_VERSION"; then
  log "cargo install wasm-pack $WASM_PACK_VERSION"
  cargo install wasm-pack --version "$WASM_PACK_VERSION" --locked
fi

# 3) wasm-bindgen-cli at exactly the crate's version (~3-6 min). --locked fails on the crates.io mirror for
#    0.2.130 (its lockfile wants a webpki-roots the mirror lacks), so fall back to an unlocked install.
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $WASM_BINDGEN_VERSION"; then
  log "cargo install wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --locked \
    || cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

# 4) npm devDependencies (binaryen -> node_modules/.bin/wasm-opt, playwright-core, oracles, bench libraries).
#    A stamp holding the hash of package-lock.json tells whether node_modules matches the lock file.
lock_hash="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [ "$(cat node_modules/.fenboard-lock-hash 2>/dev/null || true)" != "$lock_hash" ]; then
  log "npm ci"
  npm ci --no-audit --no-fund
  echo "$lock_hash" > node_modules/.fenboard-lock-hash
fi

# 5) Debian Chromium for the browser tests (~20 s). --no-install-recommends avoids pulling in and upgrading systemd.
if [ "$WITH_BROWSER" = 1 ] && ! { command -v chromium >/dev/null && command -v chromedriver >/dev/null; }; then
  log "apt-get install chromium chromium-driver"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium chromium-driver
fi

# 6) pydraughts, the oracle of the draughts tests (tests/russian.rs fails without it), and pyffish, Fairy-Stockfish
#    for Python: newer than npm's ffish (0.7.10, Fairy-Stockfish of August 2023), it is the oracle of the games whose
#    rules Fairy-Stockfish changed since. The other chess oracles (chess.js, chessops, ffish) are npm
#    devDependencies, installed in step 4; shakmaty is a cargo dev-dependency.
python_has() { python3 -c "import $1; assert $2" 2>/dev/null; }
if [ "$WITH_PYTHON" = 1 ]; then
  want=()
  python_has draughts True || want+=("pydraughts==$PYDRAUGHTS_VERSION")
  python_has pyffish "'.'.join(map(str, pyffish.version())) == '$PYFFISH_VERSION'" || want+=("pyffish==$PYFFISH_VERSION")
  if [ ${#want[@]} -gt 0 ]; then
    log "pip install ${want[*]}"
    if ! python3 -m pip --version >/dev/null 2>&1; then
      $SUDO apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends python3-pip
    fi
    # Debian's own python3 is "externally managed" (PEP 668): retry with --break-system-packages there.
    python3 -m pip install --quiet "${want[@]}" \
      || python3 -m pip install --quiet --break-system-packages "${want[@]}"
  fi
fi

log "ready in $((SECONDS - t0)) s: $(wasm-pack --version), $(wasm-bindgen --version), wasm-opt $(node_modules/.bin/wasm-opt --version 2>/dev/null || echo none)"
