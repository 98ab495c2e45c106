#!/bin/sh
# Import benchmark (docs/performance.md): benchingest.sh BUILD_DIR [WORK_DIR] [TEXT_MB] [JSON_ITERATIONS] [RUNS]
set -eu
build=$1 work=${2:-/tmp/fw-bench-ingest} text_mb=${3:-200} iterations=${4:-10000} runs=${5:-1000}
here=$(dirname "$0")
mkdir -p "$work"
[ -f "$work/nccl-large.txt" ] || python3 "$here/makelogs.py" "$work" "$text_mb" "$iterations"
ls -l "$work"/nccl-large.*
for f in "$work/nccl-large.txt" "$work/nccl-large.json"; do
    "$build/tests/bench/ingest/fw-bench-ingest" parse "$f"
    python3 "$here/referenceparse.py" "$f"
done
rm -f "$work/project.fabwb"
"$build/tests/bench/ingest/fw-bench-ingest" project "$work/project.fabwb" "$runs"
