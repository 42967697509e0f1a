#!/usr/bin/env sh
# npm run check: every check a clean machine runs, as many at once as the machine has cores (each
# is one single-threaded process), the longest first; each one's output is printed in one piece
# when it ends, and the whole fails when any one fails, after all have run. Further npm scripts
# given as arguments (`npm:build`) run among them: npm test builds the web app beside the checks.
set -eu
cd "$(dirname -- "$0")/.."
cores=$(node -p 'require("node:os").availableParallelism()')
exec concurrently --group --max-processes "$cores" --prefix '[{name}]' \
  npm:check:lint npm:check:types:web-test npm:check:types:graph npm:check:types:web "$@" \
  npm:check:schema npm:check:codegen npm:check:migrations npm:check:cycles npm:check:format
