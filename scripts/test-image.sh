#!/usr/bin/env bash
# npm run test:image — builds the Docker image and runs it as an operator would, then stops everything.
# Checks: /healthz, /readyz and a store page answer (against a sandbox platform on this machine);
# it runs as a non-root user; its HEALTHCHECK passes; with a --read-only root filesystem it serves
# and keeps a session; SIGTERM ends it within 10 s with exit 0; its node_modules hold production
# dependencies only (no TypeScript, tsx, tests, sources); it runs as the numeric user 1000:1000 and
# carries the OCI labels; SESSION_SECRET comes from a mounted file. Prints the image's size and the
# time from `run` to the first answer of /healthz.
# Then, where Compose is available, brings up compose.yaml (two instances, Redis, a reverse proxy)
# and checks a page and a session through the proxy.
#
# Docker or Podman (Podman, runc and debootstrap are installed with apt when neither engine is there).
# Without registry access to the official Node image, the FROM image is built as a stand-in by
# ../shared/tools/make-node-base-image.sh (Debian from debootstrap, the official Node binary of that
# line and the npm it bundles). Podman runs with runc and explicit ulimits (cgroup v1 machines) and
# builds in Docker format, which keeps HEALTHCHECK.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

IMAGE=${IMAGE:-storefront:test}
BASE=$(sed -n 's/^FROM \([^ ]*\).*/\1/p' Dockerfile | head -n 1)
say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
fail() { printf '\033[31mFAIL: %s\033[0m\n' "$*" >&2; exit 1; }
ok() { printf '  ok  %s\n' "$*"; }

apt_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  say "installing $* (apt)"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}
if ! { command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; } && ! command -v podman >/dev/null 2>&1; then
  apt_install podman runc debootstrap
fi

if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
  ENGINE=docker
  BUILD_FLAGS=(--network host)
  RUN_FLAGS=()
elif command -v podman >/dev/null 2>&1; then
  ENGINE=podman
  nofile=$(ulimit -Hn)
  [ "$nofile" = unlimited ] && nofile=1048576
  PODMAN_GLOBAL=()
  command -v runc >/dev/null 2>&1 && PODMAN_GLOBAL=(--runtime "$(command -v runc)")
  LIMITS=(--ulimit "nofile=$nofile:$nofile" --ulimit nproc=1024:1024)
  BUILD_FLAGS=(--format docker --network host "${LIMITS[@]}")
  RUN_FLAGS=("${LIMITS[@]}")
else
  fail "neither docker nor podman is available"
fi
engine() { if [ "$ENGINE" = podman ]; then podman "${PODMAN_GLOBAL[@]}" "$@"; else docker "$@"; fi; }

CONTAINER=storefront-test-$$
SANDBOX_PID=""
COMPOSE_UP=""
cleanup() {
  engine rm -f "$CONTAINER" >/dev/null 2>&1 || true
  [ -n "$SANDBOX_PID" ] && kill "$SANDBOX_PID" 2>/dev/null || true
  [ -n "$COMPOSE_UP" ] && $COMPOSE_UP down -v >/dev/null 2>&1 || true
  rm -rf "${WORK:-}"
}
trap cleanup EXIT
WORK=$(mktemp -d)

free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
wait_for() { # url, seconds
  for _ in $(seq 1 $((${2:-30} * 4))); do
    curl -fsS -o /dev/null "$1" 2>/dev/null && return 0
    sleep 0.25
  done
  return 1
}

say "engine: $ENGINE ($($ENGINE --version))"

if ! engine image inspect "$BASE" >/dev/null 2>&1; then
  if timeout 60 "$ENGINE" pull "$BASE" >/dev/null 2>&1; then
    ok "pulled $BASE"
  else
    say "no registry access to $BASE: building a stand-in (Debian, the official Node binary and its npm)"
    maker=$ROOT/../shared/tools/make-node-base-image.sh
    [ -f "$maker" ] || fail "no registry access to $BASE and no $maker to build a stand-in"
    command -v debootstrap >/dev/null 2>&1 && command -v runc >/dev/null 2>&1 || apt_install runc debootstrap
    bash "$maker" "$BASE"
  fi
