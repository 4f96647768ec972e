# shellcheck shell=bash
# FerretDB (MongoDB wire protocol) with its SQLite backend on 127.0.0.1:$FERRETDB_PORT.
# Built from the module source that the Go module proxy serves.
#
# Why not `go install github.com/FerretDB/FerretDB/cmd/ferretdb@VERSION`: that build panics at startup
# ("Invalid build/version/version.txt file content") because the release's version.txt is generated
# by its own build tooling and is not in the module zip; `go install pkg@version` also asks the proxy
# for the module's version list (for deprecation notices), which some proxies refuse. So: download
# that exact module version, write build/version/version.txt, `go build` (pure Go, CGO off).

FDB_DIR="$CACHE/ferretdb"
FDB_HOME="$FDB_DIR/$FERRETDB_VERSION"
FDB_BIN="$FDB_HOME/bin/ferretdb"
FDB_DATA="$FDB_DIR/data"
FDB_STATE="$FDB_DIR/state"
FDB_LOGS="$FDB_DIR/logs"
FDB_PIDFILE="$FDB_DIR/ferretdb.pid"
FDB_MARKER="$FDB_HOME/bin/ferretdb"
FDB_MODULE="github.com/FerretDB/FerretDB"

ferretdb_url() { echo "mongodb://$HOST:$FERRETDB_PORT"; }
ferretdb_env() { echo "export MONGODB_URL=mongodb://$HOST:$FERRETDB_PORT"; }
ferretdb_installed() { [[ -x "$FDB_BIN" && -f "$FDB_HOME/.installed" ]]; }
ferretdb_running() { pid_alive "$FDB_PIDFILE" "$FDB_MARKER"; }

ferretdb_check_tools() {
  ferretdb_installed && return 0 # Go is only needed to build it
  need_go "FerretDB"
}

ferretdb_install() {
  ferretdb_installed && return 0
  local t0=$SECONDS gohome="$FDB_DIR/go" src="$FDB_DIR/src-$FERRETDB_VERSION" dir
  step "building FerretDB $FERRETDB_VERSION from the Go module proxy (takes a minute or two the first time)"
  mkdir -p "$gohome" "$FDB_HOME/bin"
  # Private module and build caches: a cold build, and nothing left behind once the binary exists.
  export GOMODCACHE="$gohome/mod" GOCACHE="$gohome/cache" GOPATH="$gohome/path"
  export GOFLAGS="${GOFLAGS:+$GOFLAGS }-modcacherw" GO111MODULE=on CGO_ENABLED=0
  dir=$(cd "$gohome" && go mod download -json "$FDB_MODULE@$FERRETDB_VERSION" 2>"$FDB_DIR/build.log" |
    sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
  [[ -n "$dir" && -f "$dir/go.mod" ]] ||
    { cat "$FDB_DIR/build.log" >&2; fail "could not download $FDB_MODULE@$FERRETDB_VERSION from the Go module proxy"; return 1; }
  rm -rf "$src" && cp -r "$dir" "$src" && chmod -R u+w "$src"
  echo "$FERRETDB_VERSION" >"$src/build/version/version.txt"
  echo "downbeat-local" >"$src/build/version/package.txt"
  (cd "$src" && go build -trimpath -ldflags='-s -w' -o "$FDB_BIN.tmp" ./cmd/ferretdb) >>"$FDB_DIR/build.log" 2>&1 ||
    { tail -n 40 "$FDB_DIR/build.log" >&2; fail "go build of FerretDB $FERRETDB_VERSION failed (log: $FDB_DIR/build.log)"; return 1; }
  mv "$FDB_BIN.tmp" "$FDB_BIN"
  "$FDB_BIN" --version >/dev/null || fail "the FerretDB binary does not run" || return 1
  touch "$FDB_HOME/.installed"
  if [[ "${DOWNBEAT_KEEP_GO_CACHE:-0}" != 1 ]]; then
    go clean -modcache >/dev/null 2>&1 || true
    rm -rf "$gohome" "$src"
  fi
  ok "FerretDB $FERRETDB_VERSION built in $(elapsed "$t0")"
}

ferretdb_start() {
  mkdir -p "$FDB_DATA" "$FDB_STATE" "$FDB_LOGS"
  step "starting FerretDB $FERRETDB_VERSION (SQLite backend) on $HOST:$FERRETDB_PORT"
  rm -f "$FDB_PIDFILE"
  echo "---- $(date -Is) start" >>"$FDB_LOGS/ferretdb.log"
  start_detached "$FDB_PIDFILE" "$FDB_LOGS/ferretdb.log" \
    "$FDB_BIN" --handler=sqlite --sqlite-url="file:$FDB_DATA/" --state-dir="$FDB_STATE" \
    --listen-addr="$HOST:$FERRETDB_PORT" --debug-addr=- --telemetry=disable --log-format=text --log-level=INFO
}

# mongo_ping: a raw OP_MSG {ping: 1, $db: "admin"} over bash's /dev/tcp; healthy when the reply
# carries ok: 1.0. A real wire-protocol round trip without mongosh or a driver.
ferretdb_ping() {
  local len hex
  exec 3<>"/dev/tcp/$HOST/$FERRETDB_PORT" || return 1
  # header: length=51 requestID=1 responseTo=0 opCode=2013 (OP_MSG) | flags=0 | section kind 0 |
  # BSON (30 bytes): int32 "ping"=1, string "$db"="admin"
  # shellcheck disable=SC2016
  printf '\x33\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\xdd\x07\x00\x00\x00\x00\x00\x00\x00\x1e\x00\x00\x00\x10ping\x00\x01\x00\x00\x00\x02$db\x00\x06\x00\x00\x00admin\x00\x00' >&3
  len=$(timeout 5 head -c 4 <&3 | od -An -tu1 | awk '{print $1+($2*256)+($3*65536)+($4*16777216)}')
  if [[ ! "$len" =~ ^[0-9]+$ ]] || ((len < 21 || len > 1048576)); then
    exec 3<&-
    return 1
  fi
  hex=$(timeout 5 head -c $((len - 4)) <&3 | od -An -tx1 -v | tr -d ' \n')
  exec 3<&-
  # element type 0x01 (double) name "ok" value 1.0
  [[ "$hex" == *016f6b00000000000000f03f* ]]
}

ferretdb_healthy() {
  port_open "$FERRETDB_PORT" && ferretdb_ping 2>/dev/null
}

ferretdb_check_ports() {
  ferretdb_running || ensure_port_free "FerretDB" "$FERRETDB_PORT" FERRETDB_PORT
}

ferretdb_up() {
  ferretdb_check_tools
  ferretdb_install
  local t0=$SECONDS
  if ferretdb_running; then
    say "  FerretDB already running (pid $(pid_of "$FDB_PIDFILE"))"
  else
    ferretdb_check_ports
    ferretdb_start
  fi
  wait_until "FerretDB" "$INFRA_TIMEOUT" "$FDB_PIDFILE" "$FDB_MARKER" ferretdb_healthy ||
    { tail -n 20 "$FDB_LOGS/ferretdb.log" >&2; return 1; }
  ok "FerretDB healthy at $(ferretdb_url) after $(elapsed "$t0")"
}

ferretdb_stop() { stop_pid "FerretDB" "$FDB_PIDFILE" "$FDB_MARKER"; }

ferretdb_purge() {
  rm -rf "$FDB_DATA" "$FDB_STATE" "$FDB_LOGS"
  say "  FerretDB: data and logs deleted ($FDB_DATA)"
}

ferretdb_logfile() { echo "$FDB_LOGS/ferretdb.log"; }
