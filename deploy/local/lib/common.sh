# shellcheck shell=bash disable=SC2034
# Shared helpers for deploy/local/infra.sh: versions, paths, logging, ports, processes, toolchain
# checks. Sourced, never run (its settings are used by the other files, hence SC2034 off).
# Everything the scripts download, build, store or log lives under $CACHE.

# ---- pinned versions (change here; the next `up` installs the new version beside the old one) ----
KAFKA_VERSION="3.9.2"          # org.apache.kafka:kafka_2.13 on Maven Central
OPENSEARCH_VERSION="2.19.1"    # org.opensearch.distribution.integ-test-zip:opensearch:zip on Maven Central;
                               # 2.19.1 because the k-NN plugin is on Maven Central only for it
OPENSEARCH_KNN_VERSION="$OPENSEARCH_VERSION.0" # org.opensearch.plugin:opensearch-knn:zip, must match exactly
FERRETDB_VERSION="v1.24.2"     # github.com/FerretDB/FerretDB via the Go module proxy
MAVEN_DEPENDENCY_PLUGIN="org.apache.maven.plugins:maven-dependency-plugin:3.6.1"

# ---- locations and knobs (all overridable from the environment) ----
CACHE="$(realpath -m "${DOWNBEAT_CACHE:-${HOME:-/tmp}/.cache/downbeat}")" # absolute: processes run from other folders
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
OPENSEARCH_PORT="${OPENSEARCH_PORT:-9200}"
OPENSEARCH_TRANSPORT_PORT="${OPENSEARCH_TRANSPORT_PORT:-$((OPENSEARCH_PORT + 100))}"
FERRETDB_PORT="${FERRETDB_PORT:-27017}"
KAFKA_HEAP="${KAFKA_HEAP:-512m}"
OPENSEARCH_HEAP="${OPENSEARCH_HEAP:-512m}"
OPENSEARCH_USER="${OPENSEARCH_USER:-downbeat}"
INFRA_TIMEOUT="${DOWNBEAT_INFRA_TIMEOUT:-120}"   # seconds to wait for each system to become healthy
STOP_TIMEOUT="${DOWNBEAT_STOP_TIMEOUT:-30}"      # seconds between SIGTERM and SIGKILL on `down`
HOST=127.0.0.1

DOWNLOADS="$CACHE/downloads"
M2_REPO="$DOWNLOADS/m2"

# ---- output ----
# Progress goes to stderr so that `infra.sh env` and friends keep stdout clean.
_t0=$SECONDS
say() { printf '%s\n' "$*" >&2; }
step() { say "» $*"; }
ok() { say "✓ $*"; }
warn() { say "! $*"; }
fail() { say "✗ $*"; return 1; }
die() { say "✗ $*"; exit 1; }
elapsed() { echo "$((SECONDS - ${1:-$_t0}))s"; }

# ---- ports ----
# port_open PORT [HOST]: something accepts TCP connections there.
port_open() {
  local port=$1 host=${2:-$HOST}
  timeout 2 bash -c "exec 3<>/dev/tcp/$host/$port" 2>/dev/null
}

# port_owner PORT: "pid/command" of the listener on PORT, or "" (needs ss from iproute2).
port_owner() {
  local port=$1 line pid
  command -v ss >/dev/null 2>&1 || return 0
  line=$(ss -Hltnp "sport = :$port" 2>/dev/null | head -n1)
  pid=$(sed -n 's/.*pid=\([0-9]*\).*/\1/p' <<<"$line" | head -n1)
  [[ -n "$pid" ]] || return 0
  printf '%s: %s' "$pid" "$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-80)"
}

# ensure_port_free NAME PORT ENVVAR: fail with an actionable message when a stranger holds PORT.
ensure_port_free() {
  local name=$1 port=$2 var=$3 owner
  port_open "$port" || return 0
  owner=$(port_owner "$port")
  fail "$name: port $HOST:$port is already taken by another process${owner:+ (pid $owner…)}." || true
  say "  Stop that process, or pick another port, e.g. $var=$((port + 10000)) bash deploy/local/infra.sh up"
  return 1
}

