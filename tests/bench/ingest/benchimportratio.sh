#!/bin/bash
# SPDX-License-Identifier: Apache-2.0
# Import time against sha256sum's on the same stream, in rounds (docs/performance.md, "Agent streams at scale"):
#   benchimportratio.sh BUILD_DIR [WORK_DIR] [ROUNDS] [RANKS...]
# Each round, for each rank count (default 4096 32768): sha256sum of the synthetic stream, then `fw-bench-ingest
# import` of it into a new project and into an existing one (a copy of a project holding the 512-rank run). Prints
# each round, then the medians of the seconds and of the rounds' ratios (import / sha256sum). The import's seconds
# are those the program prints: the import alone, not creating or opening the project (printed apart).
set -eu
build=$1 work=${2:-/tmp/fw-bench-agentscale} rounds=${3:-9}
shift $(( $# < 3 ? $# : 3 ))
ranks=${*:-4096 32768}
bench=$build/tests/bench/ingest
mkdir -p "$work"
for n in 512 $ranks; do
    [ -f "$work/agent-v2-$n.jsonl" ] || "$bench/fw-bench-agentstream" "$work/agent-v2-$n.jsonl" "$n"
done
existing=$work/existing.fabwb
rm -f "$existing" "$existing-wal" "$existing-shm"
"$bench/fw-bench-ingest" import "$work/agent-v2-512.jsonl" "$existing" >/dev/null
seconds() { sed -n -E "s/^$1.* ([0-9.]+) s(,.*)?$/\1/p"; }
results=$work/ratio-rounds.txt
: >"$results"
for round in $(seq "$rounds"); do
    for n in $ranks; do
        stream=$work/agent-v2-$n.jsonl project=$work/ratio-$n.fabwb
        start=$EPOCHREALTIME
        sha256sum "$stream" >/dev/null
        sha=$(echo "$EPOCHREALTIME - $start" | bc -l)
        rm -f "$project" "$project-wal" "$project-shm"
        out=$("$bench/fw-bench-ingest" import "$stream" "$project")
        new=$(echo "$out" | seconds "c\+\+ import") created=$(echo "$out" | seconds created)
        rm -f "$project" "$project-wal" "$project-shm"
        cp "$existing" "$project"
        out=$("$bench/fw-bench-ingest" import "$stream" "$project")
        old=$(echo "$out" | seconds "c\+\+ import") opened=$(echo "$out" | seconds opened)
        rm -f "$project" "$project-wal" "$project-shm"
        echo "$n $sha $new $old $created $opened $(cut -d' ' -f1 /proc/loadavg)" | tee -a "$results" |
            awk '{printf "round '"$round"': %d ranks: sha256sum %.3f s, import into a new project %.3f s (%.2fx; creating it %.3f s), into an existing one %.3f s (%.2fx; opening it %.3f s), load %s\n", $1, $2, $3, $3 / $2, $5, $4, $4 / $2, $6, $7}'
    done
done
median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2)}'; }
for n in $ranks; do
    rows=$(awk -v n="$n" '$1 == n' "$results")
    printf "%d ranks, median of %d rounds: sha256sum %.3f s; new project %.3f s, ratio %.2f; existing project %.3f s, ratio %.2f\n" \
        "$n" "$rounds" "$(echo "$rows" | awk '{print $2}' | median)" "$(echo "$rows" | awk '{print $3}' | median)" \
        "$(echo "$rows" | awk '{print $3 / $2}' | median)" "$(echo "$rows" | awk '{print $4}' | median)" \
        "$(echo "$rows" | awk '{print $4 / $2}' | median)"
done
