// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"

#include <QDateTime>
#include <QString>

namespace testsupport {

// The provenance of a run made up by a test as if imported from an agent stream "<name>-<seed>.jsonl": a SHA-256
// unique per seed, so that several such runs can be stored in one project.
inline fw::core::Provenance agentProvenance(int seed, const QString& name = QStringLiteral("run"))
{
    fw::core::Provenance p;
    p.sha256 = QStringLiteral("%1").arg(seed, 64, 10, QLatin1Char('0'));
    p.fileName = QStringLiteral("%1-%2.jsonl").arg(name).arg(seed);
    p.format = fw::core::ImportFormat::AgentJsonLines;
    p.parserVersion = QStringLiteral("1");
    p.importedAt = QDateTime::currentDateTimeUtc();
    return p;
}

} // namespace testsupport