# ---- processes ----
# pid_alive PIDFILE MARKER: the pid in PIDFILE runs and its command line contains MARKER
# (guards against a stale pid file whose number now belongs to somebody else).
pid_alive() {
  local pidfile=$1 marker=$2 pid
  [[ -s "$pidfile" ]] || return 1
  pid=$(tr -dc '0-9' <"$pidfile")
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$marker"
}

pid_of() { tr -dc '0-9' <"$1" 2>/dev/null || true; }

# stop_pid NAME PIDFILE MARKER: SIGTERM, wait up to STOP_TIMEOUT, then SIGKILL.
stop_pid() {
  local name=$1 pidfile=$2 marker=$3 pid t0=$SECONDS
  if ! pid_alive "$pidfile" "$marker"; then
    rm -f "$pidfile"
    say "  $name: not running"
    return 0
  fi
  pid=$(pid_of "$pidfile")
  step "$name: stopping (pid $pid, SIGTERM)"
  kill -TERM "$pid" 2>/dev/null || true
  while kill -0 "$pid" 2>/dev/null && ((SECONDS - t0 < STOP_TIMEOUT)); do sleep 0.5; done
  if kill -0 "$pid" 2>/dev/null; then
    warn "$name: still running after ${STOP_TIMEOUT}s, sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    sleep 0.5
  fi
  rm -f "$pidfile"
  ok "$name: stopped in $(elapsed "$t0")"
}

# start_detached PIDFILE LOGFILE CMD...: run CMD in its own session, outliving this script; the pid
# is written by the child itself (robust whether or not the caller has job control).
start_detached() {
  local pidfile=$1 logfile=$2
  shift 2
  # shellcheck disable=SC2016
  # (fds 8 and 9 are infra.sh's locks: the long-lived child must not inherit them)
  setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@" >>"$logfile" 2>&1 </dev/null 8>&- 9>&- &
  local _
  for _ in $(seq 50); do [[ -s "$pidfile" ]] && return 0; sleep 0.1; done
  fail "could not start $1"
}

# wait_until NAME DEADLINE_SECONDS PIDFILE MARKER CHECK...: poll CHECK until it succeeds, the
# process dies, or the deadline passes.
wait_until() {
  local name=$1 deadline=$2 pidfile=$3 marker=$4 t0=$SECONDS
  shift 4
  while ! "$@" >/dev/null 2>&1; do
    if [[ -n "$pidfile" ]] && ! pid_alive "$pidfile" "$marker"; then
      fail "$name: the process exited during startup"
      return 1
    fi
    if ((SECONDS - t0 >= deadline)); then
      fail "$name: not healthy after ${deadline}s (raise DOWNBEAT_INFRA_TIMEOUT to wait longer)"
      return 1
    fi
    sleep 1
  done
}

# ---- locks (two Maven runs must not write the same local repository at once) ----
with_lock() {
  local lock=$1
  shift
  mkdir -p "$(dirname "$lock")"
  if command -v flock >/dev/null 2>&1; then
    (flock 9 && "$@") 9>"$lock"
  else
    "$@"
  fi
}

# ---- toolchains ----
java_bin() {
  if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" ]]; then
    echo "$JAVA_HOME/bin/java"
  else
    command -v java 2>/dev/null || true
  fi
}

java_home() {
  local j
  j=$(java_bin)
  [[ -n "$j" ]] || return 1
  dirname "$(dirname "$(readlink -f "$j")")"
}

