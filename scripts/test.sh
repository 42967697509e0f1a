#!/usr/bin/env sh
# npm test: what the tests need on the machine (scripts/preflight.sh, seconds), every check a clean
# machine runs, then the web build the browser tests load, then vitest.
set -eu
cd "$(dirname -- "$0")/.."
preflight=$(sh scripts/preflight.sh)
export "$preflight"
npm run --silent check
npm run --silent build
exec npx vitest run "$@"
