#!/usr/bin/env sh
# npm test: every check a clean machine runs, then the web build the browser tests load, then vitest.
set -eu
cd "$(dirname -- "$0")/.."
npm run --silent check
npm run --silent build
exec npx vitest run
