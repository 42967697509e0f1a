#!/usr/bin/env sh
# npm test: what the tests need on the machine (scripts/preflight.sh, seconds), the web build the
# browser tests load, then vitest with every check a clean machine runs (scripts/check.sh) beside
# it. The tests spend about half their time waiting (pages, sockets, the job queue), so the
# checks fill those gaps instead of running first. The whole fails when either fails, after both
# have run; the checks' output comes in one piece per check as each ends.
set -eu
cd "$(dirname -- "$0")/.."
preflight=$(sh scripts/preflight.sh)
export "$preflight"
build=$(npm run --silent build 2>&1) || { printf '%s\n' "$build" >&2; exit 1; }
sh scripts/check.sh &
checks=$!
status=0
npx vitest run "$@" || status=$?
wait "$checks" || { echo "npm test: a check failed (its output is above)" >&2; status=1; }
exit "$status"
