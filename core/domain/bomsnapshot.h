// SPDX-License-Identifier: Apache-2.0
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

// The declared fields only: values trimmed, empty ones (undeclared) left out.
BomValues declaredOnly(const BomValues& values);

// A stable hash of the declared BOM: the same values give the same fingerprint on every machine and in
// every order; empty values count as undeclared. Hex SHA-256 with a format prefix, e.g. "bom1:9f2c...".
QString bomFingerprint(const BomValues& declared);

} // namespace fw::core
