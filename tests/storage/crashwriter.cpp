// SPDX-License-Identifier: Apache-2.0
// Writes candidates in batches, one transaction per batch, until killed or a bounded count is reached.
// Prints "committed N" after each commit so the test knows what must survive a kill. With --wait, it reads a line
// from stdin before each batch and stops at the end of its input, so a test can kill it while it is idle; a line
// "import" imports a log of 20,000 result rows (a new one each time, in chunks, as a large import does) instead of
// writing a batch.
#include "ingest/importer.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <cstdio>
#include <string_view>

namespace {

// A CSV log of its own for round `round` beside the project (the test's folder), so that no two are the same bytes.
QString writeLog(const QString& project, int round)
{
    const QString path = project + QStringLiteral(".round-%1.csv").arg(round);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    QByteArray text = "# test: all_reduce\n# round: " + QByteArray::number(round) + "\nbytes,time_avg_us,busbw_gbs\n";
    for (int row = 0; row < 20000; ++row) {
        text += QByteArray::number(8 + row % 64 * 8) + ',' + QByteArray::number(10.5 + row % 7) + ',' +
                QByteArray::number(round) + ".25\n";
    }
    file.write(text);
    return path;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const bool wait = argc == 4 && std::string_view(argv[3]) == "--wait";
    if (argc != 3 && !wait) {
        std::fprintf(stderr, "usage: fw-crash-writer <project> <batch-size> [--wait]\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    const int batch = std::atoi(argv[2]);
    auto project = QFileInfo::exists(path) ? fw::core::ProjectFile::open(path) : fw::core::ProjectFile::create(path);
    for (int round = 1; round <= 100000; ++round) {
        char line[16];
        if (wait && !std::fgets(line, sizeof line, stdin))
            return 0;
        if (wait && std::string_view(line).starts_with("import")) {
            const QString log = writeLog(path, int(QCoreApplication::applicationPid() % 100000) * 1000 + round);
            fw::core::BenchmarkRunRepository(*project).import([&](fw::core::ResultSink& sink) {
                return fw::core::Importer::readFile(log, fw::core::ImportMode::Strict, {}, &sink);
            });
            QFile::remove(log);
        } else {
            project->write([&] {
                for (int i = 0; i < batch; ++i) {
                    project->query(QStringLiteral("INSERT INTO candidate (supplier, offer_name, fabric, delivery, "
                                                  "node_count, notes) VALUES (?, ?, 'infiniband', 'colocation', ?, ?)"),
                                   {QStringLiteral("writer"), QStringLiteral("round %1").arg(round), i + 1,
                                    QString(512, QLatin1Char('x'))});
                }
            });
        }
        // write() returns once the commit and the checkpoint into the file itself have both succeeded.
        if (!project->incompleteReason().isEmpty()) {
            std::printf("incomplete %d\n", round);
            std::fflush(stdout);
            continue;
        }
        std::printf("committed %d\n", round);
        std::fflush(stdout);
    }
    return 0;
}
