#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Benchmarks of the buyer's workload (docs/performance.md, section "The buyer's workload"):
#   1. the pattern of one step derived for a 1,000-layer model (fw-bench-workload derive);
#   2. the size of a replay's stream: `fabric-agent replay --pattern` of a small model for STEPS steps on 2 and 4
#      ranks, its bytes by event type, and the stream of 4,096 ranks × 1,000 steps by arithmetic from them (only the
#      start event grows with the ranks: it names every rank's host).
# Usage: tests/bench/workload/benchworkload.sh BUILD_DIR [STEPS]   (default 1000)
set -euo pipefail
build=${1:?usage: benchworkload.sh BUILD_DIR [STEPS]}
steps=${2:-1000}
agent=$build/remote-agent/fabric-agent
bench=$build/tests/bench/workload/fw-bench-workload
for program in "$agent" "$bench"; do
    [ -x "$program" ] || { echo "benchworkload: $program is missing; build fabric-agent and fw-bench-workload" >&2; exit 1; }
done
# As benchagent.sh: the benchmark may run as root on a throwaway machine.
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$bench" derive 1000
"$bench" pattern "$tmp/pattern.json"
for ranks in 2 4; do
    mpirun --oversubscribe --bind-to none --mca btl self,vader -np "$ranks" \
        "$agent" replay --pattern "$tmp/pattern.json" --steps "$steps" --compute-ms 0 > "$tmp/stream$ranks.jsonl"
done
python3 - "$tmp" "$steps" <<'PY'
import json, sys
tmp, steps = sys.argv[1], int(sys.argv[2])
sizes = {}
for ranks in (2, 4):
    by_type = {}
    with open(f"{tmp}/stream{ranks}.jsonl", "rb") as f:
        for line in f:
            kind = json.loads(line)["type"]
            count, size = by_type.get(kind, (0, 0))
            by_type[kind] = (count + 1, size + len(line))
    sizes[ranks] = by_type
    total = sum(size for _, size in by_type.values())
    parts = ", ".join(f"{kind} {count} × {size / count:.0f} B" for kind, (count, size) in sorted(by_type.items()))
    print(f"replay stream, {ranks} ranks × {steps} steps: {total} bytes ({parts})")
start2, start4 = sizes[2]["start"][1], sizes[4]["start"][1]
per_rank = (start4 - start2) / 2
rest = sum(size for kind, (_, size) in sizes[4].items() if kind != "start")
per_step = sizes[4]["replay_step"][1] / sizes[4]["replay_step"][0]
start4096 = start4 + per_rank * (4096 - 4)
total4096 = start4096 + rest - sizes[4]["replay_step"][1] + per_step * 1000
print(f"4,096 ranks × 1,000 steps by arithmetic: start {start4096 / 1e6:.2f} MB ({per_rank:.0f} B a rank), "
      f"steps {per_step * 1000 / 1e6:.2f} MB ({per_step:.0f} B a step), in all {total4096 / 1e6:.2f} MB")
PY
