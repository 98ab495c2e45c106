#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# GPU readiness in one command, for a GPU node (docs/performance.md, "GPU readiness"):
#   1. builds the agent from this checkout with CUDA and NCCL (and MPI);
#   2. runs `fabric-agent facts` and requires it to see the GPUs;
#   3. runs the NCCL backend across all local GPUs (one MPI rank per GPU) for all six collectives, with the
#      correctness check, and requires every size to pass;
#   4. when nccl-tests is installed (on PATH or in $NCCL_TESTS_DIR), runs it at the same sizes and prints, per size,
#      the agent/nccl-tests ratio of median latency and of bus bandwidth.
# Usage: tools/gpu-check.sh [BUILD_DIR]   (default build/gpu-check)
# Settings: FW_GPU_CHECK_MIN (8), FW_GPU_CHECK_MAX (256M), FW_GPU_CHECK_FACTOR (4), FW_GPU_CHECK_ITERS (20),
# FW_GPU_CHECK_OUT (a folder for the streams and logs; default BUILD_DIR/results). Exit status 0 only when every step
# passed; 1 with the failed step named on stderr; no GPU is a failure, said in the first line.
set -eu

src=$(cd "$(dirname "$0")/.." && pwd -P)
build=${1:-$src/build/gpu-check}
min=${FW_GPU_CHECK_MIN:-8}
max=${FW_GPU_CHECK_MAX:-256M}
factor=${FW_GPU_CHECK_FACTOR:-4}
iters=${FW_GPU_CHECK_ITERS:-20}
out=${FW_GPU_CHECK_OUT:-$build/results}

fail() {
    echo "gpu-check: FAILED: $*" >&2
    exit 1
}
step() { echo "gpu-check: $*"; }

# Step 0, before a long build: is there a GPU at all?
command -v nvidia-smi >/dev/null 2>&1 ||
    fail "no GPU: nvidia-smi is not installed, so this host has no NVIDIA driver (run this on a GPU node)"
gpus=$(nvidia-smi --query-gpu=index --format=csv,noheader 2>/dev/null | grep -c . || true)
[ "${gpus:-0}" -ge 1 ] || fail "no GPU: nvidia-smi lists no GPU ($(nvidia-smi -L 2>&1 | head -n 1))"
for tool in cmake mpirun python3; do
    command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (Debian: packaging/install-deps.sh)"
done
step "$gpus GPU(s): $(nvidia-smi --query-gpu=name --format=csv,noheader | sort | uniq -c | sed 's/^ *//' | paste -sd ';' -)"

step "1/4 building the agent with CUDA and NCCL in $build"
cmake -S "$src/remote-agent" -B "$build" -DCMAKE_BUILD_TYPE=Release -DFW_AGENT_WITH_CUDA_NCCL=ON \
    -DFW_AGENT_WITH_MPI=ON --log-level=WARNING >/dev/null || fail "step 1: cmake could not configure the agent"
cmake --build "$build" -j "$(nproc)" >/dev/null || fail "step 1: the agent did not build (run cmake --build $build)"
agent=$build/fabric-agent
mkdir -p "$out"

step "2/4 facts"
"$agent" facts > "$out/facts.json" || fail "step 2: fabric-agent facts failed"
python3 - "$out/facts.json" <<'PY' || fail "step 2: see above"
import json, sys
facts = json.loads(open(sys.argv[1]).readline())
build = facts.get("build", {})
if not build.get("cuda_nccl"):
    sys.exit("the agent was built without CUDA+NCCL: CMake found no CUDA toolkit or nccl.h/libnccl "
             "(set NCCL_ROOT or CUDAToolkit_ROOT)")
if not build.get("mpi"):
    sys.exit("the agent was built without MPI, which bench needs (Debian: libopenmpi-dev)")
gpus = facts.get("gpus", {})
if not gpus.get("available"):
    sys.exit("facts sees no GPU: " + str(gpus.get("note", "")))
print("gpu-check:   facts: " + json.dumps(facts.get("cuda_nccl")))
PY

run_as_root=
[ "$(id -u)" = 0 ] && run_as_root=--allow-run-as-root
sizes="-b $min -e $max -f $factor -n $iters -w 5"
collectives="all_reduce all_gather reduce_scatter broadcast all_to_all send_recv"
step "3/4 NCCL backend on $gpus rank(s): $collectives ($sizes, -c 1)"
for c in $collectives; do
    # shellcheck disable=SC2086 # sizes are words
    mpirun -np "$gpus" $run_as_root "$agent" bench --backend nccl --collective "$c" $sizes -c 1 \
        > "$out/agent-$c.jsonl" 2> "$out/agent-$c.err" || true
    python3 - "$out/agent-$c.jsonl" "$c" <<'PY' || fail "step 3: $c: see above and $out/agent-$c.err"
