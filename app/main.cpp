// SPDX-License-Identifier: Apache-2.0
#include "base/version.h"
#include "cli/cli.h"
#include "demomeasurement.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "prompts.h"
#include "settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QScreen>
#include <QTimer>
#include <cstdio>
#include <cstring>

namespace {

// Without a display, fall back to the offscreen platform rather than failing to start.
bool fallBackToOffscreen(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "-platform") == 0 || std::strcmp(argv[i], "--platform") == 0)
            return false;
    }
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY") ||
        !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return false;
    qputenv("QT_QPA_PLATFORM", "offscreen");
    return true;
}

} // namespace

int main(int argc, char** argv)
{
    using namespace fw::app;
    if (cli::isCommand(argc, argv))
        return cli::run(argc, argv); // headless: no display needed
    const bool offscreenFallback = fallBackToOffscreen(argc, argv);

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("fabric-workbench"));
    QApplication::setOrganizationName(QStringLiteral("FabricWorkbench"));
    QApplication::setApplicationVersion(QString::fromUtf8(fw::base::version()));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.fabricworkbench.FabricWorkbench"));

    Settings settings;
    LanguageManager languages;

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Fabric Workbench: choose the network fabric of a GPU cluster.") +
        QLatin1Char('\n') +
        QCoreApplication::translate("main", "Commands without a window: %1. Use 'fabric-workbench COMMAND --help' "
                                            "for their options; docs/cli.md describes them.")
            .arg(cli::commandNames().join(QStringLiteral(", "))));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demoOption(
        QStringLiteral("demo"), QCoreApplication::translate("main", "Open the demo project (created on first use)."));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QCoreApplication::translate("main", "User interface language: en, de or ja."),
                                        QStringLiteral("code"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a picture of the main window to <file> and quit."),
        QStringLiteral("file"));
    // The names --page takes, in the order of the steps (MainWindow::Page).
    const QStringList pageNames = {
        QStringLiteral("triage"),         QStringLiteral("candidates"), QStringLiteral("bom"),
        QStringLiteral("questionnaires"), QStringLiteral("benchmarks"), QStringLiteral("faults"),
        QStringLiteral("counters"),       QStringLiteral("compare"),    QStringLiteral("cost"),
        QStringLiteral("decision"),       QStringLiteral("report")};
    const QCommandLineOption pageOption(
        QStringLiteral("page"),
        QCoreApplication::translate("main", "Show this step first: %1.").arg(pageNames.join(QStringLiteral(", "))),
        QStringLiteral("step"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QCoreApplication::translate("main", "Window size, e.g. 1280x800."),
                                        QStringLiteral("WIDTHxHEIGHT"));
    const QCommandLineOption noMeasurementOption(
        QStringLiteral("no-local-measurement"),
        QCoreApplication::translate("main", "When the demo project is built, do not measure this computer with "
                                            "mpirun (a picture of the window never does)."));
    const QCommandLineOption measureFirstOption(
        QStringLiteral("measure-first"),
        QCoreApplication::translate(
            "main", "With --screenshot: when the demo project is built, measure this computer "
                    "first and take the picture after, as the window shows it when it builds the demo."));
    parser.addOptions(
        {demoOption, langOption, screenshotOption, pageOption, sizeOption, noMeasurementOption, measureFirstOption});
    parser.addPositionalArgument(QStringLiteral("project"),
                                 QCoreApplication::translate("main", "The project file (*.fabwb) to open."));
    parser.process(app);

    QString language = parser.isSet(langOption) ? parser.value(langOption) : settings.language();
    if (language.isEmpty())
        language = LanguageManager::systemDefault();
    if (!languages.setLanguage(language)) {
        std::fprintf(
            stderr, "%s\n",
            qPrintable(
                QCoreApplication::translate("main", "Unknown language \"%1\"; use en, de or ja.").arg(language)));
        return 2;
    }

    QString screenshot = parser.value(screenshotOption);
    if (screenshot.isEmpty() && offscreenFallback)
        screenshot = QDir::current().absoluteFilePath(QStringLiteral("fabric-workbench-screenshot.png"));

    DialogPrompts prompts;
    MainWindow window(settings, languages, prompts);
    // A picture is taken at once and the program quits: a measurement would be cut off, and would change the picture.
    window.setMeasureOnDemoBuild((screenshot.isEmpty() || parser.isSet(measureFirstOption)) &&
                                 !parser.isSet(noMeasurementOption));
    window.openAtStart(parser.positionalArguments().value(0), parser.isSet(demoOption));
    if (parser.isSet(pageOption)) {
        const qsizetype page = pageNames.indexOf(parser.value(pageOption));
        if (page < 0) {
            std::fprintf(stderr, "%s\n",
                         qPrintable(QCoreApplication::translate("main", "Unknown step \"%1\"; use one of: %2.")
                                        .arg(parser.value(pageOption), pageNames.join(QStringLiteral(", ")))));
            return 2;
        }
        window.showPage(MainWindow::Page(page));
    }
    if (parser.isSet(sizeOption)) {
        const QStringList size = parser.value(sizeOption).split(QLatin1Char('x'));
        const int width = size.value(0).toInt();
        const int height = size.value(1).toInt();
        if (size.size() != 2 || width < 200 || height < 200) {
            std::fprintf(
                stderr, "%s\n",
                qPrintable(QCoreApplication::translate("main", "--size must be WIDTHxHEIGHT, e.g. 1280x800.")));
            return 2;
        }
        window.resize(width, height);
    }
    window.show();

    if (offscreenFallback && !parser.isSet(screenshotOption)) {
        std::fprintf(stderr, "%s\n",
                     qPrintable(QCoreApplication::translate(
                                    "main", "No display found: running offscreen. A picture of the window goes to "
                                            "%1; set DISPLAY or pass --platform to choose otherwise.")
                                    .arg(QDir::toNativeSeparators(screenshot))));
    }
    if (!screenshot.isEmpty()) {
        const auto take = [&window, screenshot] {
            // A page may draw in steps, each posted after the one before (Compare draws its tab after the charts on
            // top): the picture waits until those are done, or the lower tab is taken blank.
            for (int round = 0; round < 8; ++round)
                QCoreApplication::processEvents();
            const bool saved = window.grab().save(screenshot);
            std::fprintf(saved ? stdout : stderr, "%s\n",
                         qPrintable(saved ? QCoreApplication::translate("main", "Saved %1").arg(screenshot)
                                          : QCoreApplication::translate("main", "Could not write %1").arg(screenshot)));
            QCoreApplication::exit(saved ? 0 : 1);
        };
        // --measure-first: the picture after the measurement of this computer has ended, stored or not.
        if (window.demoMeasurement()->isRunning())
            QObject::connect(window.demoMeasurement(), &DemoMeasurement::ended, &window,
                             [take] { QTimer::singleShot(0, take); });
        else
            QTimer::singleShot(0, &window, take);
    }
    return QApplication::exec();
}
