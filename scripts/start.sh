#!/usr/bin/env sh
# npm start: build the web app when it is missing or older than its sources, then run the server
# (TypeScript through tsx's loader, in this process so that Ctrl-C reaches it directly).
set -eu
cd "$(dirname -- "$0")/.."
stamp=web/dist/index.html
if ! [ -f "$stamp" ] || [ -n "$(find web/src web/public web/index.html web/vite.config.ts -newer "$stamp" 2>/dev/null | head -n 1)" ]; then
  echo "Building the web app (once per change)..."
  npm run --silent build
fi
exec node --enable-source-maps --import tsx graph/src/main.ts
