// SPDX-License-Identifier: Apache-2.0
#include "common/projectcontext.h"
#include "findchild.h"
#include "languagemanager.h"
#include "report/reportpage.h"
#include "scriptedprompts.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace fw::app;

namespace {

// Chooses the item whose data is `value` in the page's combo box named `name`.
void choose(const ReportPage& page, const char* name, const QString& value)
{
    QComboBox* box = child<QComboBox>(&page, name);
    box->setCurrentIndex(box->findData(value));
}

} // namespace

class TestReportPage : public QObject
{
    Q_OBJECT

private slots:
    void previewAndExport();
    void withoutProjectSaysSo();
    void projectRemembersTheLastExport();
};

void TestReportPage::previewAndExport()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString demo = dir.filePath(QStringLiteral("demo.fabwb"));
    fw::core::createDemoProject(demo);
    auto project = fw::core::ProjectFile::open(demo);
    LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("de")));
    ScriptedPrompts prompts;
    fw::app::ProjectContext context;
    context.setProject(project.get());
    ReportPage page(prompts, context);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    // A project that never exported a report starts from the UI language.
    QCOMPARE(child<QComboBox>(&page, "language")->currentData().toString(), QStringLiteral("de"));
    // The report's language can be English while the UI is German.
    choose(page, "language", QStringLiteral("en"));
    page.refresh();
    const QString preview = child<QTextBrowser>(&page, "preview")->toPlainText();
    QVERIFY(preview.contains(QStringLiteral("Summary and recommendation")));
    QVERIFY(preview.contains(QStringLiteral("No fault tests are stored in this project.")));
    QCOMPARE(QLocale().language(), QLocale::German);

    // Cancelled: nothing written, nothing reported.
    choose(page, "format", QStringLiteral("csv"));
    QVERIFY(!page.exportReport());
    QCOMPARE(prompts.exportSuggestions.size(), 1);
    QVERIFY(prompts.exportSuggestions.first().endsWith(QStringLiteral("demo-worksheet-en.csv")));

    prompts.exportPathAnswer = dir.filePath(QStringLiteral("out.csv"));
    QVERIFY(page.exportReport());
    QVERIFY(QFile::exists(prompts.exportPathAnswer));
    QVERIFY(prompts.errors.isEmpty());

    // A folder that does not exist: the error is shown, not swallowed.
    prompts.exportPathAnswer = dir.filePath(QStringLiteral("missing/out.pdf"));
    choose(page, "format", QStringLiteral("pdf"));
    QVERIFY(!page.exportReport());
    QCOMPARE(prompts.errors.size(), 1);
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
}

void TestReportPage::withoutProjectSaysSo()
{
    ScriptedPrompts prompts;
    fw::app::ProjectContext context; // no project open
    ReportPage page(prompts, context);
    page.refresh();
    QVERIFY(!child<QPushButton>(&page, "export")->isEnabled());
    QVERIFY(!child<QLabel>(&page, "status")->text().isEmpty());
    QVERIFY(!page.exportReport());
    QCOMPARE(prompts.errors.size(), 1);
}

void TestReportPage::projectRemembersTheLastExport()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString demo = dir.filePath(QStringLiteral("demo.fabwb"));
    fw::core::createDemoProject(demo);
    ScriptedPrompts prompts;
    {
        auto project = fw::core::ProjectFile::open(demo);
        fw::app::ProjectContext context;
        context.setProject(project.get());
        ReportPage page(prompts, context);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        choose(page, "language", QStringLiteral("ja"));
        choose(page, "format", QStringLiteral("csv"));
        prompts.exportPathAnswer = dir.filePath(QStringLiteral("out.csv"));
        QVERIFY(page.exportReport());
    }
    // Reopened: the page starts from the last export's language and format, not the UI's.
    LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("de")));
    auto project = fw::core::ProjectFile::open(demo);
    fw::app::ProjectContext context;
    context.setProject(project.get());
    ReportPage page(prompts, context);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QCOMPARE(child<QComboBox>(&page, "language")->currentData().toString(), QStringLiteral("ja"));
    QCOMPARE(child<QComboBox>(&page, "format")->currentData().toString(), QStringLiteral("csv"));
    QVERIFY(prompts.errors.isEmpty());
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestReportPage)
#include "testreportpage.moc"
