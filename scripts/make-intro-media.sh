#!/usr/bin/env bash
# Makes the media of the login screen from the real app, by hand (not part of CI):
#   apps/web/public/intro/{dashboard,conversation,vocabulary,translation,progress}.png  'What is it?' screenshots
#   apps/web/public/intro/kaiwa-intro.webm, kaiwa-intro.vtt                 the intro video and its captions
#   docs/screenshots/dashboard.png                                                        the README screenshot
#
# It builds the app, runs e2e/tests/media.spec.ts with KAIWA_MAKE_MEDIA=1 (a learner walks through the app in
# Chromium on a fresh database, with the offline AI engine, while the page is recorded), then assembles the
# recorded frames into a VP9 video with ffmpeg and compresses the screenshots. Run `npm run build` again
# afterwards to serve the new media from the built app.
#
# Needs: ffmpeg with libvpx-vp9 (Debian: apt-get install ffmpeg) and the e2e prerequisites (Chromium).
# Settings: E2E_PORT (default 4173; the script waits while another run uses it), INTRO_WIDTH (default 1280;
# 960 gives a smaller file), INTRO_CRF (VP9 quality, default 40; higher is smaller).
set -euo pipefail
cd "$(dirname "$0")/.."

port="${E2E_PORT:-4173}"
width="${INTRO_WIDTH:-1280}"
crf="${INTRO_CRF:-40}"
intro=apps/web/public/intro
frames="$(mktemp -d)"
trap 'rm -rf "$frames"' EXIT

if ! command -v ffmpeg >/dev/null || ! ffmpeg -hide_banner -encoders 2>/dev/null | grep libvpx-vp9 >/dev/null; then
  echo "ffmpeg with libvpx-vp9 is needed (Debian: apt-get install ffmpeg)" >&2
  exit 1
fi

# The e2e server starts on this port with a fresh database; another run there would be disturbed by the build.
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null || break
  echo "port $port is in use by another run; waiting..."
  sleep 10
done
if curl -sf "http://127.0.0.1:$port/api/health" >/dev/null; then
  echo "port $port is still in use; set E2E_PORT to a free port" >&2
  exit 1
fi

npm run --silent build
(cd e2e && KAIWA_MAKE_MEDIA=1 KAIWA_MEDIA_FRAMES="$frames" E2E_PORT="$port" npx playwright test tests/media.spec.ts)

# The frames come at the page's own pace (only when something changes); the list gives each its duration.
height=$((width * 10 / 16))
ffmpeg -hide_banner -loglevel error -y -f concat -safe 0 -i "$frames/frames.ffconcat" \
  -vf "fps=25,scale=${width}:${height}:flags=lanczos,format=yuv420p" \
  -c:v libvpx-vp9 -crf "$crf" -b:v 0 -row-mt 1 -deadline good -cpu-used 2 -an \
  "$intro/kaiwa-intro.webm"

node scripts/compress-png.mjs "$intro"/*.png docs/screenshots/dashboard.png
ls -l "$intro" docs/screenshots
