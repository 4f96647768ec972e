# shellcheck shell=bash
# OpenSearch, one node, HTTP on 127.0.0.1:$OPENSEARCH_PORT, no security plugin.
# The integ-test zip from Maven Central plus the standard modules it lacks (see
# deploy/local/opensearch/modules/pom.xml) and the k-NN plugin (vector search; only its Lucene
# engine is used: the faiss/nmslib engines need native libraries this install does not have), run
# with the system's Java 17 as an unprivileged user because OpenSearch refuses to run as root.
#
# The installs are shared (one folder per version); data, logs and pid file belong to one node,
# chosen by its HTTP port: the default port keeps opensearch/{data-<version>,logs,run}, any other
# port gets opensearch/node-<port>/{data-<version>,logs,run}, so a second node (another version) can
# run beside it. Data is kept per version because OpenSearch never opens data written by a newer
# version (2.19.6 -> 2.19.1): changing the pin starts from empty indices (the search service
# rebuilds its own from the catalog events) instead of a node that cannot start.

OS_DIR="$CACHE/opensearch"
OS_HOME="$OS_DIR/opensearch-$OPENSEARCH_VERSION"
if [[ "$OPENSEARCH_PORT" == 9200 ]]; then OS_NODE_DIR="$OS_DIR"; else OS_NODE_DIR="$OS_DIR/node-$OPENSEARCH_PORT"; fi
OS_DATA="$OS_NODE_DIR/data-$OPENSEARCH_VERSION"
OS_LOGS="$OS_NODE_DIR/logs"
OS_RUN="$OS_NODE_DIR/run"
OS_PIDFILE="$OS_RUN/opensearch.pid"
# In the command line of the launcher and of the JVM (-Dopensearch.path.home) of any installed
# version, so that `down` stops a node started by an earlier pin too (the pid file tells nodes apart).
OS_MARKER="$OS_DIR/opensearch-"
OS_ZIP_URL="https://repo1.maven.org/maven2/org/opensearch/distribution/integ-test-zip/opensearch/$OPENSEARCH_VERSION/opensearch-$OPENSEARCH_VERSION.zip"
OS_KNN_URL="https://repo1.maven.org/maven2/org/opensearch/plugin/opensearch-knn/$OPENSEARCH_KNN_VERSION/opensearch-knn-$OPENSEARCH_KNN_VERSION.zip"

# name|plugin class|extended plugins|description — the modules added to the integ-test zip.
OS_MODULES=(
  "lang-painless|org.opensearch.painless.PainlessPlugin||An easy, safe and fast scripting language for OpenSearch"
  "analysis-common|org.opensearch.analysis.common.CommonAnalysisPlugin|lang-painless|Adds built-in analyzers, tokenizers and token filters"
  "mapper-extras|org.opensearch.index.mapper.MapperExtrasPlugin||Adds advanced field mappers (search_as_you_type, scaled_float, rank_feature, token_count)"
  "parent-join|org.opensearch.join.ParentJoinPlugin||Adds parent-child queries and aggregations"
  "reindex|org.opensearch.index.reindex.ReindexPlugin||Adds _reindex, _update_by_query and _delete_by_query"
)

opensearch_url() { echo "http://$HOST:$OPENSEARCH_PORT"; }
opensearch_env() { echo "export OPENSEARCH_URL=http://$HOST:$OPENSEARCH_PORT"; }
opensearch_installed() { [[ -f "$OS_HOME/.installed" && -d "$OS_HOME/plugins/opensearch-knn" ]]; }
opensearch_running() { pid_alive "$OS_PIDFILE" "$OS_MARKER"; }

# OpenSearch refuses root; as root we run it as $OPENSEARCH_USER, otherwise as ourselves.
os_as_root() { [[ $EUID -eq 0 ]]; }

opensearch_check_tools() {
  need_java "OpenSearch" && need_cmd "OpenSearch" curl curl || return 1
  if ! opensearch_installed; then # Maven and unzip only install it
    need_maven "OpenSearch" || return 1
    command -v unzip >/dev/null 2>&1 || command -v python3 >/dev/null 2>&1 || need_cmd "OpenSearch" unzip unzip || return 1
  fi
  if os_as_root; then
    need_cmd "OpenSearch (runs as user $OPENSEARCH_USER)" setpriv util-linux || return 1
    id -u "$OPENSEARCH_USER" >/dev/null 2>&1 || need_cmd "OpenSearch (creates user $OPENSEARCH_USER)" useradd passwd
  fi
}

