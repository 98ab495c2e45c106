// SPDX-License-Identifier: Apache-2.0
#include "base/version.h"
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "common/logimport.h"
#include "common/runtext.h"
#include "domain/runfailuretext.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <new>

namespace fw::app::cli {

int importCommand(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench import --project P --candidate C [--source vendor|own] [--salvage] FILE..."),
        tr("Import benchmark logs (nccl-tests text or JSON, OSU, perftest, fabric-agent JSON Lines, "
           "CSV) into a project. Each file is stored whole or not at all."));
    const QCommandLineOption candidateOption(QStringLiteral("candidate"),
                                             tr("The candidate the runs belong to: id, supplier or offer name."),
                                             QStringLiteral("candidate"));
    const QCommandLineOption sourceOption(QStringLiteral("source"),
                                          tr("vendor (a supplier's claim) or own (our measurement); by default the "
                                             "agent's logs are own measurements and all others vendor claims."),
                                          QStringLiteral("vendor|own"));
    const QCommandLineOption salvageOption(
        QStringLiteral("salvage"),
        tr("Import the result rows that can be read from a file with damaged rows, instead of refusing it. The skipped "
           "rows are listed on the run, which never counts as checked, passed. A log whose run failed is kept as a "
           "failed attempt with the rows before the failure."));
    parser.addOptions({candidateOption, sourceOption, salvageOption});
    parser.addPositionalArgument(QStringLiteral("files"), tr("The logs to import."), QStringLiteral("FILE..."));
    if (const std::optional<int> exitCode = parser.read(arguments, {&candidateOption}))
        return *exitCode;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return parser.usageError(tr("Name the logs to import."));
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

    const std::unique_ptr<core::ProjectFile> project = parser.openProject(OpenMode::Writable);
    if (!project)
        return 2;
    const std::optional<qint64> candidate = findCandidate(*project, parser.value(candidateOption));
    if (!candidate)
        return 2;

    int failed = 0;
    const core::ImportMode mode = parser.isSet(salvageOption) ? core::ImportMode::Salvage : core::ImportMode::Strict;
    for (const QString& file : files) {
        // Read and stored together, in one transaction: rows are written as they are parsed.
        const LogImport imported = importLog(*project, file, candidate, source, mode);
        if (!imported.error.isEmpty()) {
            ++failed;
            print(stderr, tr("Not imported: %1").arg(imported.error));
            if (imported.rowError)
                print(stderr, tr("(--salvage imports the result rows that can be read and lists the others.)"));
            if (imported.runFailed) {
                print(stderr, tr("(--salvage stores it as a failed attempt of the candidate, with the rows before the "
                                 "failure: it counts in the failed share of the acceptance rate.)"));
            }
            continue;
        }
        for (const core::BenchmarkRun& run : imported.runs) {
            for (const core::SkippedRow& row : run.skippedRows)
                print(stderr,
                      tr("Skipped in %1, line %2: %3").arg(QFileInfo(file).fileName()).arg(row.line).arg(row.reason));
            print(stdout, tr("Imported %1 as run %2 (%3): %4")
                              .arg(QFileInfo(file).fileName())
                              .arg(run.id)
                              .arg(core::displayName(run.source), runtext::oneLine(run)));
            if (run.failure) {
                print(stdout, tr("Run %1 is a failed attempt: the log reports %2.")
                                  .arg(run.id)
                                  .arg(core::RunFailureText::describe(*run.failure)));
            }
        }
        // One file may hold several tests; each is its own run, and all of them were stored together. A success is
        // said only once the project file alone holds them (the message before says why it does not yet).
        if (!project->incompleteReason().isEmpty()) {
            ++failed;
            print(stderr, QCoreApplication::translate("fw::app::cli",
                                                      "%1 gave %n run(s), saved, but not yet in the project file "
                                                      "alone.",
                                                      nullptr, int(imported.runs.size()))
                              .arg(QFileInfo(file).fileName()));
            continue;
        }
        print(stdout,
              QCoreApplication::translate("fw::app::cli", "%1 gave %n run(s).", nullptr, int(imported.runs.size()))
                  .arg(QFileInfo(file).fileName()));
    }
    return failed == 0 ? 0 : 1;
}

} // namespace fw::app::cli
