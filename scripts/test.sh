#!/usr/bin/env bash
# The README's test command: installs what the tests need and runs every suite:
# lint, types, unit/component tests, API tests on PGlite and PostgreSQL, benchmarks in smoke mode,
# the JS budget and browser e2e. Each suite's time is printed beside its result.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
# Where freed memory goes back to the host (virtual machines that report free pages), a first
# touch of a page costs about 16 µs, and this suite's processes touch gigabytes: glibc's malloc keeps
# what it frees for reuse (no trimming, no mmap per block under 32 MiB) and asks for 2 MiB pages
# where the kernel grants them on request (docs/performance.md, "28 November, morning"). Only
# this run's processes see it; glibc's own variable, ignored elsewhere.
export GLIBC_TUNABLES="${GLIBC_TUNABLES:+$GLIBC_TUNABLES:}glibc.malloc.hugetlb=1:glibc.malloc.trim_threshold=1073741824:glibc.malloc.mmap_threshold=33554432"
set -e
bash scripts/system-deps.sh
pnpm install --frozen-lockfile
set +e

passed=0
failed=0
failures=()
# Records one suite's result; `step` runs it in the foreground.
finish() {
  local name="$1" status="$2" seconds="$3"
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    echo "✔ $name ($seconds s)"
  else
    failed=$((failed + 1))
    failures+=("$name")
    echo "✘ $name ($seconds s)"
  fi
}
# Each suite's output is also kept, so a failure's details can be repeated at the end (CI shows
# only the tail of a long run).
logs="$(mktemp -d)"
step() {
  local name="$1"
  shift
  echo "━━ $name"
  local started=$SECONDS
  "$@" 2>&1 | tee "$logs/step.log"
  local status=${PIPESTATUS[0]}
  [ "$status" -eq 0 ] || mv "$logs/step.log" "$logs/failed-$name.log"
  finish "$name" "$status" $((SECONDS - started))
}
# Node's test runner ends with a "failing tests:" section (each test, its assertion and stack);
# other tools' last lines carry theirs.
failure_details() {
  local file
  for file in "$logs"/failed-*.log; do
    [ -e "$file" ] || continue
    echo "━━ detalhes: $(basename "$file" .log | sed 's/^failed-//')"
    if grep -q 'failing tests:' "$file"; then
      sed -n '/failing tests:/,$p' "$file" | head -n 120
    else
      tail -n 60 "$file"
    fi
  done
}

# One phase at a time, each using both cores (a machine has two): phases side by side made each
# slower and the timing-sensitive tests flaky, for little gain.
step "lint (biome)" pnpm exec biome check .
step "citações de docs" node scripts/check-doc-citations.ts
# The process tests of both API suites run this build; they never build it themselves.
step "build (API)" node scripts/stack.ts build --only api
step "tipos (tsc)" pnpm -r --workspace-concurrency=2 run typecheck
# Every jest package in one run: its two workers take test files from all of them, instead of each
# package starting its own and idling a core on its last file.
jest_projects=()
for dir in host remotes/* shared/*; do [ -f "$dir/jest.config.cjs" ] && jest_projects+=("$PWD/$dir"); done
step "testes de unidade e componentes (jest)" pnpm --filter @fidelidade/build-config exec jest --maxWorkers=100% --projects "${jest_projects[@]}"
# The node test runner's packages (shared, infra; not the API and e2e suites below). A node --test
# run uses one core for its files, and the registry's alone takes as long as all the others together:
# it starts at once on one core while the others run one after another on the second (two at a time
# left that core idle for the registry's last 40 s).
node_tests=()
for dir in shared/* infra/*; do
  case "$dir" in infra/api | infra/e2e | infra/registry) continue ;; esac
  grep -q '"test": "node' "$dir/package.json" 2>/dev/null && node_tests+=(--filter "./$dir")
done
# The browser suite's own planning code (infra/e2e/shard-plan.ts) has unit tests too.
node_unit_tests() {
  pnpm -r --filter ./infra/registry run test &
  local registry=$!
  pnpm -r --no-bail --workspace-concurrency=1 "${node_tests[@]}" run test && pnpm --filter @fidelidade/e2e run test:unit
  local others=$?
  wait "$registry" && [ "$others" -eq 0 ]
}
step "testes de unidade (node)" node_unit_tests
# Each API suite: one migrated template database, its files over two processes (infra/api/src/test/run.ts).
step "testes API (PGlite)" env -u TEST_DATABASE_URL pnpm --filter @fidelidade/api test
pg_started=
if [ -z "${TEST_DATABASE_URL:-}" ] && pg_url="$(bash scripts/test-postgres.sh start)"; then
  export TEST_DATABASE_URL="$pg_url"
  pg_started=1
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "testes API (PostgreSQL)" pnpm --filter @fidelidade/api test
  step "benchmarks (smoke, PostgreSQL)" node scripts/bench-smoke.ts --postgres
else
  echo "PostgreSQL indisponível: testes da API só no PGlite" && failed=$((failed + 1)) && failures+=("PostgreSQL")
fi
[ -n "$pg_started" ] && bash scripts/test-postgres.sh stop "$TEST_DATABASE_URL"
step "build (host, remotes)" node scripts/stack.ts build --only web
# Its PostgreSQL half ran above, before the test server was stopped.
step "benchmarks (smoke)" env -u TEST_DATABASE_URL node scripts/bench-smoke.ts
step "orçamento de JS por app" node infra/perf/src/check-budget.ts
step "e2e (Playwright + Chromium)" pnpm --filter @fidelidade/e2e test

echo
failure_details
rm -rf "$logs"
[ ${#failures[@]} -gt 0 ] && printf 'Falhou: %s\n' "${failures[@]}"
echo "suites: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
