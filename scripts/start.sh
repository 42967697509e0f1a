#!/usr/bin/env sh
# npm start (no argument) and npm run worker (`worker`): build what is missing or older than its
# sources (the web app for the server; the server's JavaScript for both), then run it with plain
# node, in this process so that Ctrl-C reaches it directly.
set -eu
cd "$(dirname -- "$0")/.."
entry=${1:-main}

# stale STAMP PATH...: STAMP is missing, or a file under PATH changed after it.
stale() {
  stamp=$1
  shift
  ! [ -f "$stamp" ] || [ -n "$(find "$@" -newer "$stamp" 2>/dev/null | head -n 1)" ]
}

if [ "$entry" = main ] && stale web/dist/index.html web/src web/public web/index.html web/vite.config.ts; then
  echo "Building the web app (once per change)..."
  npm run --silent build
fi
if stale dist/graph/src/main.js graph/src scripts/build-server.ts tsconfig.json; then
  echo "Compiling the server (once per change)..."
  npm run --silent build:server
fi
exec node --enable-source-maps "dist/graph/src/$entry.js"
