#!/usr/bin/env bash
# The lockfile must install with the npm that each supported Node line ships: npm 10.9 (Node 22) and
# npm 11 (Node 24). npm 11 leaves an unmet optional peer out of the lockfile where npm 10 wants it, so
# a lockfile written by one can be refused by the other (`npm ci`: "Missing: … from lock file").
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp package.json package-lock.json "$work/"
for version in 10.9 11; do
  npm_version=$(npx -y "npm@$version" --version)
  if (cd "$work" && npx -y "npm@$version" ci --dry-run --ignore-scripts --no-audit --no-fund) >"$work/out.log" 2>&1; then
    echo "npm $npm_version ci --dry-run: $(grep -E '^(added|up to date)' "$work/out.log" | tail -n 1)"
  else
    echo "npm $npm_version ci --dry-run refuses package-lock.json:" >&2
    grep -E 'npm (error|ERR)' "$work/out.log" >&2 || cat "$work/out.log" >&2
    failed=1
  fi
done
exit "${failed:-0}"