import json, sys
path, name = sys.argv[1], sys.argv[2]
events = [json.loads(line) for line in open(path) if line.strip()]
end = [e for e in events if e.get("type") == "end"]
errors = [e.get("message", "") for e in events if e.get("type") == "error"]
results = [e for e in events if e.get("type") == "size_result"]
if not end or end[-1].get("status") != "ok":
    sys.exit(f"{name}: the run did not end ok: " + "; ".join(errors or ["no end event (a rank aborted)"]))
wrong = [r["bytes"] for r in results if r.get("wrong") != 0]
if not results or wrong:
    sys.exit(f"{name}: the correctness check failed at {wrong}" if wrong else f"{name}: no results")
print(f"gpu-check:   {name}: {len(results)} results, every one checked and correct")
PY
done

step "4/4 nccl-tests"
found=
for c in $collectives; do
    binary=$(echo "$c" | sed 's/all_to_all/alltoall/; s/send_recv/sendrecv/')_perf
    path=$(command -v "$binary" 2>/dev/null || true)
    [ -n "$path" ] || { [ -x "${NCCL_TESTS_DIR:-/nonexistent}/$binary" ] && path=$NCCL_TESTS_DIR/$binary; }
    if [ -z "$path" ]; then
        echo "gpu-check:   $binary not found (PATH or NCCL_TESTS_DIR): $c not compared"
        continue
    fi
    found=1
    # One process per GPU, as the agent runs: nccl-tests must be built with MPI=1, or each process would be a job of
    # its own on one GPU.
    # shellcheck disable=SC2086
    mpirun -np "$gpus" $run_as_root "$path" $sizes -c 0 -g 1 > "$out/nccl-tests-$c.txt" 2>&1 ||
        fail "step 4: $binary failed: $(tail -n 3 "$out/nccl-tests-$c.txt")"
    ranks=$(grep -c '^#  *Rank  *[0-9]' "$out/nccl-tests-$c.txt" || true)
    [ "$gpus" = 1 ] || [ "$ranks" = "$gpus" ] ||
        fail "step 4: $binary ran as $ranks rank(s), not $gpus: build nccl-tests with MPI=1"
    python3 - "$out/agent-$c.jsonl" "$out/nccl-tests-$c.txt" "$c" <<'PY' || fail "step 4: $c: see above"
import json, sys
agent_path, tests_path, name = sys.argv[1:4]
agent = {}
for line in open(agent_path):
    e = json.loads(line) if line.strip() else {}
    if e.get("type") == "size_result" and not e.get("in_place"):
        agent[e["bytes"]] = (e["time_us"]["p50"], e.get("busbw_gbs") or 0.0)
tests = {}
for line in open(tests_path):
    words = line.split()
    # "size count type redop root | time algbw busbw #wrong | time algbw busbw #wrong": out-of-place first.
    if len(words) >= 13 and words[0].isdigit():
        tests[int(words[0])] = (float(words[5]), float(words[7]))
common = sorted(set(agent) & set(tests))
if not common:
    sys.exit(f"{name}: no size in common between the agent and nccl-tests")
print(f"gpu-check:   {name} (out of place; nccl-tests' time is its mean per iteration, the agent's is the median)")
print("gpu-check:   %12s %12s %12s %8s %12s %12s %8s" % ("bytes", "agent us", "nccl us", "ratio", "agent GB/s",
                                                         "nccl GB/s", "ratio"))
for size in common:
    (a_us, a_bw), (t_us, t_bw) = agent[size], tests[size]
    ratio_us = a_us / t_us if t_us > 0 else float("nan")
    ratio_bw = a_bw / t_bw if t_bw > 0 else float("nan")
    print("gpu-check:   %12d %12.2f %12.2f %8.2f %12.2f %12.2f %8.2f" % (size, a_us, t_us, ratio_us, a_bw, t_bw,
                                                                        ratio_bw))
PY
done
[ -n "$found" ] || echo "gpu-check:   nccl-tests is not installed: no comparison (set NCCL_TESTS_DIR to its build/)"
step "passed: the agent's NCCL backend ran every collective correctly on $gpus GPU(s); streams in $out"