fi

say "build $IMAGE"
started=$(date +%s)
VERSION=$(node -p 'require("./package.json").version')
REVISION=$(git rev-parse HEAD 2>/dev/null || echo unknown)
SOURCE=$(git remote get-url origin 2>/dev/null || echo unknown)
if ! engine build "${BUILD_FLAGS[@]}" --build-arg "VERSION=$VERSION" --build-arg "REVISION=$REVISION" --build-arg "SOURCE=$SOURCE" \
  -t "$IMAGE" . > "$WORK/build.log" 2>&1; then
  # Every error line of the build (npm's and the engine's), then how it ended.
  echo "-- error lines of the build log:"
  grep -nE '(^|[^a-z])(error|err!|failed|fatal)' -i "$WORK/build.log" || true
  echo "-- the end of the build log:"
  tail -n 40 "$WORK/build.log"
  fail "image build"
fi
ok "built in $(( $(date +%s) - started )) s"
size=$(engine image inspect "$IMAGE" --format '{{.Size}}')
base_size=$(engine image inspect "$BASE" --format '{{.Size}}')
modules=$(engine run --rm --no-healthcheck "${RUN_FLAGS[@]}" --entrypoint du "$IMAGE" -sm /app/node_modules | cut -f1)
printf '  image %s: %d MB (base image %d MB, the app %d MB of it; node_modules %s MB)\n' "$IMAGE" $((size / 1000000)) $((base_size / 1000000)) $(((size - base_size) / 1000000)) "$modules"

say "contents"
engine run --rm --no-healthcheck "${RUN_FLAGS[@]}" --entrypoint sh "$IMAGE" -c '
  cd /app
  for dev in typescript tsx vitest @remix-run/dev esbuild eslint @playwright/test; do
    [ -e "node_modules/$dev" ] && { echo "a development package is in the image: $dev"; exit 1; }
  done
  for path in tests e2e app sandbox server.ts server scripts bench; do
    [ -e "$path" ] && { echo "not for the runtime: /app/$path"; exit 1; }
  done
  [ -f build/server/index.js ] || { echo "build/server/index.js missing"; exit 1; }
  [ -d build/client/assets ] || { echo "build/client/assets missing"; exit 1; }
  exit 0' || fail "runtime image contents"
ok "production dependencies only; no TypeScript, tsx, sources, tests or sandbox"
user=$(engine image inspect "$IMAGE" --format '{{.Config.User}}')
[ "$user" = 1000:1000 ] || fail "the image's USER is '$user', not the numeric 1000:1000 (runAsNonRoot needs a number)"
grep -q '^# syntax=' Dockerfile && fail "the Dockerfile has a '# syntax=' line (it pulls a frontend from Docker Hub on every build)"
for label in source version revision licenses; do
  value=$(engine image inspect "$IMAGE" --format "{{index .Config.Labels \"org.opencontainers.image.$label\"}}")
  [ -n "$value" ] || fail "no OCI label org.opencontainers.image.$label"
done
ok "OCI labels: version $VERSION, revision ${REVISION:0:12}"
healthcheck=$(engine image inspect "$IMAGE" --format '{{json .Config.Healthcheck}}')
echo "$healthcheck" | grep -q healthz || fail "no HEALTHCHECK in the image ($healthcheck)"
ok "USER $user; HEALTHCHECK $(echo "$healthcheck" | grep -o '"Interval":[0-9]*' || true)"

