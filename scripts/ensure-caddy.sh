#!/usr/bin/env bash
# Makes sure Caddy exists for the https end-to-end test (tests/e2e/https.spec.ts): Debian's
# package where apt is usable (this project's machines). Without it that test is skipped, saying so;
# on CI (CI set) a Caddy that cannot be installed fails the run instead.
set -euo pipefail
if [ -x "${CADDY_PATH:-/usr/bin/caddy}" ]; then
  exit 0
fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's caddy package for the https end-to-end test"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null
  exit 0
fi
if command -v apt-get >/dev/null 2>&1 && command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy >/dev/null && exit 0
fi
echo "No Caddy and no apt: the https end-to-end test will be skipped (install caddy, or set CADDY_PATH)."
if [ -n "${CI:-}" ]; then
  exit 1
fi
