// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <optional>
#include <string_view>

namespace fw::core {

// What a log's lines say about its run failing (issue 41), for the text parsers: nccl-tests and rccl-tests
// ("node0: Test CUDA failure common.cu:389 '...'", ".. node0 pid 1: Test failure common.cu:519", "NCCL WARN"), MPI
// launchers (Open MPI's abort and signal messages, srun's errors) and perftest ("Completion with error", "Couldn't
// connect to ..."). A hard line (the tool's own failure report, a completion error) fails the run wherever it is; a
// soft line (a warning, an abort, the trace nccl-tests prints after wrong results) fails it only when the log holds
// no complete result, since such lines also follow runs that ended (a #wrong count makes nccl-tests exit non-zero).
class FailureWatch
{
public:
    // Looks at one trimmed line, the `line`th of the file; true when it reports a failure. A line that starts with a
    // size (a result row the failure cut short) gives the size being measured.
    bool see(std::string_view text, qint64 line);
    // Whether a hard failure was seen.
    bool hard() const { return m_hard.has_value(); }
    // The failure of the run: the first hard line, or the first soft line when `complete` is false. `lastBytes` is
    // the last size the run completed, if any.
    std::optional<RunFailure> failure(bool complete, std::optional<qint64> lastBytes) const;
    void reset() { *this = FailureWatch(); }

private:
    std::optional<RunFailure> m_hard;
    std::optional<RunFailure> m_soft;
};

} // namespace fw::core
