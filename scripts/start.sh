#!/usr/bin/env bash
# Set up what is missing (no browser needed), build, and serve the page on http://127.0.0.1:${PORT:-8080}/.
set -euo pipefail
cd "$(dirname "$0")/.."
WITH_BROWSER=0 WITH_PYTHON=0 bash scripts/setup.sh
bash scripts/build.sh   # also builds the rules pages (scripts/pages.mjs)
exec node scripts/serve.mjs
