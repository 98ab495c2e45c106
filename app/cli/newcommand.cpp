// SPDX-License-Identifier: Apache-2.0
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "ingest/importerror.h"
#include "languagemanager.h"
#include "remote/demoruns.h"
#include "storage/projectfile.h"
#include "storage/projectidentity.h"
#include "storage/storageerror.h"

#include <QDir>
#include <QFileInfo>

namespace fw::app::cli {

// `new`: an empty project, the start of a procurement made from the command line (issue 18), named for the
// procurement and its buyer (issue 42).
int newCommand(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench new [--name NAME] [--organisation ORGANISATION] [--demo] [FILE]"),
        tr("Make an empty project file for one procurement. An existing file is never replaced. Without FILE the file "
           "is named after --name, in the current folder. Then add candidates with \"fabric-workbench candidate "
           "add\"."),
        CommandLine::NoOptions);
    const QCommandLineOption nameOption(
        QStringLiteral("name"),
        tr("The procurement's name, shown in the window's title, on the start page and on the report's title page."),
        QStringLiteral("NAME"));
    const QCommandLineOption organisationOption(
        QStringLiteral("organisation"), tr("The buyer's organisation (optional)."), QStringLiteral("ORGANISATION"));
    const QCommandLineOption demoOption(
        QStringLiteral("demo"), tr("Make the demo project instead: example candidates, answers, costs, claims from "
                                   "published logs and example plan runs, all labelled as example data."));
    parser.addOption(nameOption);
    parser.addOption(organisationOption);
    parser.addOption(demoOption);
    parser.addPositionalArgument(QStringLiteral("file"),
                                 tr("The project file to make (*.fabwb); by default named after --name."),
                                 QStringLiteral("[FILE]"));
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    const core::ProjectIdentity identity{parser.value(nameOption).simplified(),
                                         parser.value(organisationOption).simplified()};
    const bool demo = parser.isSet(demoOption);
    if (demo && (parser.isSet(nameOption) || parser.isSet(organisationOption))) {
        return parser.usageError(
            tr("The demo project has its own example names; --name and --organisation are for a new "
               "procurement."));
    }
    if (parser.isSet(nameOption) && identity.name.isEmpty())
        return parser.usageError(tr("--name needs the procurement's name."));
    if (!identity.organisation.isEmpty() && identity.name.isEmpty())
        return parser.usageError(tr("Give the procurement's --name with its --organisation."));
    const QStringList positional = parser.positionalArguments();
    const QString defaultFile = core::projectFileNameFor(identity.name);
    if (positional.size() > 1 || (positional.isEmpty() && defaultFile.isEmpty()))
        return parser.usageError(
            tr("Name exactly one project file, or give --name to name the file after the procurement."));
    const QString path = positional.isEmpty() ? defaultFile : positional.constFirst();
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    if (QFileInfo::exists(path)) {
        print(stderr,
              tr("%1 already exists; it was left as it is. Choose another name, or remove it first.").arg(shown));
        return 2;
    }
    try {
        if (demo) {
            core::demo::create(path, LanguageManager::systemDefault());
        } else {
            const std::unique_ptr<core::ProjectFile> project = core::ProjectFile::create(path);
            if (!identity.name.isEmpty())
                core::writeProjectIdentity(*project, identity);
        }
    } catch (const core::StorageError& e) {
        print(stderr, e.message());
        return 1;
    } catch (const core::ImportError& e) {
        print(stderr, e.message());
        return 1;
    }
    if (demo)
        print(stdout, tr("Made the demo project %1 (example data).").arg(shown));
    else if (identity.name.isEmpty())
        print(stdout, tr("Made the empty project %1.").arg(shown));
    else if (identity.organisation.isEmpty())
        print(stdout, tr("Made the empty project %1 for the procurement \"%2\".").arg(shown, identity.name));
    else
        print(stdout, tr("Made the empty project %1 for the procurement \"%2\" of %3.")
                          .arg(shown, identity.name, identity.organisation));
    return 0;
}

} // namespace fw::app::cli
