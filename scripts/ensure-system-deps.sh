#!/usr/bin/env bash
# Installs the Debian packages the test suite needs when they are missing:
# Chromium for the browser tests, PostgreSQL for the data tests' second leg.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing missing system packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
