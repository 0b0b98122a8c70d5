#!/usr/bin/env bash
# One command: install, build what is stale, start API (embedded DB + demo data), registry and gateway.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
pnpm install --frozen-lockfile
node scripts/stack.ts build
exec node scripts/stack.ts serve "$@"
