#pragma once

#include "domain/bomcatalog.h"

namespace fw::core {

// The BOM a benchmark run ran against, frozen when the run was recorded (R2.2).
struct RunBomSnapshot
{
    qint64 runId = 0;
    qint64 candidateId = 0;
    QString runLabel;
    QString fingerprint; // bomFingerprint() of `fields`
    BomValues fields;

    bool operator==(const RunBomSnapshot&) const = default;
};

} // namespace fw::core
