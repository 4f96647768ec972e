#!/usr/bin/env bash
# Fails when the protos in the working tree break wire or generated-code compatibility with main
# (buf breaking, FILE rules: see buf.yaml). Operators upgrade services one at a time, so a contract
# may only grow: add fields, RPCs, enum values; reserve what is removed.
#
#   on a branch:  compares against main (or origin/main when there is no local main)
#   on main:      compares against HEAD~1, the main that was there before the last commit
#   BREAKING_AGAINST=<git ref> overrides the base.
#
# The base is exported with `git archive` into a temporary directory, which works the same in
# worktrees and shallow clones (as long as the base commit was fetched).
set -euo pipefail

root="$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)"
cd "$root"

notice() { echo "check-breaking: $*; nothing to compare against, skipping." >&2; }

if [ -n "${BREAKING_AGAINST:-}" ]; then
  base="$BREAKING_AGAINST"
elif [ "$(git rev-parse --abbrev-ref HEAD)" = "main" ]; then
  if ! git rev-parse --verify --quiet 'HEAD~1^{commit}' >/dev/null; then
    notice "main has no previous commit"
    exit 0
  fi
  base="HEAD~1"
elif git rev-parse --verify --quiet 'refs/heads/main^{commit}' >/dev/null; then
  base="main"
elif git rev-parse --verify --quiet 'refs/remotes/origin/main^{commit}' >/dev/null; then
  base="origin/main"
else
  echo "check-breaking: neither main nor origin/main is here; fetch it (git fetch origin main) or set BREAKING_AGAINST." >&2
  exit 2
fi

commit="$(git rev-parse --verify "${base}^{commit}")"
if ! git ls-tree -r --name-only "$commit" -- protos | grep -q '\.proto$'; then
  notice "$base ($commit) has no protos yet"
  exit 0
fi

against="$(mktemp -d)"
trap 'rm -rf "$against"' EXIT
# buf.yaml may be missing in the base (before buf was set up); buf then treats protos/ as one module.
git archive "$commit" -- protos $(git ls-tree --name-only "$commit" -- buf.yaml) | tar -x -C "$against"

echo "check-breaking: comparing protos with $base ($commit)" >&2
if [ -f "$against/buf.yaml" ]; then
  npx --no-install buf breaking --against "$against"
else
  npx --no-install buf breaking --against "$against/protos"
fi
echo "check-breaking: no breaking changes against $base" >&2
