#!/usr/bin/env bash
# npm test: everything a change can break, on a fresh machine.
# System packages the tests need (Debian's Chromium, redis-server and nginx) are installed when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

ensure_system_packages() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  # The compose file's cache in front of a storefront (tests/integration/shared-cache.test.ts).
  [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
  [ ${#missing[@]} -eq 0 ] && return 0
  step "installing ${missing[*]} (apt)"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

ensure_system_packages

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "build"
npm run --silent build

# One throwaway Redis for the tests that need a real one (sessions, rate limits, scale-out).
REDIS_PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
REDIS_DIR=$(mktemp -d)
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save "" --appendonly no --daemonize yes \
  --pidfile "$REDIS_DIR/redis.pid" --dir "$REDIS_DIR" >/dev/null
cleanup() {
  [ -f "$REDIS_DIR/redis.pid" ] && kill "$(cat "$REDIS_DIR/redis.pid")" 2>/dev/null || true
  rm -rf "$REDIS_DIR"
}
trap cleanup EXIT
for _ in $(seq 1 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
export TEST_REDIS_URL="redis://127.0.0.1:$REDIS_PORT"

step "unit and integration tests (vitest)"
npx vitest run

step "browser tests (Playwright, Debian Chromium)"
npx playwright test
