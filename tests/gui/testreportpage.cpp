#include "common/projectcontext.h"
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
    // The report's language is English while the UI is German.
    page.languageChoice()->setCurrentIndex(page.languageChoice()->findData(QStringLiteral("en")));
    page.refresh();
    QVERIFY(page.preview()->toPlainText().contains(QStringLiteral("Summary and recommendation")));
    QVERIFY(page.preview()->toPlainText().contains(QStringLiteral("No fault tests are stored in this project.")));
    QCOMPARE(QLocale().language(), QLocale::German);

    // Cancelled: nothing written, nothing reported.
    page.formatChoice()->setCurrentIndex(page.formatChoice()->findData(QStringLiteral("csv")));
    QVERIFY(!page.exportReport());
    QCOMPARE(prompts.exportSuggestions.size(), 1);
    QVERIFY(prompts.exportSuggestions.first().endsWith(QStringLiteral("demo-worksheet-en.csv")));

    prompts.exportPathAnswer = dir.filePath(QStringLiteral("out.csv"));
    QVERIFY(page.exportReport());
    QVERIFY(QFile::exists(prompts.exportPathAnswer));
    QVERIFY(prompts.errors.isEmpty());

    // A folder that does not exist: the error is shown, not swallowed.
    prompts.exportPathAnswer = dir.filePath(QStringLiteral("missing/out.pdf"));
    page.formatChoice()->setCurrentIndex(page.formatChoice()->findData(QStringLiteral("pdf")));
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
    QVERIFY(!page.exportButton()->isEnabled());
    QVERIFY(!page.statusLabel()->text().isEmpty());
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
        page.languageChoice()->setCurrentIndex(page.languageChoice()->findData(QStringLiteral("ja")));
        page.formatChoice()->setCurrentIndex(page.formatChoice()->findData(QStringLiteral("csv")));
        prompts.exportPathAnswer = dir.filePath(QStringLiteral("out.csv"));
        QVERIFY(page.exportReport());
    }
    // Reopened: the page starts from the last export's language and format.
    auto project = fw::core::ProjectFile::open(demo);
    fw::app::ProjectContext context;
    context.setProject(project.get());
    ReportPage page(prompts, context);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QCOMPARE(page.languageChoice()->currentData().toString(), QStringLiteral("ja"));
    QCOMPARE(page.formatChoice()->currentData().toString(), QStringLiteral("csv"));
    QVERIFY(prompts.errors.isEmpty());
}

QTEST_MAIN(TestReportPage)
#include "testreportpage.moc"
