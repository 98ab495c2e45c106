#include "base/version.h"
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "common/runtext.h"
#include "ingest/importer.h"
#include "ingest/importerror.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>

namespace fw::app::cli {

int importCommand(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Import benchmark logs (nccl-tests text or JSON, OSU, perftest, fabric-agent "
                                        "JSON Lines, CSV) into a project. Each file is stored whole or not at all."));
    parser.addHelpOption();
    const QCommandLineOption projectOption(QStringLiteral("project"), tr("The project file (*.fabwb)."),
                                           QStringLiteral("file"));
    const QCommandLineOption candidateOption(QStringLiteral("candidate"),
                                             tr("The candidate the runs belong to: id, supplier or offer name."),
                                             QStringLiteral("candidate"));
    const QCommandLineOption sourceOption(QStringLiteral("source"),
                                          tr("vendor (a supplier's claim) or own (our measurement); by default the "
                                             "agent's logs are own measurements and all others vendor claims."),
                                          QStringLiteral("vendor|own"));
    parser.addOptions({projectOption, candidateOption, sourceOption});
    parser.addPositionalArgument(QStringLiteral("files"), tr("The logs to import."), QStringLiteral("FILE..."));
    if (const std::optional<int> exitCode = parseArguments(parser, arguments))
        return *exitCode;
    const QStringList files = parser.positionalArguments();
    if (!parser.isSet(projectOption) || !parser.isSet(candidateOption) || files.isEmpty()) {
        print(stderr, tr("Usage: fabric-workbench import --project P --candidate C [--source vendor|own] FILE..."));
        return 2;
    }
    std::optional<core::RunSource> source;
    if (parser.isSet(sourceOption)) {
        const QString value = parser.value(sourceOption);
        if (value == QLatin1String("vendor")) {
            source = core::RunSource::VendorClaim;
        } else if (value == QLatin1String("own")) {
            source = core::RunSource::OwnMeasurement;
        } else {
            print(stderr, tr("--source must be vendor or own, not \"%1\".").arg(value));
            return 2;
        }
    }

    const std::unique_ptr<core::ProjectFile> project = openProject(parser.value(projectOption), OpenMode::Writable);
    if (!project)
        return 2;
    const std::optional<qint64> candidate = findCandidate(*project, parser.value(candidateOption));
    if (!candidate)
        return 2;

    int failed = 0;
    core::BenchmarkRunRepository repository(*project);
    for (const QString& file : files) {
        try {
            QList<core::BenchmarkRun> runs = core::Importer::readFile(file);
            for (core::BenchmarkRun& run : runs) {
                run.candidateId = candidate;
                if (source)
                    run.source = *source;
            }
            const QList<qint64> ids = repository.add(runs);
            for (qsizetype i = 0; i < runs.size(); ++i) {
                runs[i].summary = runs[i].summarize();
                print(stdout, tr("Imported %1 as run %2 (%3): %4")
                                  .arg(QFileInfo(file).fileName())
                                  .arg(ids[i])
                                  .arg(core::displayName(runs[i].source), runtext::oneLine(runs[i])));
            }
        } catch (const core::ImportError& e) {
            ++failed;
            print(stderr, tr("Not imported: %1").arg(e.message()));
        } catch (const core::StorageError& e) {
            ++failed;
            print(stderr, tr("Not imported: %1").arg(e.message()));
        }
    }
    return failed == 0 ? 0 : 1;
}

} // namespace fw::app::cli
