// SPDX-License-Identifier: Apache-2.0
// fw-crash-window PROJECT CANDIDATE-ID CONNECTION-ID BENCH-ARGUMENTS
//
// The app's main window, as fabric-workbench builds it, running one dispatch from its Benchmarks page, for TestCrash
// to kill -9 while the run streams into the project. Only main() differs from the app's: the questions are scripted
// and the candidate, connection and Run button are chosen from here. It prints one line per row the live table shows
// ("row N: SIZE, VARIANT", the table's own texts), then "finished STATUS" when the run has ended, and exits.
#include "benchmarks/benchmarkspage.h"
#include "benchmarks/dispatchlivemodel.h"
#include "benchmarks/dispatchpanel.h"
#include "findchild.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "scriptedprompts.h"
#include "settings.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <cstdio>

namespace {

void say(const QString& text)
{
    std::fprintf(stdout, "%s\n", qPrintable(text));
    std::fflush(stdout); // the test reads it as it comes, and kills on it
}

} // namespace

int main(int argc, char** argv)
{
    using namespace fw::app;
    QApplication app(argc, argv);
    // The test formats the stored sizes the same way to compare them with the rows shown.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const QStringList arguments = QApplication::arguments();
    if (arguments.size() != 5) {
        std::fprintf(stderr, "usage: fw-crash-window PROJECT CANDIDATE-ID CONNECTION-ID BENCH-ARGUMENTS\n");
        return 2;
    }
    // Beside the project, in the test's own folder: this program is killed, so nothing of its own would be removed.
    Settings settings(QFileInfo(arguments.at(1)).dir().filePath(QStringLiteral("crash-window-settings.ini")));
    LanguageManager languages;
    ScriptedPrompts prompts;
    MainWindow window(settings, languages, prompts);
    window.show();
    if (!window.openProject(arguments.at(1))) {
        std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(arguments.at(1)),
                     qPrintable(prompts.errors.join(u'\n')));
        return 1;
    }
    window.showPage(MainWindow::Page::Benchmarks);
    BenchmarksPage* page = window.benchmarksPage();
    // As a user would: the candidate above the tabs, then one of its connections.
    const auto choose = [page](const char* name, const QString& id) {
        auto* box = child<QComboBox>(page, name);
        const int index = box->findData(id.toLongLong());
        if (index >= 0)
            box->setCurrentIndex(index);
        return index >= 0;
    };
    if (!choose("candidate", arguments.at(2)) || !choose("connection", arguments.at(3))) {
        std::fprintf(stderr, "no candidate %s with a connection %s\n", qPrintable(arguments.at(2)),
                     qPrintable(arguments.at(3)));
        return 1;
    }
    child<QLineEdit>(page, "arguments")->setText(arguments.at(4));

    QAbstractItemModel* live = child<QTableView>(page, "results")->model();
    QObject::connect(live, &QAbstractItemModel::rowsInserted, [live](const QModelIndex&, int first, int last) {
        for (int row = first; row <= last; ++row)
            say(QStringLiteral("row %1: %2, %3")
                    .arg(row + 1)
                    .arg(live->index(row, DispatchLiveModel::Size).data().toString(),
                         live->index(row, DispatchLiveModel::InPlace).data().toString()));
    });
    auto* panel = page->findChild<DispatchPanel*>();
    QObject::connect(panel, &DispatchPanel::runFinished, &app, [&](const fw::core::DispatchResult& result) {
        say(QStringLiteral("finished %1").arg(fw::core::storageKey(result.status)));
        if (!prompts.errors.isEmpty())
            std::fprintf(stderr, "%s\n", qPrintable(prompts.errors.join(u'\n')));
        QApplication::quit();
    });
    child<QPushButton>(page, "run")->click();
    if (!panel->isRunning()) {
        std::fprintf(stderr, "the run did not start: %s\n", qPrintable(prompts.errors.join(u'\n')));
        return 1;
    }
    return QApplication::exec();
}
