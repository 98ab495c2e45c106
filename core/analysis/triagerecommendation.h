// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/checklist.h"

#include <QStringList>

namespace fw::core {

// The starting recommendation of the quick triage (R1.1, R1.2, R1.3), with its reasons in plain words.
struct TriageRecommendation
{
    enum class Verdict
    {
        NotEnoughAnswers,
        InfiniBand,
        RoceV2,
        BenchmarkBoth
    };

    Verdict verdict = Verdict::NotEnoughAnswers;
    QStringList reasons;
    // R1.2: every model-API need answered "no": compare a managed model API first.
    bool compareModelApiFirst = false;
    QString modelApiReason;

    static QString verdictName(Verdict verdict);
};

// Weighs the answers the way the buyer's guide does; a lean of less than two points is a tie.
TriageRecommendation recommend(const ChecklistAnswers& answers);

} // namespace fw::core
