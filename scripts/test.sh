#!/usr/bin/env sh
# npm test: what the tests need on the machine (scripts/preflight.sh, seconds), every check a clean
# machine runs with the web build the browser tests load beside them (scripts/check.sh), then vitest.
set -eu
cd "$(dirname -- "$0")/.."
preflight=$(sh scripts/preflight.sh)
export "$preflight"
sh scripts/check.sh npm:build
exec npx vitest run "$@"
