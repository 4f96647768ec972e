#!/usr/bin/env bash
# Proves that src/generated is what the protos generate today: regenerates into a temporary
# directory and compares. Fails with the difference and the command that fixes it.
# In CI (CI set) it also fails when src/generated differs from the commit, because a turbo
# `generate` that ran earlier in the job would otherwise have refreshed the stale copy unnoticed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

fresh="$(mktemp -d)"
trap 'rm -rf "$fresh"' EXIT
node scripts/generate.js --out "$fresh/generated" >/dev/null

if ! diff -ru src/generated "$fresh/generated"; then
  echo "✗ libs/contracts/src/generated is stale: run 'npm run generate -w @downbeat/contracts' and commit the result." >&2
  exit 1
fi
if [ -n "${CI:-}" ] && git rev-parse --git-dir >/dev/null 2>&1; then
  changed="$(git status --porcelain -- src/generated)"
  if [ -n "$changed" ]; then
    echo "$changed" | head -20 >&2
    echo "✗ libs/contracts/src/generated differs from the commit: run 'npm run generate -w @downbeat/contracts' and commit the result." >&2
    exit 1
  fi
fi
echo "✓ libs/contracts/src/generated matches protos/"
