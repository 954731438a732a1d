#!/usr/bin/env bash
# Renders the operator's files from deploy/ with the settings of docs/operating.md: the systemd units
# of the API and nginx, and the logrotate file. Into /etc by default; SYSTEMD_DIR and LOGROTATE_DIR
# name other folders (deploy/operations.test.ts renders them into a temporary one and checks them
# with systemd-analyze verify and logrotate --debug).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${PORTAL_RELEASES:?is the folder of the releases (deploy/release.sh)}" "${WALLET_USER:?is the user the API runs as}" "${WALLET_ENV_FILE:?is the file of the settings (mode 0600)}"
: "${NGINX_PREFIX:?is the folder of nginx}" "${WALLET_DATA_DIR:?is the data folder of the API (SANDBOX_DATA_DIR)}" "${WALLET_LOG_DIR:?is the folder of the log file of the API (SANDBOX_LOG_FILE)}"
export NODE_BIN="${NODE_BIN:-$(command -v node)}"
systemd_dir=${SYSTEMD_DIR:-/etc/systemd/system}
logrotate_dir=${LOGROTATE_DIR:-/etc/logrotate.d}
settings='$PORTAL_RELEASES $WALLET_USER $WALLET_ENV_FILE $NGINX_PREFIX $WALLET_DATA_DIR $WALLET_LOG_DIR $NODE_BIN'
envsubst "$settings" < deploy/systemd/wallet-api@.service.template > "$systemd_dir/wallet-api@.service"
envsubst "$settings" < deploy/systemd/wallet-nginx.service.template > "$systemd_dir/wallet-nginx.service"
envsubst "$settings" < deploy/logrotate.conf.template > "$logrotate_dir/wallet-portal"
echo "wrote $systemd_dir/wallet-api@.service, $systemd_dir/wallet-nginx.service, $logrotate_dir/wallet-portal"
