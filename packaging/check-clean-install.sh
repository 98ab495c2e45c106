#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Installs a built fabric-workbench .deb with apt on a fresh, minimal Debian 12 (a debootstrap chroot), then
# starts what it installed. This is the release check for "apt-get install ./file.deb pulls in everything";
# it needs root and a Debian mirror, and takes several minutes, so it is not part of ctest.
# Usage: packaging/check-clean-install.sh path/to/fabric-workbench_<version>_<arch>.deb [root folder]
# The root folder (default: a new one under /tmp) is created with debootstrap unless it already holds a
# system; reuse a copy of a pristine one to save the few minutes debootstrap takes.
set -euo pipefail

deb=$(realpath "${1:?usage: $0 package.deb [root folder]}")
root=${2:-$(mktemp -d /tmp/fw-clean-install-XXXXXX)}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}

[ "$(id -u)" -eq 0 ] || { echo "check-clean-install: needs root (debootstrap, chroot)" >&2; exit 1; }
command -v debootstrap >/dev/null || { echo "check-clean-install: apt-get install debootstrap" >&2; exit 1; }

if [ ! -x "$root/usr/bin/apt-get" ]; then
    echo "check-clean-install: debootstrap bookworm into $root"
    debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.debootstrap.log"
fi

# Open MPI's hwloc reads the CPU topology from sysfs.
mount -t proc proc "$root/proc"
trap 'umount "$root/proc"' EXIT
mount -t sysfs sysfs "$root/sys"
trap 'umount "$root/sys" "$root/proc"' EXIT
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"; }

cp "$deb" "$root/tmp/"
in_root apt-get update -qq
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "/tmp/$(basename "$deb")" >/dev/null

echo "== installed versions"
in_root fabric-workbench --version
in_root fabric-agent --version
echo "== the app, headless, in Japanese (needs the SQLite driver, a platform plugin and the CJK font)"
in_root fabric-workbench --platform offscreen --lang ja --screenshot /tmp/window-ja.png
cp "$root/tmp/window-ja.png" "$(dirname "$deb")/clean-install-window-ja.png"
in_root fc-match -f '%{family}\n' ':lang=ja'
echo "== the agent on two ranks"
in_root env OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
    mpirun --oversubscribe -np 2 fabric-agent bench -b 1K -e 4K -f 4 -n 5 | cut -c1-100
echo "check-clean-install: ok ($root; screenshot: $(dirname "$deb")/clean-install-window-ja.png)"
