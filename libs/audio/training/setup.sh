#!/usr/bin/env bash
# The beat network's training environment, a virtualenv outside the repo (never shipped):
# JAX on the CPU, optax, numpy — all from PyPI, pinned so a rerun trains the same network.
#   bash libs/audio/training/setup.sh        # prints the venv's python on the last line
set -euo pipefail
VENV="${BEAT_TRAINING_VENV:-$HOME/.cache/downbeat/beat-training}"
if [ ! -x "$VENV/bin/python" ]; then
  echo "creating $VENV" >&2
  "${PYTHON:-python3}" -m venv "$VENV"
fi
"$VENV/bin/pip" install --quiet --progress-bar off 'jax==0.10.2' 'jaxlib==0.10.2' 'optax==0.2.8' 'numpy==2.4.*' >&2
echo "$VENV/bin/python"