say "run against a sandbox, read-only root filesystem"
SANDBOX_PORT=$(free_port)
SANDBOX_PORT=$SANDBOX_PORT SANDBOX_DATA_DIR=memory SANDBOX_QUIET=1 node --import tsx sandbox/main.ts > "$WORK/sandbox.log" 2>&1 &
SANDBOX_PID=$!
wait_for "http://127.0.0.1:$SANDBOX_PORT/v5/web/customer/brands" 60 || { cat "$WORK/sandbox.log"; fail "sandbox did not start"; }
PORT=$(free_port)
METRICS_PORT=$(free_port)
# Host networking: the container reaches the sandbox on this machine's loopback; it listens there only.
# The file session store under /tmp, the one writable place (a tmpfs) on the read-only root filesystem.
# The session secret is a mounted file (SESSION_SECRET_FILE), as Docker and Kubernetes secrets are.
mkdir -p "$WORK/secrets" && printf 'image-test-secret-%s\n' "$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')" > "$WORK/secrets/session-secret"
chmod 0644 "$WORK/secrets/session-secret"
started=$(date +%s%N)
engine run -d --name "$CONTAINER" "${RUN_FLAGS[@]}" --network host --read-only --tmpfs /tmp -e SESSION_DIR=/tmp/sessions \
  -e HOST=127.0.0.1 -e PORT="$PORT" -e METRICS_PORT="$METRICS_PORT" -e API_BASE_URL="http://127.0.0.1:$SANDBOX_PORT" \
  -v "$WORK/secrets:/run/secrets/storefront:ro" -e SESSION_SECRET_FILE=/run/secrets/storefront/session-secret -e SECURE_COOKIES=false \
  "$IMAGE" >/dev/null
URL=http://127.0.0.1:$PORT
for _ in $(seq 1 1200); do
  curl -fsS -o /dev/null "$URL/healthz" 2>/dev/null && break
  sleep 0.05
