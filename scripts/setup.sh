#!/usr/bin/env bash
# Idempotent set-up for a fresh Debian machine: system packages where missing, npm ci when the lockfile
# changed, and Kaiwa's generated language data. `scripts/setup.sh test` also installs what the tests need.
set -euo pipefail
cd "$(dirname "$0")/.."

# mecab reads Open JTalk's dictionary for the catalogue's pitch accents.
need=(edict enamdict mecab mecab-ipadic mecab-ipadic-utf8 mecab-utils open-jtalk-mecab-naist-jdic)
# The built-in voice: Open JTalk reads Japanese (with the same dictionary), lame stores speech as MP3.
need+=(open-jtalk lame)
if [ "${1:-}" = "test" ]; then
  need+=(chromium fonts-noto-cjk postgresql)
fi
missing=()
for pkg in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing system packages: ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

stamp=node_modules/.kaiwa-lock-hash
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  echo "Installing npm packages (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" > "$stamp"
fi

npm run build --silent -w @kaiwa/japanese
