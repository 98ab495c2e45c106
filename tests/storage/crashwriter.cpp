// Writes candidates in batches, one transaction per batch, until killed or a bounded count is reached.
// Prints "committed N" after each commit so the test knows what must survive a kill. With --wait, it reads a line
// from stdin before each batch and stops at the end of its input, so a test can kill it while it is idle.
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <cstdio>
#include <string_view>

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
        project->write([&] {
            for (int i = 0; i < batch; ++i) {
                project->query(QStringLiteral("INSERT INTO candidate (supplier, offer_name, fabric, delivery, "
                                              "node_count, notes) VALUES (?, ?, 'infiniband', 'colocation', ?, ?)"),
                               {QStringLiteral("writer"), QStringLiteral("round %1").arg(round), i + 1,
                                QString(512, QLatin1Char('x'))});
            }
        });
        std::printf("committed %d\n", round);
        std::fflush(stdout);
    }
    return 0;
}