os_ensure_user() {
  os_as_root || return 0
  id -u "$OPENSEARCH_USER" >/dev/null 2>&1 && return 0
  step "creating system user $OPENSEARCH_USER (OpenSearch refuses to run as root)"
  useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$OPENSEARCH_USER" 2>/dev/null ||
    id -u "$OPENSEARCH_USER" >/dev/null 2>&1 || # a concurrent run may have created it
    fail "could not create user $OPENSEARCH_USER; create it (useradd --system $OPENSEARCH_USER) or set OPENSEARCH_USER to an existing unprivileged user"
}

# The unprivileged user must be able to traverse every folder above the cache (e.g. /root is 0700):
# grant search permission (o+x, which does not allow listing) where it is missing, and say so.
os_ensure_traversable() {
  os_as_root || return 0
  local d=$OS_DIR parts=() p
  while [[ "$d" != "/" && -n "$d" ]]; do parts=("$d" "${parts[@]}"); d=$(dirname "$d"); done
  for p in "${parts[@]}"; do
    [[ -d "$p" ]] || continue
    [[ "$(stat -c %U "$p")" == "$OPENSEARCH_USER" ]] && continue
    if ! setpriv --reuid="$OPENSEARCH_USER" --regid="$OPENSEARCH_USER" --init-groups -- test -x "$p" 2>/dev/null; then
      chmod o+x "$p"
      say "  granted search permission (chmod o+x) on $p so that user $OPENSEARCH_USER can reach $OS_DIR"
    fi
  done
}

