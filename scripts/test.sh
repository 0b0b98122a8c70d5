#!/usr/bin/env bash
# The README's test command: installs what the tests need and runs every suite:
# lint, types, unit/component tests, API tests on PGlite and PostgreSQL, browser e2e.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
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

# The API suite on PGlite (the longest, mostly one thread) runs in the background from the start:
# lint and types leave a core idle, and it used to run alone for its last minute. Its output is
# printed whole when it ends.
pglite_started=$SECONDS
env -u TEST_DATABASE_URL pnpm --filter @fidelidade/api test >"$logs/api-pglite.log" 2>&1 &
pglite_pid=$!

step "lint (biome)" pnpm exec biome check .
step "tipos (tsc)" pnpm -r --workspace-concurrency=1 run typecheck
step "testes de unidade e componentes" pnpm -r --no-bail --workspace-concurrency=1 --filter '!@fidelidade/api' --filter '!@fidelidade/e2e' run --if-present test
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
# The PGlite half outlasts the PostgreSQL one by minutes on one core: the web apps build on the
# other meanwhile. The API's own build waits for the suite (faults.test.ts runs dist/server.mjs).
step "build (host, remotes)" node scripts/stack.ts build --only web
wait "$pglite_pid"
pglite_status=$?
echo "━━ testes API (PGlite)"
cat "$logs/api-pglite.log"
[ "$pglite_status" -eq 0 ] || cp "$logs/api-pglite.log" "$logs/failed-testes API (PGlite).log"
finish "testes API (PGlite)" "$pglite_status" $((SECONDS - pglite_started))

step "build (API)" node scripts/stack.ts build --only api
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
