#!/usr/bin/env bash
# Debian packages the tests need: Chromium's headless shell for the browser tests and Chromium for
# the smoke check and the cold-load benchmark, the DejaVu fonts they render with
# (infra/e2e/fonts/fonts.conf pins them), a PostgreSQL server so the API tests also run against a
# real server, poppler-utils to read exported PDFs, nginx to run the production web config in a test.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
dejavu=/usr/share/fonts/truetype/dejavu
[ -f "$dejavu/DejaVuSans-Bold.ttf" ] || missing+=(fonts-dejavu-core)
[ -f "$dejavu/DejaVuSansCondensed.ttf" ] || missing+=(fonts-dejavu-extra)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v nginx >/dev/null 2>&1 || missing+=(nginx-light)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Faltam pacotes Debian: ${missing[*]} (instale com: sudo apt-get install -y ${missing[*]})" >&2
  exit 1
fi
echo "› instalando ${missing[*]} (apt-get)" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
