#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Installs every Debian package that building, running and testing Fabric Workbench needs.
# Idempotent: packages already present are skipped, and apt is not touched when nothing is missing.
# Usage: packaging/install-deps.sh [--run-only]
set -euo pipefail

build_pkgs=(
    cmake ninja-build g++ pkg-config git clang-format
    qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools libqt6opengl6-dev libxkbcommon-dev libgl-dev libssh-dev libopenmpi-dev libibverbs-dev
    dpkg-dev librsvg2-bin desktop-file-utils appstream shared-mime-info
    libssl-dev clang libclang-rt-14-dev python3 libxlsxwriter-dev libminizip-dev libhyphen-dev libsqlite3-dev ccache
    libreoffice-calc-nogui
)
run_pkgs=(
    libqt6sql6-sqlite qt6-qpa-plugins libqt6charts6 libqt6svg6 qt6-translations-l10n fonts-noto-cjk
    openmpi-bin openssh-client openssh-server openssh-sftp-server iproute2 procps hicolor-icon-theme
    libxlsxwriter4 libminizip1 libhyphen0 hyphen-de hyphen-en-us poppler-utils fonts-dejavu-core
    slurmctld slurmd slurm-client munge sudo
)

pkgs=("${run_pkgs[@]}")
[ "${1:-}" = "--run-only" ] || pkgs+=("${build_pkgs[@]}")

missing=()
for p in "${pkgs[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
    [ "$status" = "installed" ] || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "install-deps: all ${#pkgs[@]} packages already installed"
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
