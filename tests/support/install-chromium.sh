#!/usr/bin/env bash
# Chromium comes from Debian (browser downloads are not possible here): the e2e suite drives its
# headless shell (playwright.config.ts), a page of which costs a third of one in the full browser;
# bench:lcp and a developer's headed runs use the full browser.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL="${E2E_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ] && [ -x "$HEADLESS_SHELL" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then SUDO=sudo; else SUDO=; fi
echo "Installing Chromium and its headless shell from Debian…"
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null
"$CHROMIUM" --version
"$HEADLESS_SHELL" --version
