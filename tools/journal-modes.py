#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The measurements behind the project file's journal mode (docs/reliability.md, issue 44).

For SQLite's WAL with a checkpoint after every commit (what ProjectFile does), and the rollback journals DELETE and
TRUNCATE, all with synchronous=FULL, on the same SQLite library the workbench loads:
  - the time of an import-sized transaction (rows in one transaction, then the checkpoint) and of a small edit;
  - kills at random moments (0-0.5 s after a reported operation) during imports (20,000 rows; every third one
    150,000, more than the page cache holds) and edits: after each kill the main file is copied alone and checked
    (integrity_check), and every operation reported before the kill is looked for in it;
  - what a copy-on-save design would add to every edit: copying the whole file and syncing it.

    tools/journal-modes.py [FOLDER] [KILLS]     (FOLDER: where the files go, a real disk; KILLS per mode, 200)
"""
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

IMPORT_ROWS = 20000


def connect(path, mode):
    db = sqlite3.connect(path, isolation_level=None)
    db.execute(f"PRAGMA journal_mode={mode}")
    db.execute("PRAGMA synchronous=FULL")
    db.execute("CREATE TABLE IF NOT EXISTS r (id INTEGER PRIMARY KEY, op INTEGER, a REAL, b REAL, c BLOB)")
    db.execute("CREATE INDEX IF NOT EXISTS r_op ON r (op)")
    return db


def finish(db, mode):
    db.execute("COMMIT")
    if mode == "wal":
        busy, log, done = db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        if busy or log != done:
            raise RuntimeError("checkpoint incomplete")


def import_rows(db, mode, op, rows=IMPORT_ROWS):
    db.execute("BEGIN IMMEDIATE")
    db.executemany("INSERT INTO r (op, a, b, c) VALUES (?, ?, ?, ?)",
                   ((op, i * 0.5, i * 0.25, b"x" * 48) for i in range(rows)))
    finish(db, mode)


def edit(db, mode, op):
    db.execute("BEGIN IMMEDIATE")
    db.execute("INSERT INTO r (op, a, b, c) VALUES (?, 1, 2, NULL)", (op,))
    db.execute("UPDATE r SET a = a + 1 WHERE id = (SELECT max(id) FROM r WHERE op < ?)", (op,))
    finish(db, mode)


def child(path, mode):
    db = connect(path, mode)
    op = (db.execute("SELECT coalesce(max(op), 0) FROM r").fetchone()[0] or 0) + 1
    while True:
        if op % 6 == 1:  # now and then an import larger than SQLite's page cache (2,000 pages), which spills
            import_rows(db, mode, op, 150000)
        else:
            (import_rows if op % 2 else edit)(db, mode, op)
        print(f"ok {op}", flush=True)
        op += 1


def timings(folder, mode):
    path = os.path.join(folder, f"time-{mode}.db")
    for suffix in ("", "-wal", "-shm", "-journal"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    db = connect(path, mode)
    start = time.perf_counter()
    import_rows(db, mode, 1, 300000)
    big = time.perf_counter() - start
    start = time.perf_counter()
    for op in range(2, 202):
        edit(db, mode, op)
    small = (time.perf_counter() - start) / 200
    db.close()
    return big, small, os.path.getsize(path)


def kills(folder, mode, count):
    path = os.path.join(folder, f"kill-{mode}.db")
    copy = path + ".copy"
    for suffix in ("", "-wal", "-shm", "-journal"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    connect(path, mode).close()
    malformed = missing = reported_total = 0
    rng = random.Random(44)
    for kill in range(count):
        if kill % 10 == 0:  # a fresh file now and then, so that copying it does not dominate
            for suffix in ("", "-wal", "-shm", "-journal"):
                if os.path.exists(path + suffix):
                    os.remove(path + suffix)
            connect(path, mode).close()
        proc = subprocess.Popen([sys.executable, __file__, "--child", path, mode], stdout=subprocess.PIPE, text=True)
        wanted = rng.randint(1, 3)
        reported = []
        while len(reported) < wanted:
            line = proc.stdout.readline()
            if not line:
                break
            reported.append(int(line.split()[1]))
        time.sleep(rng.uniform(0, 0.5))  # a random moment of the next import or edit, its commit or checkpoint
        proc.kill()
        proc.wait()
        reported_total += len(reported)
        shutil.copyfile(path, copy)
        try:
            lone = sqlite3.connect(f"file:{copy}?immutable=1", uri=True)
            ok = lone.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            present = {row[0] for row in lone.execute("SELECT DISTINCT op FROM r")} if ok else set()
            lone.close()
        except sqlite3.DatabaseError:
            ok, present = False, set()
        if not ok:
            malformed += 1
        else:
            missing += sum(1 for op in reported if op not in present)
        connect(path, mode).close()  # the next open completes what the kill left
    return malformed, missing, reported_total


def copy_on_save(folder, size_mb=120):
    path = os.path.join(folder, "big.db")
    with open(path, "wb") as f:
        f.write(os.urandom(1024 * 1024) * size_mb)
        os.fsync(f.fileno())
    start = time.perf_counter()
    shutil.copyfile(path, path + ".new")
    with open(path + ".new", "rb+") as f:
        os.fsync(f.fileno())
    os.replace(path + ".new", path)
    elapsed = time.perf_counter() - start
    os.remove(path)
    return elapsed


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        child(sys.argv[2], sys.argv[3])
        return
    folder = sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp(dir=os.getcwd())
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    print(f"SQLite {sqlite3.sqlite_version}, {folder}")
    for mode in ("wal", "delete", "truncate"):
        big, small, size = timings(folder, mode)
        malformed, missing, reported = kills(folder, mode, count)
        print(f"{mode:9} import of 300,000 rows ({size / 1e6:.0f} MB file) {big:.2f} s, edit {small * 1000:.1f} ms; "
              f"{count} kills: {malformed} lone copies malformed, {missing} of {reported} reported operations missing")
    print(f"copy-on-save of a 120 MB project: {copy_on_save(folder):.2f} s per edit")


if __name__ == "__main__":
    main()