done
curl -fsS -o /dev/null "$URL/healthz" 2>/dev/null || { engine logs "$CONTAINER" | tail -30; fail "the storefront did not start"; }
start_ms=$(( ($(date +%s%N) - started) / 1000000 ))
ok "GET /healthz: $(curl -fsS "$URL/healthz"), ${start_ms} ms after \`run\`"
ready=$(curl -sS -w ' %{http_code}' "$URL/readyz")
[ "${ready##* }" = 200 ] && [[ "$ready" == *'"status":"ready","upstream":true,"sessionStore":true'* ]] || fail "/readyz: $ready"
ok "GET /readyz: $ready"
store=$(curl -sS -o "$WORK/store.html" -w '%{http_code}' "$URL/en-kw/store/burger-bay-salmiya")
[ "$store" = 200 ] && grep -q 'data-testid="product-card"\|Burger Bay' "$WORK/store.html" || fail "store page answered $store"
ok "GET /en-kw/store/burger-bay-salmiya: 200, $(wc -c < "$WORK/store.html") bytes"
# A session kept on the read-only root filesystem (its one writable folder): a product in the cart.
product=$(node -e '
  fetch(process.argv[1]).then((r) => r.json()).then((store) => {
    const menu = store.menus.find((m) => m.info.purpose === "delivery");
    const p = menu.categories.flatMap((c) => c.products).find((p) => p.availability === "available" && p.variants.length === 0 && p.option_groups.every((g) => g.min === 0));
    console.log(`/en-kw/store/burger-bay-salmiya/product/${p.id}?menu=${menu.info.id}`);
  });' "http://127.0.0.1:$SANDBOX_PORT/v5/web/customer/stores/burger-bay-salmiya")
added=$(curl -sS -o /dev/null -c "$WORK/cookies" -w '%{http_code}' -X POST -H "Origin: $URL" -d "intent=add&quantity=1" "$URL$product")
[ "$added" = 303 ] || fail "adding to the cart answered $added"
grep -q 'data-testid="cart-line"' <(curl -sS -b "$WORK/cookies" "$URL/en-kw/cart") || fail "the cart is empty after adding"
ok "a product added to the cart is in the cart (the session kept in /tmp on a read-only root filesystem)"
engine exec "$CONTAINER" sh -c 'touch /app/x 2>/dev/null' && fail "the root filesystem is writable"
ok "writing to /app fails (read-only)"
uid=$(engine exec "$CONTAINER" id -u)
[ "$uid" != 0 ] || fail "runs as root"
ok "runs as uid $uid"
curl -fsS -o "$WORK/metrics.txt" "http://127.0.0.1:$METRICS_PORT/metrics" || fail "no answer on METRICS_PORT"
grep -q '^http_server_request_duration_seconds_count{http_route="/:locale?/store/:storeSlug"' "$WORK/metrics.txt" || fail "no request metrics on METRICS_PORT"
[ "$(curl -sS -o /dev/null -w '%{http_code}' "$URL/metrics")" = 404 ] || fail "/metrics answers on the public port"
ok "GET :$METRICS_PORT/metrics: Prometheus text ($(grep -c '^# TYPE' "$WORK/metrics.txt") metrics); /metrics on the public port: 404"
if [ "$ENGINE" = podman ]; then
  engine healthcheck run "$CONTAINER" || fail "HEALTHCHECK failed"
  ok "HEALTHCHECK: healthy (podman healthcheck run)"
else
  for _ in $(seq 1 60); do
    status=$(docker inspect --format '{{.State.Health.Status}}' "$CONTAINER")
    [ "$status" = healthy ] && break
    sleep 1
  done
  [ "$status" = healthy ] || fail "HEALTHCHECK: $status"
  ok "HEALTHCHECK: healthy"
fi

say "SIGTERM"
started=$(date +%s%N)
engine kill --signal TERM "$CONTAINER" >/dev/null
code=$(engine wait "$CONTAINER")
elapsed=$(( ($(date +%s%N) - started) / 1000000 ))
[ "$code" = 0 ] || { engine logs "$CONTAINER" | tail -20; fail "exit code $code after SIGTERM"; }
[ "$elapsed" -lt 10000 ] || fail "took ${elapsed} ms to stop"
ok "exited 0, ${elapsed} ms after SIGTERM"
engine rm -f "$CONTAINER" >/dev/null

say "compose.yaml"
if docker compose version >/dev/null 2>&1; then COMPOSE="docker compose"
elif command -v podman-compose >/dev/null 2>&1; then COMPOSE="podman-compose"
elif command -v docker-compose >/dev/null 2>&1; then COMPOSE="docker-compose"
else COMPOSE=""; fi
if [ -z "$COMPOSE" ]; then
  echo "  skipped: no Compose here (docker compose, podman-compose or docker-compose)"
else
  COMPOSE_PORT=$(free_port)
  export STOREFRONT_IMAGE=$IMAGE STOREFRONT_PORT=$COMPOSE_PORT API_BASE_URL="http://host.docker.internal:$SANDBOX_PORT"
  SESSION_SECRET=$(head -c 30 /dev/urandom | od -An -tx1 | tr -d " \n"); export SESSION_SECRET
  COMPOSE_UP="$COMPOSE -p storefront-test-$$ -f compose.yaml"
  $COMPOSE_UP up -d > "$WORK/compose.log" 2>&1 || { cat "$WORK/compose.log"; fail "compose up"; }
  wait_for "http://127.0.0.1:$COMPOSE_PORT/healthz" 90 || { $COMPOSE_UP logs | tail -40; fail "compose: no answer through the proxy"; }
  page=$(curl -sS -o /dev/null -w '%{http_code}' "http://127.0.0.1:$COMPOSE_PORT/en-kw/store/burger-bay-salmiya")
  [ "$page" = 200 ] || fail "compose: store page $page"
  # The proxy's cache (decision 120): the same anonymous page again comes from it.
  cached=$(curl -sS -o /dev/null -D - "http://127.0.0.1:$COMPOSE_PORT/en-kw/store/burger-bay-salmiya" | tr -d '\r' | awk -F': ' 'tolower($1) == "x-cache-status" { print $2 }')
  [ "$cached" = HIT ] || fail "compose: the store page again: X-Cache-Status '$cached', not HIT"
  ok "compose: two instances, Redis and the proxy up; a store page through the proxy: 200, then from its cache"
  $COMPOSE_UP down -v >/dev/null 2>&1
  COMPOSE_UP=""
fi

say "image $IMAGE passed: $((size / 1000000)) MB, /healthz ${start_ms} ms after start"
