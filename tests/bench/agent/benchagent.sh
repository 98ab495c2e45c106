#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Benchmarks of `fabric-agent bench` (docs/performance.md, section "Agent bench").
#   1. Harness overhead: the agent against fw-bench-barecollective (barecollective.cpp: OSU's timing loop on
#      page-aligned buffers, no code shared with the agent), every collective, 2 and 4 ranks, out of place and in
#      place, FW_BENCH_MIN_BYTES to FW_BENCH_MAX_BYTES by 2, the same statistic (p50 and p99 of the slowest rank's time per
#      iteration); the adaptive mode's p99 beside it for all_reduce. Programs alternate, and which goes first, round by
#      round in this one script, so a drift of the machine's load falls on both.
#   2. Parity with a public suite, when FW_OSU_DIR names the folder of an OSU Micro-Benchmarks 7 build that holds
#      osu_allreduce (built outside this repository from its own release, see docs/performance.md): all_reduce of
#      floats on 2 ranks, out of place (and -l, in place), OSU's -z p50 and p99 of the mean over ranks per iteration
#      against the same statistic computed from the agent's raw samples of every rank.
#   3. Output cost: wall time, the largest process's peak RSS and the stream size of a 4-rank sweep.
# Usage: tests/bench/agent/benchagent.sh BUILD_DIR [ROUNDS]
# Environment: FW_BENCH_MIN_BYTES (8), FW_BENCH_MAX_BYTES (64M), FW_BENCH_ITERS (1000, sizes up to 1 MiB), FW_BENCH_LARGE_ITERS (100, larger
# sizes), FW_BENCH_WARMUP (20), FW_BENCH_RANKS ("2 4"; empty: no overhead section), FW_BENCH_COLLECTIVES (all six), FW_OSU_DIR (unset: no
# parity section), FW_BENCH_SKIP_COST=1 (no output-cost section).
set -euo pipefail
build=${1:?usage: benchagent.sh BUILD_DIR [ROUNDS]}
rounds=${2:-3}
agent=$build/remote-agent/fabric-agent
bare=$build/tests/bench/agent/fw-bench-barecollective
for program in "$agent" "$bare"; do
    [ -x "$program" ] || { echo "benchagent: $program is missing; build fabric-agent and fw-bench-barecollective" >&2; exit 1; }
