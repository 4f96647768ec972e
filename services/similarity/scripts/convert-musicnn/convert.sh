#!/usr/bin/env bash
# Regenerates services/similarity/models/*.onnx and the parity fixture's reference outputs from
# musicnn's checkpoints (PyPI musicnn 0.1.0). Needs Python 3.11 and the package registries; about
# 400 MB of wheels go into a virtualenv outside the repository. Not a CI step.
#   bash services/similarity/scripts/convert-musicnn/convert.sh
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
PACKAGE="$(cd "$HERE/../.." && pwd)"
VENV="${MUSICNN_VENV:-$HOME/.cache/downbeat/musicnn-convert}"
PYTHON="${PYTHON:-python3.11}"
command -v "$PYTHON" >/dev/null || PYTHON=python3
if [ ! -x "$VENV/bin/python" ]; then
  echo "creating $VENV" >&2
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/pip" install --quiet --upgrade pip
"$VENV/bin/pip" install --quiet --progress-bar off -r "$HERE/requirements.txt"
"$VENV/bin/pip" install --quiet --progress-bar off --no-deps 'musicnn==0.1.0'
FIXTURES="$PACKAGE/src/features/fixtures"
if [ ! -f "$FIXTURES/musicnn-fixture.wav" ]; then
  # The fixture is committed; it is only remade when missing (needs `npx turbo run build`).
  node "$HERE/make-fixture.js" "$FIXTURES/musicnn-fixture.wav"
fi
"$VENV/bin/python" "$HERE/convert.py" "$PACKAGE/models" "$FIXTURES/musicnn-fixture.wav" "$FIXTURES"
(cd "$PACKAGE/models" && sha256sum ./*.onnx | sed 's# \./# #' > SHA256SUMS && cat SHA256SUMS)
