#include "agentstreams.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
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
    const QByteArray real = sourceFile(QStringLiteral("tests/data/agent-bench-mpi-all_reduce-4ranks.jsonl"));
    if (factor == 1.0)
        return real;
    QByteArray out;
    for (const QByteArray& line : real.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonObject o = QJsonDocument::fromJson(line).object();
        if (o.value(QStringLiteral("type")).toString() == QLatin1StringView("size_result")) {
            QJsonObject time = o.value(QStringLiteral("time_us")).toObject();
            for (const QString& key :
                 {QStringLiteral("min"), QStringLiteral("avg"), QStringLiteral("max"), QStringLiteral("p50"),
                  QStringLiteral("p95"), QStringLiteral("p99"), QStringLiteral("p999"), QStringLiteral("stdev")})
                time.insert(key, time.value(key).toDouble() * factor);
            o.insert(QStringLiteral("time_us"), time);
            o.insert(QStringLiteral("algbw_gbs"), o.value(QStringLiteral("algbw_gbs")).toDouble() / factor);
            o.insert(QStringLiteral("busbw_gbs"), o.value(QStringLiteral("busbw_gbs")).toDouble() / factor);
            o.remove(QStringLiteral("iter_us_b64"));
            o.remove(QStringLiteral("rank_us_b64"));
            o.insert(QStringLiteral("rank_stats"), QJsonArray());
            o.insert(QStringLiteral("outliers"), QJsonArray());
        }
        out += QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    }
    return out;
}

} // namespace fw::test
