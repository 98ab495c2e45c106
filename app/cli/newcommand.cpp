#include "cli/clisupport.h"
#include "cli/commands.h"
#include "ingest/importerror.h"
#include "languagemanager.h"
#include "remote/demoruns.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

namespace fw::app::cli {

// `new`: an empty project, the start of a procurement made from the command line (issue 18).
int newCommand(const QStringList& arguments)
{
    const QString usage = tr("fabric-workbench new [--demo] FILE");
    QCommandLineParser parser;
    parser.setApplicationDescription(tr(
        "Make an empty project file. An existing file is never replaced. Then add candidates with \"fabric-workbench "
        "candidate add\"."));
    parser.addHelpOption();
    const QCommandLineOption demoOption(
        QStringLiteral("demo"), tr("Make the demo project instead: example candidates, answers, costs, claims from "
                                   "published logs and example plan runs, all labelled as example data."));
    parser.addOption(demoOption);
    parser.addPositionalArgument(QStringLiteral("file"), tr("The project file to make (*.fabwb)."),
                                 QStringLiteral("FILE"));
    if (const std::optional<int> exitCode = parseArguments(parser, arguments, usage))
        return *exitCode;
    if (parser.positionalArguments().size() != 1) {
        print(stderr, tr("Name exactly one project file.") + QLatin1Char('\n') + tr("Usage: %1").arg(usage));
        return 2;
    }
    const QString path = parser.positionalArguments().constFirst();
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    if (QFileInfo::exists(path)) {
        print(stderr,
              tr("%1 already exists; it was left as it is. Choose another name, or remove it first.").arg(shown));
        return 2;
    }
    try {
        if (parser.isSet(demoOption))
            core::demo::create(path, LanguageManager::systemDefault());
        else
            core::ProjectFile::create(path);
    } catch (const core::StorageError& e) {
        print(stderr, e.message());
        return 1;
    } catch (const core::ImportError& e) {
        print(stderr, e.message());
        return 1;
    }
    print(stdout, parser.isSet(demoOption) ? tr("Made the demo project %1 (example data).").arg(shown)
                                           : tr("Made the empty project %1.").arg(shown));
    return 0;
}

} // namespace fw::app::cli
