#!/usr/bin/env bash
# Benchmarks of `fabric-agent bench` (docs/performance.md, section "Agent bench").
#   1. Harness overhead: the agent's all_reduce p50 against a bare MPI_Allreduce loop timed the same way, 8 B to
#      64 KiB, 1000 iterations, alternating the two programs (and which goes first) for several rounds in this one
#      script. With 4 ranks, as asked; with 1 rank too, where the collective itself takes about 0.1 us, so any cost
#      of the harness's own per-iteration work would show.
#   2. Output cost: wall time, the largest process's peak RSS and the stream size of a 4-rank sweep.
# Usage: tests/bench/agent/benchagent.sh BUILD_DIR [ROUNDS]
# Environment: FW_BENCH_MAX_BYTES (default 64M) and FW_BENCH_ITERS (default 1000) size the output-cost sweep;
# FW_BENCH_SKIP_COST=1 skips it.
set -euo pipefail
build=${1:?usage: benchagent.sh BUILD_DIR [ROUNDS]}
rounds=${2:-3}
agent=$build/remote-agent/fabric-agent
bare=$build/tests/bench/agent/fw-bench-bareallreduce
for program in "$agent" "$bare"; do
    [ -x "$program" ] || { echo "benchagent: $program is missing; build fabric-agent and fw-bench-bareallreduce" >&2; exit 1; }
done
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mpirun=(mpirun --oversubscribe --bind-to none --mca btl self,vader)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for ranks in 4 1; do
echo "== Harness overhead: $ranks ranks, all_reduce 8 B - 64 KiB, 1000 iterations, 20 warmup, $rounds rounds"
for round in $(seq "$rounds"); do
    runBare() { "${mpirun[@]}" -np "$ranks" "$bare" 1000 20 65536 > "$tmp/bare$round.txt"; }
    runAgent() { "${mpirun[@]}" -np "$ranks" "$agent" bench -b 8 -e 64K -f 2 -n 1000 -w 20 -c 0 > "$tmp/agent$round.jsonl"; }
    # Alternating the order cancels a drift in the machine's load between the two.
    if [ $((round % 2)) -eq 1 ]; then runBare; runAgent; else runAgent; runBare; fi
done
python3 - "$tmp" "$rounds" <<'PY'
import json, statistics, sys
tmp, rounds = sys.argv[1], int(sys.argv[2])
bare, loop, agent = {}, {}, {}
for r in range(1, rounds + 1):
    for line in open(f"{tmp}/bare{r}.txt"):
        if not line.startswith("#"):
            size, median, average = line.split()
            bare.setdefault(int(size), []).append(float(median))
            loop.setdefault(int(size), []).append(float(average))
    for line in open(f"{tmp}/agent{r}.jsonl"):
        event = json.loads(line)
        if event["type"] == "size_result" and not event["in_place"]:
            agent.setdefault(event["bytes"], []).append(event["time_us"]["p50"])
print(f"{'bytes':>7} {'bare p50 us':>12} {'agent p50 us':>13} {'agent/bare':>10} {'bare loop avg us':>17}")
ratios = []
for size in sorted(bare):
    b, a, l = statistics.median(bare[size]), statistics.median(agent[size]), statistics.median(loop[size])
    ratios.append(a / b)
    print(f"{size:>7} {b:>12.2f} {a:>13.2f} {a / b:>10.3f} {l:>17.2f}")
print(f"median agent/bare ratio over sizes: {statistics.median(ratios):.3f} (medians of {rounds} rounds each)")
PY
done

[ "${FW_BENCH_SKIP_COST:-0}" = 1 ] && exit 0
max_bytes=${FW_BENCH_MAX_BYTES:-64M}
iters=${FW_BENCH_ITERS:-1000}
echo
echo "== Output cost: 4 ranks, all_reduce 8 B - $max_bytes by 2, $iters iterations"
timer=()
[ -x /usr/bin/time ] && timer=(/usr/bin/time -v)
start=$(date +%s.%N)
"${timer[@]}" "${mpirun[@]}" -np 4 "$agent" bench -b 8 -e "$max_bytes" -f 2 -n "$iters" -c 1 > "$tmp/cost.jsonl" 2> "$tmp/time.txt"
end=$(date +%s.%N)
python3 - "$tmp" "$start" "$end" <<'PY'
import json, re, sys
tmp, start, end = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
rows, timed_us, samples, b64 = 0, 0.0, 0, 0
raw = open(f"{tmp}/cost.jsonl", "rb").read()
for line in raw.splitlines():
    event = json.loads(line)
    if event["type"] == "size_result":
        rows += 1
        samples += event["samples"]
        timed_us += event["samples"] * event["time_us"]["avg"]
        b64 += len(event["iter_us_b64"]) + len(event["rank_us_b64"])
    if event["type"] == "end":
        status = event["status"]
wall = end - start
print(f"status {status}, {rows} rows, {samples} timed iterations")
print(f"wall time {wall:.1f} s, of which inside timed iterations {timed_us / 1e6:.1f} s")
print(f"stream {len(raw)} bytes ({b64} of them base64 samples)")
rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", open(f"{tmp}/time.txt").read())
print(f"peak RSS of the largest process: {int(rss.group(1)) / 1024:.1f} MiB" if rss else "peak RSS: /usr/bin/time not available")
PY
