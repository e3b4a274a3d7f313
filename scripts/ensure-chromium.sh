#!/usr/bin/env bash
# Makes sure a Chromium for the end-to-end tests exists: Debian's package where apt
# is usable (this project's machines), otherwise Playwright's own download.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium package for the end-to-end tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
if command -v apt-get >/dev/null 2>&1 && command -v sudo >/dev/null 2>&1; then
  sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null && exit 0
fi
echo "No /usr/bin/chromium and no apt: downloading Playwright's Chromium instead"
npx playwright install chromium
path=$(node -e "console.log(require('playwright-core').chromium.executablePath())")
echo "Set CHROMIUM_PATH=$path when running the tests."
