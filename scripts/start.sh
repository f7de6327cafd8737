#!/usr/bin/env bash
# Set up what is missing (no browser needed), build the package and the site, and serve the site (site/) on
# http://127.0.0.1:${PORT:-8080}/ with scripts/serve.mjs (sirv and compression). `node scripts/serve.mjs --dev`
# serves the sources instead (www/ with pkg/, js/, lib/), for working on them without rebuilding the site.
set -euo pipefail
cd "$(dirname "$0")/.."
WITH_BROWSER=0 WITH_PYTHON=0 bash scripts/setup.sh
bash scripts/build.sh   # the wasm modules, the rules pages (scripts/pages.mjs), the site (scripts/site.mjs)
exec node scripts/serve.mjs
