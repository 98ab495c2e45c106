#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Prints, for every test that failed in the last ctest run of a build folder, the lines of its output that say why
# (Qt Test's FAIL!, Loc:, QFATAL and QWARN lines, and the last lines it printed). CI keeps only the start and the end
# of a long run's output; this puts the reasons at the end.
# Usage: tests/show-failures.sh BUILD_DIR
set -euo pipefail
log="${1:?usage: tests/show-failures.sh BUILD_DIR}/Testing/Temporary/LastTest.log"
failed="$(dirname "$log")/LastTestsFailed.log"
[ -f "$failed" ] || exit 0
echo "=== why the failed tests failed (from $log) ==="
while IFS=: read -r _ name; do
    echo "--- $name"
    awk -v name="$name" '
        $0 ~ "^[0-9]+/[0-9]+ Testing: " name "$" { inside = 1; n = 0; next }
        inside && /^<end of output>/ {
            for (i = (n > 15 ? n - 15 : 0); i < n; i++) print "  " tail[i % 15]
            exit
        }
        inside && /^(FAIL!|   Loc:|QFATAL|QWARN|.*Test timeout|.*Exception)/ { print "  " $0 }
        inside { tail[n % 15] = $0; n++ }
    ' "$log"
done < "$failed"
