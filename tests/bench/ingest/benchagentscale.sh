#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Scale benchmark of agent protocol 2 (docs/performance.md, "Agent streams at scale"):
#   benchagentscale.sh BUILD_DIR [WORK_DIR] [RANKS...]
# For each rank count (default 64 512 4096 32768): a synthetic stream of 1,000 iterations x 30 sizes x 2 variants
# (fw-bench-agentstream), its size, sha256sum's time on it, the whole import into a new project (seconds, peak RSS,
# project size) and the rank heatmap of the imported run, built and drawn.
set -eu
build=$1 work=${2:-/tmp/fw-bench-agentscale}
shift $(( $# < 2 ? $# : 2 ))
ranks=${*:-64 512 4096 32768}
mkdir -p "$work"
for n in $ranks; do
    stream=$work/agent-v2-$n.jsonl project=$work/agent-v2-$n.fabwb
    [ -f "$stream" ] || "$build/tests/bench/ingest/fw-bench-agentstream" "$stream" "$n"
    echo "== $n ranks: stream $(stat -c %s "$stream") bytes"
    /usr/bin/time -f "sha256sum %e s" sha256sum "$stream" >/dev/null
    rm -f "$project"
    "$build/tests/bench/ingest/fw-bench-ingest" import "$stream" "$project"
    echo "project $(stat -c %s "$project") bytes"
    QT_QPA_PLATFORM=offscreen "$build/tests/bench/compare/fw-bench-compare" heatmap "$project"
done
