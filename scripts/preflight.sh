#!/usr/bin/env sh
# What npm test needs besides Node and the npm packages, checked in its first seconds rather than
# found missing by the browser and two-instance tests after the checks and the build have run:
# - a Chromium for the browser tests: CHROMIUM_PATH when set, else Debian's, else an installed
#   Chrome. Prints `CHROMIUM_PATH=…` for the caller to export.
# - `redis-server` on the PATH (the Redis outage test starts one of its own) and a Redis answering
#   on 127.0.0.1:6379, started here when it is installed but not running.
# Where something is missing on Debian as root, it is installed as .ci/run does; otherwise the
# script stops with one sentence that says what to install. (PostgreSQL needs nothing: without one
# on 127.0.0.1:5432 the tests use the embedded PostgreSQL the app itself uses.)
set -eu

say() { printf '%s\n' "$*" >&2; }
can_install() { [ -f /etc/debian_version ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }
apt_updated=
apt_install() {
  say "npm test: installing $* from Debian's packages (one time)"
  if [ -z "$apt_updated" ]; then apt-get update -qq >&2; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

find_chromium() {
  for candidate in /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable /opt/google/chrome/chrome; do
    if [ -x "$candidate" ]; then printf '%s' "$candidate"; return 0; fi
  done
  return 1
}

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ ! -x "$CHROMIUM_PATH" ]; then
    say "npm test: CHROMIUM_PATH is $CHROMIUM_PATH, which is not a program: point it at a Chrome or Chromium binary, or unset it to use Debian's chromium."
    exit 1
  fi
  chromium=$CHROMIUM_PATH
elif chromium=$(find_chromium); then
  :
elif can_install; then
  apt_install chromium
  chromium=/usr/bin/chromium
else
  say "npm test: the browser tests need Chromium: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chrome or Chromium binary."
  exit 1
fi

if ! command -v redis-server >/dev/null 2>&1; then
  if can_install; then
    apt_install redis-server
  else
    say "npm test: the Redis tests need redis-server: install it (Debian: sudo apt-get install redis-server)."
    exit 1
  fi
fi
redis_answers() { command -v redis-cli >/dev/null 2>&1 && redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; }
if ! redis_answers; then
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null 2>&1 || true
  tries=0
  until redis_answers; do
    tries=$((tries + 1))
    if [ "$tries" -ge 50 ]; then
      say "npm test: no Redis answers on 127.0.0.1:6379 and one could not be started there: start redis-server on that port."
      exit 1
    fi
    sleep 0.1
  done
fi

printf 'CHROMIUM_PATH=%s\n' "$chromium"
