#!/usr/bin/env bash
# Serves the build with Debian's nginx as README's "Deploying the portal" says: renders
# deploy/nginx.conf.template and the optional pieces the settings ask for into NGINX_PREFIX, checks
# that nginx's workers can read what they serve, and runs nginx in the foreground.
#   deploy/serve.sh          starts nginx
#   deploy/serve.sh reload   renders again and has the running nginx reload (deploy/release.sh)
# With PORTAL_RELEASES (deploy/release.sh), the build is the current release's, the API the one
# listening on its api-port, and earlier releases' assets are kept.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-start}
if [ "$mode" = reload ] && [ ! -s "${NGINX_PREFIX:-/nonexistent}/nginx.pid" ]; then
  # The first release is made before nginx first starts: there is nothing to reload yet.
  echo "nginx is not running: deploy/serve.sh will start it with this release" >&2
  exit 0
fi
if [ -n "${PORTAL_RELEASES:-}" ]; then
  PORTAL_ROOT="$(readlink -f "$PORTAL_RELEASES/current")/dist"
  PORTAL_KEPT_ROOT="$PORTAL_RELEASES/kept"
  WALLET_API_UPSTREAM="http://localhost:$(cat "$PORTAL_RELEASES/api-port")"
  export PORTAL_ROOT PORTAL_KEPT_ROOT WALLET_API_UPSTREAM
fi
: "${PORTAL_ROOT:?is the absolute path of the build (dist/)}" "${PORTAL_PORT:?is what nginx listens on}" "${WALLET_API_UPSTREAM:?is the origin of the wallet API}" "${NGINX_PREFIX:?is a folder for the configuration, pid, logs and temporary files of nginx}"
export PORTAL_KEPT_ROOT="${PORTAL_KEPT_ROOT:-$PORTAL_ROOT}"
: "${NGINX_USER:?names the user that the workers of nginx run as, www-data on Debian}"
mkdir -p "$NGINX_PREFIX/servers" "$NGINX_PREFIX/locations"
rm -f "$NGINX_PREFIX"/servers/*.conf "$NGINX_PREFIX"/locations/*.conf

# nginx's workers must read the build: nginx -t does not look, and a worker that cannot answers 500 to every page.
as_worker() { if [ "$(id -u)" = 0 ]; then runuser -u "$NGINX_USER" -- "$@"; else "$@"; fi; }
as_worker test -r "$PORTAL_ROOT/index.html" || { echo "nginx's workers (user $NGINX_USER) cannot read $PORTAL_ROOT/index.html: give that user read access to PORTAL_ROOT and search access to every folder above it, or set NGINX_USER to one that has it" >&2; exit 1; }
as_worker test -x "$NGINX_PREFIX" || { echo "nginx's workers (user $NGINX_USER) cannot enter NGINX_PREFIX ($NGINX_PREFIX): give that user search access to it and every folder above it" >&2; exit 1; }

settings='$PORTAL_ROOT $PORTAL_KEPT_ROOT $PORTAL_PORT $WALLET_API_UPSTREAM $NGINX_PREFIX $NGINX_USER $TLS_CERT $TLS_KEY $PORTAL_HTTP_PORT $PORTAL_HTTPS_SUFFIX $METRICS_LISTEN $METRICS_ALLOW'
render() { envsubst "$settings" < "deploy/$1.conf.template" > "$NGINX_PREFIX/$2"; }

if [ -n "${TLS_CERT:-}" ]; then
  : "${TLS_KEY:?is the private key of TLS_CERT}"
  # The redirect names the port customers reach, unless it is TLS's own.
  port=${PORTAL_PORT##*:}
  if [ "$port" = 443 ]; then export PORTAL_HTTPS_SUFFIX=''; else export PORTAL_HTTPS_SUFFIX=":$port"; fi
  render listen-tls listen.conf
  if [ -n "${PORTAL_HTTP_PORT:-}" ]; then render http-redirect servers/http-redirect.conf; fi
else
  render listen-plain listen.conf
fi
render proxy proxy.conf
render page-headers page-headers.conf
if [ "${WALLET_SANDBOX_PAGES:-off}" = on ]; then render sandbox-pages locations/sandbox-pages.conf; fi
if [ -n "${METRICS_LISTEN:-}" ]; then
  : "${METRICS_ALLOW:?names the address or CIDR range Prometheus scrapes METRICS_LISTEN from}"
  render metrics servers/metrics.conf
fi
render nginx nginx.conf

nginx -t -q -p "$NGINX_PREFIX" -c "$NGINX_PREFIX/nginx.conf" -e "$NGINX_PREFIX/error.log"
if [ "$mode" = reload ]; then
  # The workers finish the requests they have with what they had; new requests get the new files and headers at once.
  exec kill -HUP "$(cat "$NGINX_PREFIX/nginx.pid")"
fi
exec nginx -p "$NGINX_PREFIX" -c "$NGINX_PREFIX/nginx.conf" -e "$NGINX_PREFIX/error.log"
