#!/usr/bin/env bash
# Real infrastructure on loopback, without Docker: Apache Kafka (KRaft), OpenSearch and FerretDB
# (SQLite), installed from package registries into ${DOWNBEAT_CACHE:-~/.cache/downbeat}.
#
#   bash deploy/local/infra.sh up [--only kafka,opensearch,ferretdb]   install (first time), start, wait until healthy
#   bash deploy/local/infra.sh down [--purge] [--only ...]             stop (SIGTERM, then SIGKILL); --purge deletes data
#   bash deploy/local/infra.sh status [--only ...]                     one line per system; non-zero unless all healthy
#   bash deploy/local/infra.sh env                                     export lines: eval "$(bash deploy/local/infra.sh env)"
#   bash deploy/local/infra.sh logs [kafka|opensearch|ferretdb]        the last lines of each system's log
#
# See deploy/README.md for ports, environment variables and the cache layout.
set -euo pipefail

DEPLOY_LOCAL="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck source=lib/common.sh
source "$DEPLOY_LOCAL/lib/common.sh"
# shellcheck source=lib/kafka.sh
source "$DEPLOY_LOCAL/lib/kafka.sh"
# shellcheck source=lib/opensearch.sh
source "$DEPLOY_LOCAL/lib/opensearch.sh"
# shellcheck source=lib/ferretdb.sh
source "$DEPLOY_LOCAL/lib/ferretdb.sh"

ALL_SYSTEMS=(ferretdb opensearch kafka) # start order: the slow FerretDB build first
SELECTED=("${ALL_SYSTEMS[@]}")
PURGE=0

usage() {
  sed -n '2,11p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
}

# select_systems LIST: "kafka,ferretdb" (aliases: mongo, mongodb, os) -> SELECTED, in start order.
select_systems() {
  local want=() s x
  IFS=', ' read -r -a want <<<"$1"
  SELECTED=()
  for x in "${ALL_SYSTEMS[@]}"; do
    for s in "${want[@]}"; do
      case $s in mongo | mongodb | ferret) s=ferretdb ;; os | search) s=opensearch ;; esac
      [[ "$s" == "$x" ]] && SELECTED+=("$x") && break
    done
  done
  for s in "${want[@]}"; do
    case $s in kafka | opensearch | ferretdb | mongo | mongodb | ferret | os | search | "") ;; *) die "unknown system '$s' (kafka, opensearch, ferretdb)" ;; esac
  done
  ((${#SELECTED[@]})) || die "--only selected nothing (kafka, opensearch, ferretdb)"
}

parse_args() {
  while (($#)); do
    case $1 in
      --only) select_systems "${2:?--only needs a list, e.g. --only kafka,ferretdb}" && shift ;;
      --only=*) select_systems "${1#--only=}" ;;
      --purge) PURGE=1 ;;
      -h | --help) usage && exit 0 ;;
      *) die "unknown option '$1' (see: bash deploy/local/infra.sh help)" ;;
    esac
    shift
  done
}

print_env() {
  kafka_env
  ferretdb_env
  opensearch_env
}

cmd_up() {
  local t0=$SECONDS s failed=() pids=() i
  mkdir -p "$CACHE" "$DOWNLOADS"
  step "infra up: ${SELECTED[*]} (cache $CACHE, health deadline ${INFRA_TIMEOUT}s each)"
  # Check every toolchain first, so that a missing Java/Maven/Go is reported before anything starts.
  # Likewise ports held by other processes (checked again right before each start).
  for s in "${SELECTED[@]}"; do
    { "${s}_check_tools" && "${s}_check_ports"; } || failed+=("$s")
  done
  if ((${#failed[@]})); then
    die "cannot start: ${failed[*]} (see above)"
  fi
  # Install, start and await all of them concurrently; each line is prefixed with its system.
  for s in "${SELECTED[@]}"; do
    ( "${s}_up" 2>&1 | sed -u "s/^/[$s] /" >&2 ) &
    pids+=($!)
  done
  for i in "${!SELECTED[@]}"; do
    wait "${pids[$i]}" || failed+=("${SELECTED[$i]}")
  done
  if ((${#failed[@]})); then
    fail "infra up failed for: ${failed[*]} after $(elapsed "$t0") (logs: bash deploy/local/infra.sh logs)"
    exit 1
  fi
  ok "infra up: ${SELECTED[*]} healthy in $(elapsed "$t0")"
  for s in kafka ferretdb opensearch; do
    [[ " ${SELECTED[*]} " == *" $s "* ]] && "${s}_env" | sed 's/^export //'
  done
  return 0
}

cmd_down() {
  local s pids=()
  for s in "${SELECTED[@]}"; do
    ( "${s}_stop" 2>&1 | sed -u "s/^/[$s] /" >&2 ) &
    pids+=($!)
  done
  wait "${pids[@]}" || true
  if ((PURGE)); then
    for s in "${SELECTED[@]}"; do "${s}_purge" 2>&1 | sed -u "s/^/[$s] /" >&2; done
  fi
}

cmd_status() {
  local s inst run health bad=0 version pidfile
  printf '%-11s %-9s %-10s %-22s %-10s %s\n' SYSTEM VERSION INSTALLED RUNNING HEALTHY URL
  for s in "${SELECTED[@]}"; do
    case $s in
      kafka) version=$KAFKA_VERSION pidfile=$KAFKA_PIDFILE ;;
      opensearch) version=$OPENSEARCH_VERSION pidfile=$OS_PIDFILE ;;
      ferretdb) version=$FERRETDB_VERSION pidfile=$FDB_PIDFILE ;;
    esac
    if "${s}_installed"; then inst=yes; else inst=no; fi
    if "${s}_running"; then
      run="yes (pid $(pid_of "$pidfile"))"
    elif port_open "$("${s}_url" | sed 's/.*:\([0-9]*\).*/\1/')"; then
      run="port held by another"
    else
      run=no
    fi
    if "${s}_healthy" 2>/dev/null; then health=yes; else health=no && bad=1; fi
    printf '%-11s %-9s %-10s %-22s %-10s %s\n' "$s" "$version" "$inst" "$run" "$health" "$("${s}_url")"
  done
  return $bad
}

cmd_logs() {
  local s f
  for s in "${SELECTED[@]}"; do
    f=$("${s}_logfile")
    echo "==> $s: $f"
    tail -n "${LOG_LINES:-40}" "$f" 2>/dev/null || echo "(no log yet)"
  done
}

# One `up`/`down` at a time per cache (parallel test runners may all call `up`): later callers wait.
lock_cache() {
  mkdir -p "$CACHE"
  command -v flock >/dev/null 2>&1 || return 0
  exec 8>"$CACHE/.infra.lock"
  flock -n 8 || { step "another infra.sh up/down is running on $CACHE; waiting for it" && flock 8; }
}

main() {
  local sub=${1:-help}
  (($#)) && shift
  case $sub in
    up) parse_args "$@" && lock_cache && cmd_up ;;
    down | stop) parse_args "$@" && lock_cache && cmd_down ;;
    status) parse_args "$@" && cmd_status ;;
    env) print_env ;;
    logs)
      if (($#)) && [[ $1 != -* ]]; then select_systems "$1" && shift; fi
      parse_args "$@" && cmd_logs
      ;;
    help | -h | --help) usage ;;
    *) usage && die "unknown command '$sub'" ;;
  esac
}

main "$@"
