#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Regenerates docs/screenshots/: every step of the demo project in English, German and Japanese at the default
# window size, and the first pages of the PDF report in each language. Runs offscreen (no display needed) in a
# throwaway home, so your own settings and demo project are not touched.
# Usage: tools/screenshots.sh [BUILD_DIR [OUT_DIR]]   (default: build/release, else build/ci, built first;
#        OUT_DIR docs/screenshots)
# Needs pdftoppm (poppler-utils, installed by packaging/install-deps.sh); uses pngquant when present.
set -euo pipefail
cd "$(dirname "$0")/.."

build=${1:-}
if [ -z "$build" ]; then
    for candidate in build/release build/ci; do
        [ -x "$candidate/app/fabric-workbench" ] && { build=$candidate; break; }
    done
fi
app="${build:-build/release}/app/fabric-workbench"
[ -x "$app" ] || { echo "screenshots: $app not found; build first (README.md)" >&2; exit 1; }
command -v pdftoppm >/dev/null || { echo "screenshots: pdftoppm (poppler-utils) is needed" >&2; exit 1; }

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache"
export XDG_RUNTIME_DIR="$home/runtime" QT_QPA_PLATFORM=offscreen LANG=C.UTF-8
# --measure-first runs mpirun; as root (CI) Open MPI starts ranks only when told to.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mkdir -m 700 "$XDG_RUNTIME_DIR"

out=${2:-docs/screenshots}
mkdir -p "$out"
pages=(triage candidates bom questionnaires benchmarks faults counters compare cost decision report)
for lang in en de ja; do
    for page in "${pages[@]}"; do
        # As the window shows the demo when it builds it (again for each language): with the measurement of this computer.
        "$app" --demo --lang "$lang" --page "$page" --size 1100x700 --measure-first \
            --screenshot "$out/$page-$lang.png" >/dev/null
    done
done

# The README's pictures, at a size where the charts have room.
for page in compare decision; do
    "$app" --demo --lang en --page "$page" --size 1600x1000 --measure-first --screenshot "$out/readme-$page-en.png" >/dev/null
done

demo=$(find "$XDG_DATA_HOME" -name demo.fabwb | head -n1)
[ -n "$demo" ] || { echo "screenshots: the demo project was not created" >&2; exit 1; }
for lang in en de ja; do
    "$app" report --project "$demo" --lang "$lang" --out "$home/report-$lang.pdf" >/dev/null
    # The title page and the summary.
    for page in 1 2; do
        pdftoppm -png -r 60 -f "$page" -l "$page" -singlefile "$home/report-$lang.pdf" "$out/pdf-$lang-$page"
    done
done
# Palette PNGs are a third of the size and look the same; pngquant is optional (Debian package pngquant).
if command -v pngquant >/dev/null; then
    pngquant --quality 70-95 --speed 1 --strip --force --ext .png "$out"/*-{en,de,ja}*.png
fi
echo "screenshots: wrote $(ls "$out"/*-{en,de,ja}*.png | wc -l) pictures to $out"