java_major() {
  local j v
  j=$(java_bin)
  [[ -n "$j" ]] || { echo 0; return; }
  v=$("$j" -version 2>&1 | sed -n 's/.*version "\([0-9][0-9.]*\).*/\1/p' | head -n1)
  v=${v#1.}
  echo "${v%%.*}"
}

# need_java WHO: Java 17+ or an actionable error.
need_java() {
  local who=$1 major
  major=$(java_major)
  if [[ "$major" == 0 || -z "$major" ]]; then
    fail "$who needs Java 17+, and no java was found (JAVA_HOME or PATH). Install it: apt-get install -y openjdk-17-jre-headless"
  elif ((major < 17)); then
    fail "$who needs Java 17+, found Java $major at $(java_bin). Install openjdk-17-jre-headless (apt-get install -y openjdk-17-jre-headless) or point JAVA_HOME at a JDK 17+"
  fi
}

need_maven() {
  local who=$1 v
  command -v mvn >/dev/null 2>&1 ||
    fail "$who is installed from Maven Central with Maven, and mvn was not found. Install it: apt-get install -y maven" || return 1
  v=$(mvn -v 2>/dev/null | sed -n 's/.*Apache Maven \([0-9][0-9.]*\).*/\1/p' | head -n1)
  if [[ -n "$v" ]] && ! version_ge "$v" 3.6.3; then
    fail "$who needs Maven 3.6.3+, found $v. Install a newer one: apt-get install -y maven"
  fi
}

need_go() {
  local who=$1 v
  command -v go >/dev/null 2>&1 ||
    fail "$who is built from source with Go 1.21+ (it then fetches the Go 1.24 toolchain it declares), and go was not found. Install Go: apt-get install -y golang-go (bookworm-backports) or https://go.dev/dl" || return 1
  v=$(go env GOVERSION 2>/dev/null)
  v=${v#go}
  if ! version_ge "${v:-0}" 1.21; then
    fail "$who needs Go 1.21+, found ${v:-unknown}. Install a newer Go (https://go.dev/dl or bookworm-backports golang-go)"
  fi
}

need_cmd() {
  local who=$1 cmd=$2 pkg=$3
  command -v "$cmd" >/dev/null 2>&1 || fail "$who needs $cmd. Install it: apt-get install -y $pkg"
}

# version_ge A B: dotted version A >= B.
version_ge() {
  [[ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | head -n1)" == "$2" ]]
}

# ---- downloads ----
# fetch URL DEST: download with retries, verifying the .sha1 that Maven Central publishes beside it.
fetch_maven_file() {
  local url=$1 dest=$2 tmp sum want
  [[ -s "$dest" ]] && return 0
  mkdir -p "$(dirname "$dest")"
  tmp="$dest.part.$$"
  curl -fsSL --retry 3 --retry-delay 2 --connect-timeout 20 -o "$tmp" "$url" ||
    { rm -f "$tmp"; fail "download failed: $url"; return 1; }
  want=$(curl -fsSL --retry 3 --connect-timeout 20 "$url.sha1" 2>/dev/null | cut -c1-40 || true)
  if [[ -n "$want" ]]; then
    sum=$(sha1sum "$tmp" | cut -c1-40)
    [[ "$sum" == "$want" ]] || { rm -f "$tmp"; fail "checksum mismatch for $url"; return 1; }
  fi
  mv "$tmp" "$dest"
}

# unzip_to ZIP DIR: unzip, or the JDK's jar, or Python's zipfile.
unzip_to() {
  local zip=$1 dir=$2
  mkdir -p "$dir"
  if command -v unzip >/dev/null 2>&1; then
    unzip -q -o "$zip" -d "$dir"
  elif command -v python3 >/dev/null 2>&1; then
    python3 -m zipfile -e "$zip" "$dir"
  else
    fail "need unzip to unpack $zip. Install it: apt-get install -y unzip"
  fi
}

# mvn_copy_deps POM OUTDIR [extra -D args...]: resolve a pom's runtime dependencies from Maven
# Central into OUTDIR (the pom decides the layout below it through the deps.out property). The pom's
# folder is copied into the cache first so that Maven writes nothing in the repo.
mvn_copy_deps() {
  local pom=$1 out=$2 work
  shift 2
  work="$CACHE/build/$(basename "$(dirname "$pom")")-$$"
  rm -rf "$work" && mkdir -p "$work"
  cp -r "$(dirname "$pom")/." "$work/"
  with_lock "$DOWNLOADS/m2.lock" mvn -B -q -ntp -f "$work/pom.xml" \
    -Dmaven.repo.local="$M2_REPO" "$@" \
    "$MAVEN_DEPENDENCY_PLUGIN:copy-dependencies" \
    -DincludeScope=runtime -Ddeps.out="$out" >"$work.log" 2>&1 ||
    { tail -n 30 "$work.log" >&2; rm -rf "$work"; fail "Maven could not resolve $(basename "$pom") (log above)"; return 1; }
  rm -rf "$work" "$work.log"
  rmdir "$CACHE/build" 2>/dev/null || true
}
