#!/usr/bin/env bash
# Sourced by scripts/start and scripts/test: installs npm dependencies when missing or stale.
# `npm ci` first; when it refuses because the lock lacks other platforms' optional packages (a
# registry mirror without macOS/Windows builds of @swc/core, turbo, buf cannot record them), fall
# back to `npm install`, which honours the committed lock's versions.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "» installing npm dependencies" >&2
  if ! npm ci --no-audit --no-fund --loglevel=error 2>/tmp/downbeat-npm-ci.log; then
    echo "» npm ci refused the lock (see /tmp/downbeat-npm-ci.log); using npm install" >&2
    npm install --no-audit --no-fund --loglevel=error
  fi
fi
