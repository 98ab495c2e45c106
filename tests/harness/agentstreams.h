// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>

// Agent streams for tests that read stored results: the saved streams in tests/fixtures/agent-streams/ and a real
// bench stream made slower.
namespace fw::test {

// A stream saved in tests/fixtures/agent-streams/ (its README says how each was made); fails the test run when
// it is missing.
QByteArray agentStream(const char* name);

// The real 4-rank all_reduce stream (tests/data/agent-bench-mpi-all_reduce-4ranks.jsonl) with every time summary
// multiplied by `factor` and the bandwidths divided by it, as a slower fabric would report them. The raw samples,
// rank statistics and outliers are dropped, since they would no longer match. A factor of 1 gives the stream as it
// is.
QByteArray scaledBench(double factor);

} // namespace fw::test
