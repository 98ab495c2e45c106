#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Import benchmark (docs/performance.md):
#   benchingest.sh BUILD_DIR [WORK_DIR] [TEXT_MB] [JSON_ITERATIONS] [RUNS] [INFO_LINES]
# For each input: the parse alone, the whole import (parse and store into a project file on disk), then the Python
# reference parse. JSON_ITERATIONS 0 skips the JSON input, RUNS 0 the large-project figures; INFO_LINES 0 writes a
# dense text log (result rows only).
set -eu
build=$1 work=${2:-/tmp/fw-bench-ingest} text_mb=${3:-200} iterations=${4:-10000} runs=${5:-1000} info=${6:-20}
here=$(dirname "$0")
bench=$build/tests/bench/ingest/fw-bench-ingest
mkdir -p "$work"
[ -f "$work/nccl-large.txt" ] || python3 "$here/makelogs.py" "$work" "$text_mb" "$iterations" "$info"
ls -l "$work"/nccl-large.*
for f in "$work"/nccl-large.txt "$work"/nccl-large.json; do
    [ -f "$f" ] || continue
    "$bench" parse "$f"
    rm -f "$work/import.fabwb"
    "$bench" import "$f" "$work/import.fabwb"
    python3 "$here/referenceparse.py" "$f"
done
rm -f "$work/import.fabwb" "$work/project.fabwb"
[ "$runs" -eq 0 ] || "$bench" project "$work/project.fabwb" "$runs"
