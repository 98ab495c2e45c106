// SPDX-License-Identifier: Apache-2.0
#include "domain/runfailuretext.h"

namespace fw::core {

QString RunFailureText::describe(const RunFailure& failure)
{
    QString where;
    if (!failure.bytes)
        where = tr("before its first result");
    else if (failure.during)
        where = tr("while measuring %1 bytes").arg(*failure.bytes);
    else
        where = tr("after %1 bytes, the last size it completed").arg(*failure.bytes);
    if (failure.node.isEmpty())
        return tr("\"%1\" at line %2, %3").arg(failure.error).arg(failure.line).arg(where);
    return tr("\"%1\" on %2 at line %3, %4").arg(failure.error, failure.node).arg(failure.line).arg(where);
}

QString RunFailureText::refusal(const BenchmarkRun& run)
{
    const QString test = run.testName.isEmpty() ? run.tool : run.tool + QLatin1Char(' ') + run.testName;
    return tr("the run failed: %1 reports %2. The log holds no complete result, so nothing was imported; "
              "salvaging keeps it as a failed run")
        .arg(test, describe(*run.failure));
}

QString RunFailureText::note(const BenchmarkRun& run)
{
    return tr("The run failed: the log reports %1. Only the %n result row(s) before the failure are kept, and the run "
              "counts as a failed attempt.",
              nullptr, int(run.rowCount()))
        .arg(describe(*run.failure));
}

} // namespace fw::core