os_install_modules() {
  local home=$1 out="$1/.modules-download" entry name class ext desc dir jar base
  mvn_copy_deps "$DEPLOY_LOCAL/opensearch/modules/pom.xml" "$out" -Dopensearch.version="$OPENSEARCH_VERSION"
  for entry in "${OS_MODULES[@]}"; do
    IFS='|' read -r name class ext desc <<<"$entry"
    dir="$out/$name"
    [[ -d "$dir" ]] || fail "OpenSearch module $name was not resolved" || return 1
    # Jars the server already has would be "jar hell" at startup.
    for jar in "$dir"/*.jar; do
      base=$(basename "$jar")
      base=${base%-[0-9]*.jar}
      if compgen -G "$home/lib/$base-[0-9]*.jar" >/dev/null || { [[ -n "$ext" ]] && compgen -G "$home/modules/$ext/$base-[0-9]*.jar" >/dev/null; }; then
        rm -f "$jar"
      fi
    done
    if command -v unzip >/dev/null 2>&1; then
      for jar in "$dir"/*.jar; do unzip -Z1 "$jar"; done | grep -xF "${class//.//}.class" >/dev/null ||
        fail "OpenSearch module $name: class $class not found in its jars" || return 1
    fi
    cat >"$dir/plugin-descriptor.properties" <<EOF
description=$desc
version=$OPENSEARCH_VERSION
name=$name
classname=$class
java.version=11
opensearch.version=$OPENSEARCH_VERSION
extended.plugins=$ext
has.native.controller=false
EOF
    case $name in
      lang-painless)
        printf 'grant {\n  permission java.lang.RuntimePermission "createClassLoader";\n  permission java.lang.RuntimePermission "getClassLoader";\n};\n' >"$dir/plugin-security.policy"
        ;;
      reindex)
        printf 'grant {\n  permission java.net.SocketPermission "*", "connect";\n  permission java.net.NetPermission "getProxySelector";\n};\n' >"$dir/plugin-security.policy"
        ;;
    esac
    rm -rf "${home:?}/modules/$name" && mv "$dir" "$home/modules/$name"
  done
  rm -rf "$out"
}

# The k-NN plugin zip (Maven Central) through the server's own installer, which checks that its
# version matches the server's exactly and that its jars do not clash with the server's. It extends
# lang-painless (installed above as a module). Its faiss/nmslib engines load native libraries on
# first use; none are installed, so only `"engine": "lucene"` fields may be created.
os_install_knn() {
  local home=$1 zip="$DOWNLOADS/opensearch-knn-$OPENSEARCH_KNN_VERSION.zip" jh
  if [[ ! -s "$zip" ]]; then
    step "downloading the OpenSearch k-NN plugin $OPENSEARCH_KNN_VERSION (Maven Central)"
    fetch_maven_file "$OS_KNN_URL" "$zip" || return 1
  fi
  jh=$(java_home) || fail "no Java home found for opensearch-plugin" || return 1
  step "installing the k-NN plugin $OPENSEARCH_KNN_VERSION"
  env OPENSEARCH_JAVA_HOME="$jh" JAVA_HOME="$jh" OPENSEARCH_PATH_CONF="$home/config" \
    "$home/bin/opensearch-plugin" install --batch "file://$zip" >"$home/.knn-install.log" 2>&1 ||
    { tail -n 20 "$home/.knn-install.log" >&2; fail "could not install the k-NN plugin"; return 1; }
  rm -f "$home/.knn-install.log"
}

opensearch_install() {
  opensearch_installed && return 0
  local t0=$SECONDS zip="$DOWNLOADS/opensearch-$OPENSEARCH_VERSION.zip" tmp="$OS_DIR/.install-$$"
  if [[ ! -s "$zip" ]]; then
    step "downloading OpenSearch $OPENSEARCH_VERSION (integ-test zip, Maven Central)"
    fetch_maven_file "$OS_ZIP_URL" "$zip"
  fi
  rm -rf "$tmp" && mkdir -p "$tmp"
  unzip_to "$zip" "$tmp"
  [[ -x "$tmp/opensearch-$OPENSEARCH_VERSION/bin/opensearch" ]] || chmod +x "$tmp/opensearch-$OPENSEARCH_VERSION/bin/"* 2>/dev/null || true
  step "adding OpenSearch modules: $(printf '%s\n' "${OS_MODULES[@]}" | cut -d'|' -f1 | paste -sd' ')"
  os_install_modules "$tmp/opensearch-$OPENSEARCH_VERSION"
  os_install_knn "$tmp/opensearch-$OPENSEARCH_VERSION"
  touch "$tmp/opensearch-$OPENSEARCH_VERSION/.installed"
  rm -rf "$OS_HOME" && mv "$tmp/opensearch-$OPENSEARCH_VERSION" "$OS_HOME" && rm -rf "$tmp"
  ok "OpenSearch $OPENSEARCH_VERSION installed in $(elapsed "$t0")"
}

# vm.max_map_count: bootstrap checks are not enforced for a single node on loopback, so a low value
# only means "could run out of mmaps on big indices". Raise it when allowed, else turn mmap off.
os_allow_mmap() {
  local cur
  cur=$(cat /proc/sys/vm/max_map_count 2>/dev/null || echo 0)
  ((cur >= 262144)) && { echo true; return; }
  if os_as_root && sysctl -q -w vm.max_map_count=262144 >/dev/null 2>&1; then
    say "  raised vm.max_map_count from $cur to 262144" && echo true && return
  fi
  say "  vm.max_map_count is $cur and cannot be raised here: running OpenSearch with node.store.allow_mmap=false"
  echo false
}

os_write_config() {
  local allow_mmap transport_port=${OPENSEARCH_TRANSPORT_PORT}
  [[ "$transport_port" == *-* ]] || transport_port="$transport_port-$((transport_port + 99))"
  allow_mmap=$(os_allow_mmap)
  cat >"$OS_HOME/config/opensearch.yml" <<EOF
# Generated by deploy/local/infra.sh on every start; edit deploy/local/lib/opensearch.sh instead.
cluster.name: downbeat-local
node.name: local-$OPENSEARCH_PORT
path.data: $OS_DATA
path.logs: $OS_LOGS
discovery.type: single-node
network.host: $HOST
http.port: $OPENSEARCH_PORT
transport.port: $transport_port
# A dev box's disk may be fuller than the default watermarks allow: never block writes for that.
cluster.routing.allocation.disk.threshold_enabled: false
node.store.allow_mmap: $allow_mmap
EOF
  printf -- '-Xms%s\n-Xmx%s\n' "$OPENSEARCH_HEAP" "$OPENSEARCH_HEAP" >"$OS_HOME/config/jvm.options.d/heap.options"
}

opensearch_start() {
  local jh cmd
  jh=$(java_home) || fail "no Java home found for OpenSearch" || return 1
  os_ensure_user
  mkdir -p "$OS_DATA" "$OS_LOGS" "$OS_RUN"
  os_write_config
  # Foreground mode (bin/opensearch execs java) detached by start_detached; -q: log to files only.
  cmd=("$OS_HOME/bin/opensearch" -q)
  if os_as_root; then
    os_ensure_traversable
    chown -R "$OPENSEARCH_USER:" "$OS_DIR"
    # setpriv switches user and execs in place, so the pid file holds the JVM's own pid.
    cmd=(setpriv --reuid="$OPENSEARCH_USER" --regid="$OPENSEARCH_USER" --init-groups -- "${cmd[@]}")
  fi
  local user
  user=$(id -un)
  os_as_root && user=$OPENSEARCH_USER
  step "starting OpenSearch $OPENSEARCH_VERSION on $HOST:$OPENSEARCH_PORT (heap $OPENSEARCH_HEAP, Java $(java_major), user $user)"
  rm -f "$OS_PIDFILE"
  echo "---- $(date -Is) start" >>"$OS_LOGS/stdout.log"
  (cd "$OS_HOME" && start_detached "$OS_PIDFILE" "$OS_LOGS/stdout.log" \
    env HOME="$OS_RUN" OPENSEARCH_JAVA_HOME="$jh" JAVA_HOME="$jh" OPENSEARCH_PATH_CONF="$OS_HOME/config" "${cmd[@]}")
}

opensearch_healthy() {
  local body
  body=$(curl -fsS --max-time 10 "http://$HOST:$OPENSEARCH_PORT/_cluster/health?wait_for_status=yellow&timeout=5s" 2>/dev/null) || return 1
  [[ "$body" == *'"timed_out":false'* && "$body" =~ \"status\":\"(green|yellow)\" ]]
}

opensearch_check_ports() {
  opensearch_running || ensure_port_free "OpenSearch" "$OPENSEARCH_PORT" OPENSEARCH_PORT
}

opensearch_up() {
  opensearch_check_tools
  opensearch_install
  local t0=$SECONDS
  if opensearch_running; then
    say "  OpenSearch already running (pid $(pid_of "$OS_PIDFILE"))"
    os_check_running_version || return 1
  else
    opensearch_check_ports
    opensearch_start
  fi
  wait_until "OpenSearch" "$INFRA_TIMEOUT" "$OS_PIDFILE" "$OS_MARKER" opensearch_healthy ||
    { tail -n 30 "$OS_LOGS/downbeat-local.log" >&2 2>/dev/null; return 1; }
  ok "OpenSearch healthy at $(opensearch_url) after $(elapsed "$t0")"
}

# A node of another version (an earlier pin) still running on this port: say how to replace it.
os_check_running_version() {
  local running
  running=$(curl -fsS --max-time 5 "http://$HOST:$OPENSEARCH_PORT/" 2>/dev/null | sed -n 's/.*"number" *: *"\([^"]*\)".*/\1/p')
  [[ -z "$running" || "$running" == "$OPENSEARCH_VERSION" ]] && return 0
  fail "OpenSearch $running is running on port $OPENSEARCH_PORT, but $OPENSEARCH_VERSION is pinned. Replace it (the new version starts with empty indices of its own): bash deploy/local/infra.sh down --only opensearch && bash deploy/local/infra.sh up --only opensearch"
}

opensearch_stop() { stop_pid "OpenSearch" "$OS_PIDFILE" "$OS_MARKER"; }

opensearch_purge() {
  # every version's data, and the unversioned folder of releases before data was kept per version
  rm -rf "$OS_NODE_DIR"/data-* "$OS_NODE_DIR/data" "$OS_LOGS"
  say "  OpenSearch: data and logs deleted ($OS_NODE_DIR)"
}

opensearch_logfile() { echo "$OS_LOGS/downbeat-local.log"; }
