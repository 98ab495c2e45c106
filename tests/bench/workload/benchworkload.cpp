// SPDX-License-Identifier: Apache-2.0
// The buyer's workload (docs/performance.md): not a test, a program to run by hand, from benchworkload.sh.
//   fw-bench-workload derive [LAYERS]   the communication pattern of one step, derived and written as the pattern
//                                        file's JSON, for a model of LAYERS layers (default 1,000): median of 50
//   fw-bench-workload pattern FILE      writes the pattern file of a small model (2 layers, tensor 2 × data 2) that a
//                                        few ranks replay in moments, for the stream's size
#include "analysis/communicationpattern.h"
#include "smallworkload.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace fw::core;

namespace {

int derive(qint64 layers)
{
    WorkloadDescription d; // Llama-2-7B's shape on 2 × 8 GPUs, made LAYERS deep
    d.layers = layers;
    d.pipelineParallel = 1;
    std::vector<double> ms;
    qsizetype entries = 0;
    qsizetype bytes = 0;
    for (int i = 0; i < 50; ++i) {
        QElapsedTimer timer;
        timer.start();
        const CommunicationPattern pattern = communicationPattern(d);
        const QByteArray json = QJsonDocument(patternJson(d, pattern)).toJson(QJsonDocument::Compact);
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
        entries = pattern.entries.size();
        bytes = json.size();
    }
    std::sort(ms.begin(), ms.end());
    std::printf("derive: %lld layers, %lld pattern entries, %lld bytes of JSON; median %.3f ms, min %.3f ms, max %.3f "
                "ms over %zu runs\n",
                static_cast<long long>(layers), static_cast<long long>(entries), static_cast<long long>(bytes),
                ms[ms.size() / 2], ms.front(), ms.back(), ms.size());
    return 0;
}

int writeSmallPattern(const QString& path)
{
    const WorkloadDescription d = testsupport::smallWorkload();
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(patternJson(d, communicationPattern(d))).toJson()) < 0) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (!args.isEmpty() && args.first() == QLatin1String("derive"))
        return derive(args.size() > 1 ? args.at(1).toLongLong() : 1000);
    if (args.size() == 2 && args.first() == QLatin1String("pattern"))
        return writeSmallPattern(args.at(1));
    std::fprintf(stderr, "usage: fw-bench-workload derive [LAYERS] | pattern FILE\n");
    return 2;
}
