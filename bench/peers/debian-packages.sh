#!/usr/bin/env bash
# What bench:beats needs from Debian: fluidsynth and three General MIDI soundfonts (the rendered-MIDI
# set; four more for the beat network's training pieces), aubio-tools (the older peer), and the game soundtracks the recorded set cuts its clips from.
set -euo pipefail
apt-get update -qq
apt-get install -y -qq --no-install-recommends \
  fluidsynth fluid-soundfont-gm timgm6mb-soundfont musescore-general-soundfont-small aubio-tools \
  csound-soundfont fluidr3mono-gm-soundfont musescore-general-soundfont opl3-soundfont \
  asc-music singularity-music hyperrogue-music warzone2100-music planetblupi-music-ogg planetblupi-music-midi
