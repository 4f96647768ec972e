#!/usr/bin/env bash
# Smoke test of the running infrastructure: a real round trip through Kafka (kafkajs), OpenSearch
# (REST: analyzers, search_as_you_type, painless, update/delete by query) and FerretDB (mongodb driver).
#   bash deploy/local/smoke.sh [--only kafka,opensearch,ferretdb]
# Uses KAFKA_BROKERS / OPENSEARCH_URL / MONGODB_URL when set, else what `infra.sh env` prints.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../.." && pwd)"

only="kafka,opensearch,ferretdb"
while (($#)); do
  case $1 in
    --only) only=${2:?--only needs a list} && shift ;;
    --only=*) only=${1#--only=} ;;
    *) echo "usage: bash deploy/local/smoke.sh [--only kafka,opensearch,ferretdb]" >&2 && exit 2 ;;
  esac
  shift
done
only=${only//mongodb/ferretdb}

# Keep URLs the caller already exported; fill in the rest from the ports infra.sh uses.
eval "$(bash "$HERE/infra.sh" env | sed -E 's/^export ([A-Z_]+)=(.*)$/export \1="${\1:-\2}"/')"
echo "» smoke: KAFKA_BROKERS=$KAFKA_BROKERS OPENSEARCH_URL=$OPENSEARCH_URL MONGODB_URL=$MONGODB_URL" >&2

# shellcheck source=../../scripts/ensure-node.sh
source "$REPO/scripts/ensure-node.sh"
cd "$REPO"
SMOKE_ONLY="$only" KAFKAJS_NO_PARTITIONER_WARNING=1 exec node --disable-warning=TimeoutNegativeWarning "$HERE/smoke.mjs"
