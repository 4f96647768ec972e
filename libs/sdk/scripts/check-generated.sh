#!/usr/bin/env bash
# Proves that src/generated/api.ts and openapi.json are what the gateway's OpenAPI document
# generates today: regenerates into a temporary directory and compares. Needs the gateway built
# (npx turbo run build). Fails with the difference and the command that fixes it.
# In CI (CI set) it also fails when they differ from the commit, because a turbo `generate` that
# ran earlier in the job (every build runs it) would otherwise have refreshed a stale copy unnoticed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT
node scripts/generate.js --out "$fresh" >/dev/null

stale=0
diff -u src/generated/api.ts "$fresh/src/generated/api.ts" || stale=1
diff -u openapi.json "$fresh/openapi.json" || stale=1
if [ "$stale" = 1 ]; then
  echo "✗ libs/sdk is stale against the gateway's OpenAPI document: run 'npm run generate -w @downbeat/sdk' and commit the result." >&2
  exit 1
fi
if [ -n "${CI:-}" ] && git rev-parse --git-dir >/dev/null 2>&1; then
  changed="$(git status --porcelain -- src/generated openapi.json)"
  if [ -n "$changed" ]; then
    echo "$changed" >&2
    echo "✗ libs/sdk's generated files differ from the commit: run 'npm run generate -w @downbeat/sdk' and commit the result." >&2
    exit 1
  fi
fi
echo "✓ libs/sdk/src/generated and openapi.json match the gateway's OpenAPI document"
