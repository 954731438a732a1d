#!/usr/bin/env bash
# A release without an outage (issue 56 item 6), as docs/operating.md says:
#   deploy/release.sh build <git ref>   clones PORTAL_SOURCE at the ref into PORTAL_RELEASES/releases/<id>
#                                       and builds it there (npm ci, npm run build); prints the id
#   deploy/release.sh switch <id>       starts that release's API on the API port not in use, waits until
#                                       it is ready, makes it the current release, keeps its hashed assets
#                                       beside every earlier release's, has nginx reload, stops the old API
#   deploy/release.sh rollback          switches back to the previous release
# Nothing is built where nginx serves from: a page opened before a release still finds its scripts.
#   PORTAL_RELEASES    the folder of the releases, `current`, `previous`, `kept/assets` and `api-port`
#   PORTAL_SOURCE      the git repository a release is cloned from (build only)
#   API_PORTS          the two ports the API alternates between ("8081 8082")
#   WALLET_API_START   starts the API of the release PORTAL_HOME on PORT (default: systemctl enable --now
#                      wallet-api@PORT, so that the live one starts again after a reboot)
#   WALLET_API_STOP    stops the API on PORT (default: systemctl disable --now wallet-api@PORT)
#   KEEP_RELEASES      release folders kept besides the current and previous ones (default 3)
#   API_READY_SECONDS  how long the new API may take to answer /readyz before the switch is given up (default 60)
# and nginx's settings of deploy/serve.sh, which it runs to reload nginx.
set -euo pipefail
: "${PORTAL_RELEASES:?is the folder of the releases}"
command=${1:?usage: deploy/release.sh build <git ref> | switch <id> | rollback}

# The API of a release answers its readiness probe: polled, within API_READY_SECONDS.
ready() {
  node -e '
    const deadline = Date.now() + Number(process.argv[2]) * 1000;
    const ask = () => fetch(process.argv[1]).then((answer) => answer.status === 200, () => false);
    (async () => { while (!(await ask())) { if (Date.now() > deadline) process.exit(1); await new Promise((resolve) => setTimeout(resolve, 100)); } })();
  ' "http://localhost:$1/readyz" "${API_READY_SECONDS:-60}"
}

switch_to() {
  local id=$1 release="$PORTAL_RELEASES/releases/$1"
  [ -f "$release/dist/index.html" ] && [ -f "$release/dist-api/main.js" ] || { echo "release $id is not built: $release has no dist/index.html or dist-api/main.js" >&2; exit 1; }
  read -r first_port second_port <<< "${API_PORTS:?names the two ports the API alternates between, e.g. \"8081 8082\"}"
  local live_port next_port old
  live_port=$(cat "$PORTAL_RELEASES/api-port" 2>/dev/null || true)
  if [ "$live_port" = "$first_port" ]; then next_port=$second_port; else next_port=$first_port; fi
  # The port's own link to its release: the API's unit runs from it (deploy/systemd/wallet-api@.service.template).
  ln -sfn "releases/$id" "$PORTAL_RELEASES/api-$next_port.next" && mv -Tf "$PORTAL_RELEASES/api-$next_port.next" "$PORTAL_RELEASES/api-$next_port"
  PORT=$next_port PORTAL_HOME=$release bash -c "${WALLET_API_START:-systemctl enable --now wallet-api@\$PORT}"
  ready "$next_port" || { echo "the API of release $id did not answer /readyz on port $next_port within ${API_READY_SECONDS:-60} s" >&2; PORT=$next_port bash -c "${WALLET_API_STOP:-systemctl disable --now wallet-api@\$PORT}"; exit 1; }
  # Every release's hashed assets, linked, not copied: a page of any of them finds its scripts.
  mkdir -p "$PORTAL_RELEASES/kept/assets"
  local asset
  for asset in "$release/dist/assets/"*; do
    [ -e "$PORTAL_RELEASES/kept/assets/${asset##*/}" ] || ln "$asset" "$PORTAL_RELEASES/kept/assets/" 2>/dev/null || cp "$asset" "$PORTAL_RELEASES/kept/assets/"
  done
  old=$(readlink "$PORTAL_RELEASES/current" || true)
  # Each link replaced in one rename: never missing, never half-written.
  ln -sfn "releases/$id" "$PORTAL_RELEASES/current.next" && mv -Tf "$PORTAL_RELEASES/current.next" "$PORTAL_RELEASES/current"
  if [ -n "$old" ] && [ "$old" != "releases/$id" ]; then ln -sfn "$old" "$PORTAL_RELEASES/previous.next" && mv -Tf "$PORTAL_RELEASES/previous.next" "$PORTAL_RELEASES/previous"; fi
  echo "$next_port" > "$PORTAL_RELEASES/api-port"
  local old_workers
  old_workers=$(nginx_workers)
  "$release/deploy/serve.sh" reload
  # nginx's old workers finish what they were passing to the old API before it stops: waited for.
  local worker
  for worker in $old_workers; do while kill -0 "$worker" 2>/dev/null; do sleep 0.1; done; done
  # The old API finishes the requests it has (SIGTERM), then ends.
  if [ -n "$live_port" ]; then PORT=$live_port bash -c "${WALLET_API_STOP:-systemctl disable --now wallet-api@\$PORT}"; fi
  prune
  echo "release $id is live: its API on port $next_port"
}

# The worker processes of the running nginx, if it runs.
nginx_workers() {
  local master
  master=$(cat "${NGINX_PREFIX:-/nonexistent}/nginx.pid" 2>/dev/null) || return 0
  local stat fields
  for stat in /proc/[0-9]*/stat; do
    # pid (comm) state ppid …: the parent is the fourth field, after the command's parentheses.
    read -r fields < "$stat" 2>/dev/null || continue
    fields=${fields##*) }
    [ "$(cut -d' ' -f2 <<< "$fields")" = "$master" ] && basename "$(dirname "$stat")"
  done
  return 0
}

# Release folders beyond KEEP_RELEASES, never the current or previous one.
prune() {
  local current previous
  current=$(basename "$(readlink "$PORTAL_RELEASES/current")")
  previous=$(basename "$(readlink "$PORTAL_RELEASES/previous" 2>/dev/null || echo none)")
  { ls -1t "$PORTAL_RELEASES/releases" | grep -vx -e "$current" -e "$previous" || true; } | tail -n +"$(( ${KEEP_RELEASES:-3} + 1 ))" | while read -r stale; do rm -rf "${PORTAL_RELEASES:?}/releases/$stale"; done
}

case $command in
  build)
    ref=${2:?names the git ref to release}
    : "${PORTAL_SOURCE:?is the git repository releases are cloned from}"
    id="$(date -u +%Y%m%dT%H%M%SZ)-$(git -C "$PORTAL_SOURCE" rev-parse --short "$ref")"
    mkdir -p "$PORTAL_RELEASES/releases"
    git clone --quiet "$PORTAL_SOURCE" "$PORTAL_RELEASES/releases/$id"
    git -C "$PORTAL_RELEASES/releases/$id" checkout --quiet "$ref"
    (cd "$PORTAL_RELEASES/releases/$id" && npm ci && npm run build) >&2
    echo "$id"
    ;;
  switch) switch_to "${2:?names the release to switch to}" ;;
  rollback)
    previous=$(readlink "$PORTAL_RELEASES/previous" || true)
    [ -n "$previous" ] || { echo "there is no previous release to go back to" >&2; exit 1; }
    switch_to "$(basename "$previous")"
    ;;
  *) echo "usage: deploy/release.sh build <git ref> | switch <id> | rollback" >&2; exit 1 ;;
esac
