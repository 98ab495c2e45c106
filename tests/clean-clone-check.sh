#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Clones the current commit into an empty temporary folder, with nothing beside it (no shared folder, no build
# tree), and runs README's second command there: what a new user and CI see. Run it before you submit.
# Usage: tests/clean-clone-check.sh [COMMIT]   (default HEAD; uncommitted changes are not part of the check)
# FW_CLEAN_CLONE_KEEP=1 keeps the folder afterwards, for a look at the build or the test logs.
set -euo pipefail

repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
commit=$(git -C "$repo" rev-parse --verify "${1:-HEAD}^{commit}")
if [ -n "$(git -C "$repo" status --porcelain --untracked-files=normal)" ]; then
    echo "clean-clone-check: note: the working tree has uncommitted changes; checking $commit without them" >&2
fi

parent=$(mktemp -d "${TMPDIR:-/tmp}/fw-clean-clone.XXXXXX")
cleanup() {
    if [ "${FW_CLEAN_CLONE_KEEP:-0}" = 1 ]; then
        echo "clean-clone-check: kept $parent"
    else
        rm -rf "$parent"
    fi
}
trap cleanup EXIT

git clone --quiet --no-local "$repo" "$parent/clone"
git -C "$parent/clone" checkout --quiet --detach "$commit"
cd "$parent/clone"

# README's second command, read from README.md itself so this check can never drift from what users are told.
command=$(awk '/^```sh$/ {block++; next} /^```$/ {next} block == 2 {print; exit}' README.md)
[ -n "$command" ] || { echo "clean-clone-check: README.md has no second command block" >&2; exit 2; }
echo "clean-clone-check: $commit in $parent/clone"
echo "clean-clone-check: $command"
start=$(date +%s)
status=0
bash -c "$command" || status=$?
[ "$status" = 0 ] || tests/show-failures.sh build/ci || true
echo "clean-clone-check: exit $status after $(( $(date +%s) - start )) s"
exit $status
