// SPDX-License-Identifier: Apache-2.0
#include "cli/cli.h"

#include "base/version.h"
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "languagemanager.h"
#include "storage/projectfile.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QScopeGuard>
#include <cstring>
#include <memory>

namespace fw::app::cli {

namespace {

struct Command
{
    const char* name;
    int (*run)(const QStringList& arguments);
};

constexpr Command kCommands[] = {
    {"new", newCommand},
    {"candidate", candidateCommand},
    {"connection", connectionCommand},
    {"runs", runsCommand},
    {"import", importCommand},
    {"run", runCommand},
    {"report", reportCommand},
    {"plan", planCommand},
    {"questionnaire", questionnaireCommand},
    {"decision", decisionCommand},
    {"supplier-sheet", supplierSheetCommand},
    {"cost", costCommand},
    {"workload", workloadCommand},
};

bool isKnown(const char* name)
{
    for (const Command& command : kCommands) {
        if (std::strcmp(name, command.name) == 0)
            return true;
    }
    return false;
}

} // namespace

QStringList commandNames()
{
    QStringList names;
    for (const Command& command : kCommands)
        names << QString::fromLatin1(command.name);
    return names;
}

bool isCommand(int argc, char** argv)
{
    if (argc < 2)
        return false;
    const char* word = argv[1];
    if (isKnown(word))
        return true;
    // A project to open: an option of the window, a path, a name with an extension, or a file that exists.
    if (word[0] == '\0' || word[0] == '-' || std::strchr(word, '/') || std::strchr(word, '.'))
        return false;
    return !QFileInfo::exists(QString::fromLocal8Bit(word));
}

int run(int argc, char** argv)
{
    // `report` and `supplier-sheet` (its PDF) lay out PDFs with fonts, and `report` draws charts, which needs a
    // QApplication; they use the offscreen platform, so they too run without a display. The other commands need only
    // a QCoreApplication.
    std::unique_ptr<QCoreApplication> app;
    if (!QCoreApplication::instance()) {
        if (std::strcmp(argv[1], "report") == 0 || std::strcmp(argv[1], "supplier-sheet") == 0) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            app = std::make_unique<QApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
    }
    QCoreApplication::setApplicationName(QStringLiteral("fabric-workbench"));
    QCoreApplication::setApplicationVersion(QString::fromUtf8(base::version()));
    // Messages in the system's language, as the window starts in it (LANG, LC_MESSAGES, LC_ALL).
    LanguageManager languages;
    languages.setLanguage(LanguageManager::systemDefault());
    QStringList arguments = QCoreApplication::arguments();
    const QString name = arguments.takeAt(1);
    // A change that was committed but could not yet be brought into the project file itself is said at once; a
    // command that leaves the file so does not exit 0: a script that copies the file after a success would copy an
    // incomplete one.
    core::ProjectFile::setIncompleteHandler([](const QString& message) { print(stderr, message); });
    // A command behind another program's write (an import, a window) waits for it, as a queue, and says so once.
    core::ProjectFile::setWaitHandler([](const QString& message, int round) {
        if (round == 0)
            print(stderr, message + QLatin1Char(' ') +
                              QCoreApplication::translate("fw::app::cli", "Ctrl+C stops this command; nothing is "
                                                                          "changed then."));
        return true;
    });
    const auto forgetHandler = qScopeGuard([] {
        core::ProjectFile::setIncompleteHandler({});
        core::ProjectFile::setWaitHandler({});
    });
    for (const Command& command : kCommands) {
        if (name == QLatin1String(command.name)) {
            const int exitCode = command.run(arguments);
            return exitCode == 0 && core::ProjectFile::closedIncomplete() > 0 ? 1 : exitCode;
        }
    }
    print(stderr, QCoreApplication::translate("fw::app::cli", "\"%1\" is an unknown command. The commands are: %2.")
                      .arg(name, commandNames().join(QStringLiteral(", "))));
    print(stderr, QCoreApplication::translate("fw::app::cli", "Use \"fabric-workbench COMMAND --help\" for a "
                                                              "command's options, \"fabric-workbench PROJECT.fabwb\" "
                                                              "to open a project in the window."));
    return 2;
}

} // namespace fw::app::cli
