#include "languagemanager.h"
#include "mainwindow.h"
#include "scriptedprompts.h"
#include "settings.h"
#include "storage/demoproject.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::app;

// Walks every page of the main window, with the demo project open, in each language and checks that no label,
// button or check box is narrower than its text needs: German runs about a third longer than English, and a cut
// "Kosten pro akzeptiertem Lau" hides meaning.
class TestLocalisedLayouts : public QObject
{
    Q_OBJECT

private slots:
    void everyPageFits_data();
    void everyPageFits();
};

namespace {

QString describe(const QWidget* widget, const QString& text, int needed, int has)
{
    return QStringLiteral("%1 \"%2\" needs %3 px, has %4")
        .arg(QString::fromLatin1(widget->metaObject()->className()), text.left(60))
        .arg(needed)
        .arg(has);
}

// Problems of one visible widget; empty when its text fits.
QString clipped(QWidget* widget)
{
    if (auto* label = qobject_cast<QLabel*>(widget)) {
        if (label->text().isEmpty() || label->pixmap().isNull() == false)
            return {};
        if (label->wordWrap()) {
            // A wrapping label needs the height of its text at its width.
            const int needed = label->heightForWidth(label->width());
            if (needed > label->height() + 1)
                return describe(label, label->text(), needed, label->height()) + QStringLiteral(" (height)");
            return {};
        }
        if (label->sizeHint().width() > label->width() + 1)
            return describe(label, label->text(), label->sizeHint().width(), label->width());
        return {};
    }
    if (auto* button = qobject_cast<QAbstractButton*>(widget)) {
        if (!qobject_cast<QPushButton*>(button) && !qobject_cast<QCheckBox*>(button))
            return {};
        if (button->text().isEmpty())
            return {};
        if (button->sizeHint().width() > button->width() + 1)
            return describe(button, button->text(), button->sizeHint().width(), button->width());
    }
    return {};
}

} // namespace

void TestLocalisedLayouts::everyPageFits_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("ja") << QStringLiteral("ja");
}

void TestLocalisedLayouts::everyPageFits()
{
    QFETCH(QString, language);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Settings settings(dir.filePath(QStringLiteral("settings.ini")));
    LanguageManager languages;
    QVERIFY(languages.setLanguage(language));
    ScriptedPrompts prompts;
    const QString demo = dir.filePath(QStringLiteral("demo.fabwb"));
    fw::core::createDemoProject(demo);

    MainWindow window(settings, languages, prompts);
    window.show(); // at its default size
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openProject(demo));

    QStringList problems;
    for (int page = 0; page < int(MainWindow::Page::Count); ++page) {
        window.showPage(MainWindow::Page(page));
        QApplication::processEvents();
        auto* pages = window.findChild<QStackedWidget*>();
        QVERIFY(pages);
        QWidget* current = window.centralWidget();
        const auto widgets = current->findChildren<QWidget*>();
        for (QWidget* widget : widgets) {
            if (!widget->isVisible())
                continue;
            const QString problem = clipped(widget);
            if (!problem.isEmpty())
                problems << QStringLiteral("page %1: %2").arg(page).arg(problem);
        }
    }
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestLocalisedLayouts)
#include "testlocalisedlayouts.moc"
