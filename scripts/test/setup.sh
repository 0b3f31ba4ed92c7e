#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh Debian machine: Chromium, shellcheck and
# nginx from Debian's packages (when missing), then the npm packages from the lockfile.
set -euo pipefail
cd "$(dirname "$0")/../.."

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v shellcheck >/dev/null 2>&1 || missing+=(shellcheck)
# nginx serves the build with deploy/nginx.conf in the production browser tests and the load benchmark.
[[ -x /usr/sbin/nginx ]] || command -v nginx >/dev/null 2>&1 || missing+=(nginx-light)
# npm run bench serves precompressed brotli through nginx's brotli modules.
for module in filter static; do
  [[ -f /usr/lib/nginx/modules/ngx_http_brotli_${module}_module.so ]] ||
    missing+=("libnginx-mod-http-brotli-${module}")
done
if ((${#missing[@]} > 0)); then
  echo "Installing Debian packages: ${missing[*]}"
  sudo_cmd=()
  if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# `npm ci` can fail when the lockfile lacks another platform's optional binaries;
# `npm install` keeps the lockfile as it is.
npm install --no-audit --no-fund
