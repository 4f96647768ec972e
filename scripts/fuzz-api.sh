#!/usr/bin/env bash
# Fuzzes the public API with schemathesis (PyPI) against an embedded system started for the run:
# every operation of GET /v0/openapi.json, with a partner token, a user token and a partner API key,
# every check on (no 5xx, responses as documented, statuses documented, …), at least
# FUZZ_MIN_REQUESTS (5000) generated requests. The venv lives in ~/.cache/downbeat; the system, its
# data and its ports are the run's own and are torn down at the end.
#   FUZZ_EXAMPLES      schemathesis --max-examples per operation (default 80)
#   FUZZ_MIN_REQUESTS  fewer generated requests fail the run (default 5000)
#   FUZZ_SEED          repeat a run
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
source scripts/ensure-node.sh >/dev/null

VERSION=4.32.5
VENV="${HOME}/.cache/downbeat/schemathesis-${VERSION}"
if [ ! -x "$VENV/bin/st" ]; then
  if ! command -v python3 >/dev/null || ! python3 -m venv --help >/dev/null 2>&1; then
    echo "✗ fuzz: python3 with the venv module is needed for schemathesis (Debian: apt-get install python3-venv)" >&2
    exit 1
  fi
  echo "fuzz: installing schemathesis ${VERSION} into ${VENV} (once)" >&2
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==${VERSION}"
fi

exec node scripts/fuzz/run.js "$VENV/bin/st"
