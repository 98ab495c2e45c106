// SPDX-License-Identifier: Apache-2.0
#include "agentstreams.h"

#include "remote/demoruns.h"

#include <QFile>
#include <QString>

namespace fw::test {

namespace {

QByteArray sourceFile(const QString& path)
{
    QFile f(QStringLiteral(FW_SOURCE_DIR "/") + path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(f.fileName()));
    return f.readAll();
}

} // namespace

QByteArray agentStream(const char* name)
{
    return sourceFile(QStringLiteral("tests/fixtures/agent-streams/") + QLatin1StringView(name));
}

QByteArray scaledBench(double factor)
{
    return core::demo::scaledBench(sourceFile(QStringLiteral("tests/data/agent-bench-mpi-all_reduce-4ranks.jsonl")),
                                   factor);
}

} // namespace fw::test
