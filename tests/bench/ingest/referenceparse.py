#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The straightforward Python parse the import benchmark compares against (docs/performance.md).

referenceparse.py FILE   prints: seconds, MB/s, peak RSS in MiB, and what it found.
Text: read line by line, skip what is not a row, split rows on whitespace into floats; hash the bytes (SHA-256)
as the importer does. JSON: json.load the whole file, walk the results, keep the per-iteration arrays as float32
arrays (array('f'), the compact form the importer stores).
"""
import array
import hashlib
import json
import os
import resource
import sys
import time

path = sys.argv[1]
start = time.perf_counter()
digest = hashlib.sha256()
rows = 0
samples = 0
if path.endswith(".json"):
    with open(path, "rb") as f:
        raw = f.read()
    digest.update(raw)
    doc = json.loads(raw)
    del raw
    kept = []
    for entry in doc["results"]:
        for half in ("out_of_place", "in_place"):
            rows += 1
            per_iter = entry.get(half + "_per_iter") or {}
            kept.append(array.array("f", per_iter.get("times_us", [])))
            for process in per_iter.get("per_process_max_times_us", []):
                kept.append(array.array("f", process))
    samples = sum(len(a) for a in kept)
else:
    table = []
    with open(path, "rb") as f:
        for line in f:
            digest.update(line)
            text = line.strip()
            if not text or text.startswith(b"#"):
                continue
            fields = text.split()
            if not fields[0].isdigit():
                continue  # NCCL INFO and other noise
            table.append((int(fields[0]), int(fields[1]), fields[2], fields[3], int(fields[4]),
                          [float(x) for x in fields[5:8]], fields[8], [float(x) for x in fields[9:12]], fields[12]))
    rows = 2 * len(table)
elapsed = time.perf_counter() - start
size_mb = os.path.getsize(path) / 1e6
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(f"python {path}: {elapsed:.2f} s, {size_mb / elapsed:.1f} MB/s, peak RSS {peak:.0f} MiB, "
      f"{rows} rows, {samples} samples, sha256 {digest.hexdigest()[:12]}")
