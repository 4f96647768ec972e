#!/usr/bin/env bash
# What bench:beats needs from Debian: fluidsynth and three General MIDI soundfonts (the rendered-MIDI
# set), aubio-tools (the older peer), and the game soundtracks the recorded set cuts its clips from.
set -euo pipefail
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
  fluidsynth fluid-soundfont-gm timgm6mb-soundfont musescore-general-soundfont-small aubio-tools \
  asc-music singularity-music hyperrogue-music warzone2100-music planetblupi-music-ogg planetblupi-music-midi