done
min_bytes=${FW_BENCH_MIN_BYTES:-8}
max_bytes=${FW_BENCH_MAX_BYTES:-64M}
iters=${FW_BENCH_ITERS:-1000}
large_iters=${FW_BENCH_LARGE_ITERS:-100}
warmup=${FW_BENCH_WARMUP:-20}
rank_counts=${FW_BENCH_RANKS-2 4}
collectives=${FW_BENCH_COLLECTIVES:-all_reduce all_gather reduce_scatter broadcast all_to_all send_recv}
osu=${FW_OSU_DIR:-}
[ -z "$osu" ] || [ -x "$osu/osu_allreduce" ] || { echo "benchagent: FW_OSU_DIR=$osu has no osu_allreduce" >&2; exit 1; }
bytes() { numfmt --from=iec "$1"; }
max=$(bytes "$max_bytes")
split=$((1 << 20))
[ "$max" -lt "$split" ] && split=$max
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
launch() { # RANKS PROGRAM ARGS...: bound to cores where there are enough, as the issue's comparison ran
    local ranks=$1; shift
    local bind=(--bind-to core)
    [ "$ranks" -gt "$(nproc)" ] && bind=(--oversubscribe --bind-to none)
    mpirun "${bind[@]}" --mca btl self,vader -np "$ranks" "$@"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# Two ranges: small sizes with FW_BENCH_ITERS, the rest with FW_BENCH_LARGE_ITERS (OSU does the same above 8 KiB).
min=$(bytes "$min_bytes")
ranges=()
[ "$min" -le "$split" ] && ranges+=("$min $split $iters")
[ "$max" -gt "$split" ] && ranges+=("$((min > split * 2 ? min : split * 2)) $max $large_iters")

if [ -n "$rank_counts" ]; then
echo "== Harness overhead: ranks {$rank_counts}, {$collectives}, $min_bytes - $max_bytes, $iters / $large_iters iterations, $warmup warmup, $rounds rounds"
for round in $(seq "$rounds"); do
    for ranks in $rank_counts; do
        for collective in $collectives; do
            for range in "${ranges[@]}"; do
                read -r lo hi n <<< "$range"
                out=$tmp/$round-$ranks-$collective-$lo
                runBare() {
                    launch "$ranks" "$bare" "$collective" "$n" "$warmup" "$lo" "$hi" > "$out.bare-out.txt"
                    launch "$ranks" "$bare" "$collective" "$n" "$warmup" "$lo" "$hi" in_place > "$out.bare-in.txt"
                }
                runAgent() {
                    launch "$ranks" "$agent" bench --collective "$collective" -b "$lo" -e "$hi" -f 2 -n "$n" \
                        -w "$warmup" -c 0 --raw-ranks "$ranks" > "$out.agent.jsonl"
                }
                if [ $((round % 2)) -eq 1 ]; then runBare; runAgent; else runAgent; runBare; fi
            done
        done
        # The adaptive mode: p99 until its 95% interval is 5% wide, at most 2 s or FW_BENCH_ITERS x 10 samples.
        launch "$ranks" "$agent" bench -b 8 -e "$split" -f 2 -n "$iters" -w "$warmup" -c 0 --adaptive-ci 0.05 \
            --max-seconds 2 --max-iters $((iters * 10)) > "$tmp/$round-$ranks-adaptive.jsonl"
    done
done
python3 - "$tmp" "$rounds" "$rank_counts" "$collectives" <<'PY'
import glob, json, statistics, sys
tmp, rounds, rank_counts, collectives = sys.argv[1], int(sys.argv[2]), sys.argv[3].split(), sys.argv[4].split()

def bare_rows(path):
    for line in open(path):
        if not line.startswith("#"):
            size, max50, max99, _, _ = line.split()
            yield int(size), float(max50), float(max99)

def agent_rows(path):
    for line in open(path):
        event = json.loads(line)
        if event["type"] == "size_result":
            yield event["bytes"], event["in_place"], event["time_us"]["p50"], event["time_us"]["p99"]

def median_and_worst(ratios):
    worst = max(ratios, key=lambda item: item[1])
    return statistics.median(r for _, r in ratios), worst

print(f"{'ranks':>5} {'collective':<15} {'variant':<12} {'p50 agent/bare':>15} {'worst size':>18} {'p99 agent/bare':>15}")
for ranks in rank_counts:
    for collective in collectives:
        for in_place, variant in ((False, "out of place"), (True, "in place")):
            bare50, bare99, agent50, agent99 = {}, {}, {}, {}
            for r in range(1, rounds + 1):
                for path in glob.glob(f"{tmp}/{r}-{ranks}-{collective}-*.bare-{'in' if in_place else 'out'}.txt"):
                    for size, p50, p99 in bare_rows(path):
                        bare50.setdefault(size, []).append(p50)
                        bare99.setdefault(size, []).append(p99)
                for path in glob.glob(f"{tmp}/{r}-{ranks}-{collective}-*.agent.jsonl"):
                    for size, place, p50, p99 in agent_rows(path):
                        if place == in_place:
                            agent50.setdefault(size, []).append(p50)
                            agent99.setdefault(size, []).append(p99)
            sizes = sorted(set(bare50) & set(agent50))
            if not sizes:
                continue
            r50 = [(s, statistics.median(agent50[s]) / statistics.median(bare50[s])) for s in sizes]
            r99 = [(s, statistics.median(agent99[s]) / statistics.median(bare99[s])) for s in sizes]
            m50, (worst_size, worst) = median_and_worst(r50)
            m99, _ = median_and_worst(r99)
            print(f"{ranks:>5} {collective:<15} {variant:<12} {m50:>15.3f} {worst:>8.3f} at {worst_size:>7} {m99:>15.3f}")
    # The adaptive p99 against the bare loop's p99 (all_reduce, out of place), size by size.
    ratios = []
    for r in range(1, rounds + 1):
        bare = {}
        for path in glob.glob(f"{tmp}/{r}-{ranks}-all_reduce-*.bare-out.txt"):
            bare.update({size: p99 for size, _, p99 in bare_rows(path)})
        for path in glob.glob(f"{tmp}/{r}-{ranks}-adaptive.jsonl"):
            ratios += [p99 / bare[size] for size, place, _, p99 in agent_rows(path) if not place and size in bare]
    if ratios:
        print(f"{ranks:>5} {'all_reduce':<15} {'adaptive':<12} {'':>15} {'':>18} {statistics.median(ratios):>15.3f}")
PY
fi

if [ -n "$osu" ]; then
    echo
    echo "== Parity with OSU Micro-Benchmarks ($("$osu/osu_allreduce" -v 2>/dev/null | grep -o 'v[0-9.]*' | head -1)): all_reduce of floats, 2 ranks, p50 and p99 of the mean over ranks per iteration, $rounds rounds"
    for round in $(seq "$rounds"); do
        for range in "${ranges[@]}"; do
            read -r lo hi n <<< "$range"
            out=$tmp/osu-$round-$lo
            runOsu() {
                launch 2 "$osu/osu_allreduce" -T mpi_float -m "$lo:$hi" -i "$n" -x "$warmup" -z50,99 > "$out.osu-out.txt"
                launch 2 "$osu/osu_allreduce" -T mpi_float -m "$lo:$hi" -i "$n" -x "$warmup" -z50,99 -l > "$out.osu-in.txt"
            }
            runAgent() {
                launch 2 "$agent" bench -b "$lo" -e "$hi" -f 2 -n "$n" -w "$warmup" -c 0 --raw-ranks 2 > "$out.agent.jsonl"
            }
            if [ $((round % 2)) -eq 1 ]; then runOsu; runAgent; else runAgent; runOsu; fi
        done
    done
    python3 - "$tmp" "$rounds" <<'PY'
import base64, glob, json, statistics, struct, sys
tmp, rounds = sys.argv[1], int(sys.argv[2])

def osu_percentile(values, p):
    # OSU's omb_calculate_tail_lat: the sorted values at round(n * p / 100) - 1.
    values = sorted(values)
    return values[int(round(len(values) * p / 100)) - 1]

osu, agent = {}, {}
for r in range(1, rounds + 1):
    for variant in ("out", "in"):
        for path in glob.glob(f"{tmp}/osu-{r}-*.osu-{variant}.txt"):
            for line in open(path):
                fields = line.split()
                if fields and fields[0].isdigit():
                    osu.setdefault((variant, int(fields[0])), []).append((float(fields[2]), float(fields[3])))
    for path in glob.glob(f"{tmp}/osu-{r}-*.agent.jsonl"):
        for line in open(path):
            event = json.loads(line)
            if event["type"] != "size_result":
                continue
            n, ranks = event["samples"], event["raw_ranks"]
            raw = struct.unpack(f"<{n * len(ranks)}f", base64.b64decode(event["raw_us_b64"]))
            means = [sum(raw[k * n + i] for k in range(len(ranks))) / len(ranks) for i in range(n)]
            key = ("in" if event["in_place"] else "out", event["bytes"])
            agent.setdefault(key, []).append((osu_percentile(means, 50), osu_percentile(means, 99)))
for variant, name in (("out", "out of place"), ("in", "in place")):
    print(f"-- {name}")
    print(f"{'bytes':>9} {'OSU p50':>9} {'agent p50':>10} {'ratio':>6} {'OSU p99':>9} {'agent p99':>10} {'ratio':>6}")
    r50, r99 = [], []
    for (v, size) in sorted(k for k in osu if k[0] == variant and k in agent):
        o50 = statistics.median(x for x, _ in osu[(v, size)]); a50 = statistics.median(x for x, _ in agent[(v, size)])
        o99 = statistics.median(y for _, y in osu[(v, size)]); a99 = statistics.median(y for _, y in agent[(v, size)])
        r50.append(a50 / o50); r99.append(a99 / o99)
        print(f"{size:>9} {o50:>9.2f} {a50:>10.2f} {a50 / o50:>6.3f} {o99:>9.2f} {a99:>10.2f} {a99 / o99:>6.3f}")
    if r50:
        print(f"median ratio over sizes: p50 {statistics.median(r50):.3f} (worst {max(r50):.3f}), "
              f"p99 {statistics.median(r99):.3f} (worst {max(r99):.3f})")
PY
fi

[ "${FW_BENCH_SKIP_COST:-0}" = 1 ] && exit 0
echo
echo "== Output cost: 4 ranks, all_reduce 8 B - $max_bytes by 2, $iters iterations"
timer=()
[ -x /usr/bin/time ] && timer=(/usr/bin/time -v)
start=$(date +%s.%N)
"${timer[@]}" mpirun --oversubscribe --bind-to none --mca btl self,vader -np 4 "$agent" bench -b 8 -e "$max_bytes" -f 2 -n "$iters" -c 1 > "$tmp/cost.jsonl" 2> "$tmp/time.txt"
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
        b64 += sum(len(event.get(key, "")) for key in ("iter_us_b64", "rank_quantiles_b64", "rank_sketch_b64", "raw_us_b64"))
    if event["type"] == "end":
        status = event["status"]
wall = end - start
print(f"status {status}, {rows} rows, {samples} timed iterations")
print(f"wall time {wall:.1f} s, of which inside timed iterations {timed_us / 1e6:.1f} s")
print(f"stream {len(raw)} bytes ({b64} of them base64 samples and summaries)")
rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", open(f"{tmp}/time.txt").read())
print(f"peak RSS of the largest process: {int(rss.group(1)) / 1024:.1f} MiB" if rss else "peak RSS: /usr/bin/time not available")
PY
