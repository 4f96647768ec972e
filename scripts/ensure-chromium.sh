#!/usr/bin/env bash
# Sourced by scripts/test (so by .ci/run too): makes sure a Chromium runs here for the developer
# portal's browser test (tests/e2e/test/portal-browser.test.ts, driven by playwright-core, whose own
# browser downloads cannot work here) and exports CHROMIUM_PATH. In order:
#   1. CHROMIUM_PATH when set: an explicit choice must run, it is never replaced;
#   2. chromium (Debian's) or chromium-browser on PATH;
#   3. the Debian package chromium, installed with apt-get when we are root or have passwordless sudo
#      (about a minute, once per machine);
#   otherwise it says what to install and returns 1 without exporting anything: the browser test
#   then fails naming the same command. Sourced: safe under `set -euo pipefail`.
DOWNBEAT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

downbeat_chromium_runs() { "$1" --headless --no-sandbox --version >/dev/null 2>&1; }

downbeat_ensure_chromium() {
  local candidate sudo=() log="$DOWNBEAT_ROOT/.tools/apt-chromium.log"
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    downbeat_chromium_runs "$CHROMIUM_PATH" && return 0
    echo "» CHROMIUM_PATH=$CHROMIUM_PATH does not run" >&2
    return 1
  fi
  for candidate in chromium chromium-browser; do
    if command -v "$candidate" >/dev/null 2>&1 && downbeat_chromium_runs "$(command -v "$candidate")"; then
      export CHROMIUM_PATH="$(command -v "$candidate")"
      return 0
    fi
  done
  if command -v apt-get >/dev/null 2>&1 &&
    { [ "$(id -u)" = 0 ] || { command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; }; }; then
    [ "$(id -u)" = 0 ] || sudo=(sudo -n)
    mkdir -p "$DOWNBEAT_ROOT/.tools"
    echo "» installing the Debian package chromium with apt-get (a minute or so; log in .tools/apt-chromium.log)" >&2
    if "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q >"$log" 2>&1 &&
      "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium >>"$log" 2>&1 &&
      hash -r && command -v chromium >/dev/null 2>&1; then
      export CHROMIUM_PATH="$(command -v chromium)"
      return 0
    fi
  fi
  echo "» no Chromium here: install Debian's (apt-get install chromium) or set CHROMIUM_PATH" >&2
  return 1
}

if downbeat_ensure_chromium; then
  echo "» using $("$CHROMIUM_PATH" --headless --no-sandbox --version 2>/dev/null | head -1) ($CHROMIUM_PATH)" >&2
fi
