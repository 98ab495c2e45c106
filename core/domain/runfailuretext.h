// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QCoreApplication>

namespace fw::core {

// How a failed run is described: "Test CUDA failure common.cu:389 '...' on node0, while measuring 2097152 bytes".
class RunFailureText
{
    Q_DECLARE_TR_FUNCTIONS(RunFailureText)

public:
    static QString describe(const RunFailure& failure);
    // The refusal of a strict import: the run failed, what the log says, and that nothing was kept.
    static QString refusal(const BenchmarkRun& run);
    // The note a kept failed run carries.
    static QString note(const BenchmarkRun& run);
};

} // namespace fw::core
