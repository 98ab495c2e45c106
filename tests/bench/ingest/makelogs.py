#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Writes the synthetic inputs of the import benchmark (docs/performance.md).

makelogs.py DIR [TEXT_MB] [JSON_ITERATIONS] [INFO_LINES]
  DIR/nccl-large.txt   nccl-tests text output, about TEXT_MB MB: a 16-rank preamble, then the 31-size sweep
                       repeated (-N cycles) with INFO_LINES (default 20) NCCL INFO lines before every row, as real
                       multi-node logs have; 0 writes a dense log of result rows only (about 8,400 rows per MB).
  DIR/nccl-large.json  nccl-tests -J -I output: 31 sizes, both halves, JSON_ITERATIONS per-iteration times and
                       the per-process maxima of 16 processes for each; not written when JSON_ITERATIONS is 0.
The figures are synthetic and say nothing about any fabric; only their shape matters here.
"""
import json
import random
import sys

out = sys.argv[1]
text_mb = int(sys.argv[2]) if len(sys.argv) > 2 else 200
iterations = int(sys.argv[3]) if len(sys.argv) > 3 else 10000
info_lines = int(sys.argv[4]) if len(sys.argv) > 4 else 20
rng = random.Random(6)
sizes = [8 << i for i in range(31)]

with open(f"{out}/nccl-large.txt", "w") as f:
    f.write("# nccl-tests version 2.18.3 nccl-headers=22809 nccl-library=22809\n"
            "# Collective test starting: all_reduce_perf\n"
            "# nThread 1 nGpus 1 minBytes 8 maxBytes 8589934592 step: 2(factor) warmup iters: 5 iters: 20 "
            "agg iters: 1 validation: 1 graph: 0 unalign: 0\n#\n# Using devices\n")
    for r in range(16):
        f.write(f"#  Rank {r:2d} Group  0 Pid {1000 + r:6d} on node-{r // 8:02d} device {r % 8:2d} "
                f"[0000:{r:02x}:00] NVIDIA H100 80GB HBM3\n")
    f.write("#\n#       size         count      type   redop    root     time   algbw   busbw  #wrong     time"
            "   algbw   busbw  #wrong\n#        (B)    (elements)                               (us)  (GB/s)"
            "  (GB/s)             (us)  (GB/s)  (GB/s)\n")
    written = 0
    limit = text_mb * 1000 * 1000
    while written < limit:
        for size in sizes:
            for _ in range(info_lines):
                line = (f"node-{rng.randrange(2):02d}:{rng.randrange(1000, 9999)}:{rng.randrange(1000, 9999)} "
                        f"[{rng.randrange(8)}] NCCL INFO Channel {rng.randrange(32):02d}/0 : {rng.randrange(16)}"
                        f"[{rng.randrange(8)}] -> {rng.randrange(16)}[{rng.randrange(8)}] [send] via NET/IB/"
                        f"{rng.randrange(8)}/GDRDMA\n")
                f.write(line)
                written += len(line)
            t = 20 + size / 2.4e4
            algbw = size / t / 1e3
            row = (f"{size:12d}  {size // 4:12d}     float     sum      -1  {t:7.1f}  {algbw:6.2f}  "
                   f"{algbw * 1.875:6.2f}       0  {t * 1.01:7.1f}  {algbw / 1.01:6.2f}  {algbw * 1.875 / 1.01:6.2f}"
                   "       0\n")
            f.write(row)
            written += len(row)
    f.write("# Out of bounds values : 0 OK\n# Avg bus bandwidth    : 100.0 \n#\n"
            "# Collective test concluded: all_reduce_perf\n")

if iterations == 0:
    sys.exit(0)
with open(f"{out}/nccl-large.json", "w") as f:
    results = []
    for size in sizes:
        entry = {"size": size, "count": size // 4, "type": "float", "redop": "sum", "root": "    -1"}
        for half in ("out_of_place", "in_place"):
            base = 20 + size / 2.4e4
            times = [round(base * (1 + rng.random() * 0.2), 3) for _ in range(iterations)]
            entry[half] = {"time": base, "alg_bw": size / base / 1e3, "bus_bw": size / base / 1e3 * 1.875,
                           "nwrong": 0.0}
            entry[half + "_per_iter"] = {
                "skipped_iterations": 0, "min_us": min(times), "max_us": max(times),
                "avg_us": sum(times) / iterations, "p50_us": sorted(times)[iterations // 2],
                "p95_us": 0, "p99_us": 0, "stdev_us": 0, "cv_pct": 0, "times_us": times,
                "per_process_max_times_us": [[round(t * (1 - rng.random() * 0.05), 3) for t in times]
                                             for _ in range(16)]}
        entry["actual_iterations"] = iterations
        entry["experiment_name"] = "all_reduce"
        results.append(entry)
    json.dump({"version": 3, "start_time": "2026-11-30 10:00:00", "args": ["./all_reduce_perf", "-I", "1"],
               "env": [], "nccl_version": 22809,
               "config": {"nthreads": 1, "ngpus": 1, "iterations": iterations, "devices": [
                   {"rank": r, "group": 0, "pid": 1000 + r, "hostname": f"node-{r // 8:02d}", "device": r % 8,
                    "device_hex": f"0000:{r:02x}:00", "device_info": "NVIDIA H100 80GB HBM3"} for r in range(16)]},
               "results": results, "out_of_bounds": {"count": 0, "okay": "true"},
               "average_bus_bandwidth": {"bandwidth": 100.0, "okay": "unchecked"}, "errors": [],
               "end_time": "2026-11-30 10:05:00"}, f)
