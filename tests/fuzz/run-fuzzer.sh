#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Runs one fuzz target for a bounded time: run-fuzzer.sh BINARY SECONDS WORKDIR SEED_DIR...
# New inputs go to WORKDIR/corpus, crashes to WORKDIR/artifacts; both survive for a longer run by hand.
set -eu
binary=$1 seconds=$2 work=$3
shift 3
mkdir -p "$work/corpus" "$work/artifacts"
exec "$binary" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" "$work/corpus" "$@"
