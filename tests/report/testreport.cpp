// SPDX-License-Identifier: Apache-2.0
#include "agentstreams.h"
#include "analysis/headlinefigures.h"
#include "analysis/nodeisolation.h"
#include "analysis/numberformat.h"
#include "charts/charts.h"
#include "evidence/costdecisionsnapshot.h"
#include "ingest/importer.h"
#include "languagemanager.h"
#include "localplanrun.h"
#include "processrun.h"
#include "remote/planrunrepository.h"
#include "report/hyphenation.h"
#include "report/reportbuilder.h"
#include "report/reportlanguage.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/costrepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/storageerror.h"

#include <QBuffer>
#include <QDateTime>
#include <QFile>
#include <QLocale>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <algorithm>

using namespace fw::app;

namespace {

using Output = testsupport::ProcessResult;

Output runTool(const QString& program, const QStringList& arguments)
{
    return testsupport::runProcess(program, arguments);
}

// The headings the report must show, per language: the texts of /tmp/team/tr-report.tsv until they are merged
// into i18n/*.ts.
QStringList headings(const QString& language)
{
    if (language == QLatin1String("de"))
        return {QStringLiteral("Zusammenfassung und Empfehlung"), QStringLiteral("Kostenmodell"),
                QStringLiteral("Fehlertests"), QStringLiteral("Anhang: Herkunftsnachweise")};
    if (language == QLatin1String("ja"))
        return {QStringLiteral("概要と推奨"), QStringLiteral("コストモデル"), QStringLiteral("障害試験"),
                QStringLiteral("付録：来歴")};
    return {QStringLiteral("Summary and recommendation"), QStringLiteral("Cost model"), QStringLiteral("Fault tests"),
            QStringLiteral("Appendix: provenance")};
}

// pdftotext breaks lines where the layout does; compare on single spaces.
QString normalised(const QByteArray& text)
{
    return QString::fromUtf8(text).simplified();
}

// The places where a line of the laid-out document ends between two letters of a word without a hyphen:
// "Anbieterangab|e". A break after a soft hyphen is a hyphenated one; kana and kanji may break anywhere.
QStringList wordsCutWithoutHyphen(QTextDocument& document)
{
    const auto isWordLetter = [](QChar c) {
        return c.isLetter() && c.script() != QChar::Script_Han && c.script() != QChar::Script_Hiragana &&
               c.script() != QChar::Script_Katakana;
    };
    QStringList cuts;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QTextLayout* layout = block.layout();
        const QString text = block.text();
        for (int i = 0; layout && i + 1 < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            const int end = line.textStart() + line.textLength();
            if (end <= 0 || end >= text.size())
                continue;
            if (line.naturalTextWidth() > line.width() + 1)
                cuts << QStringLiteral("overflow: ") + text.mid(line.textStart(), line.textLength());
            if (isWordLetter(text.at(end - 1)) && isWordLetter(text.at(end)))
                cuts << text.mid(std::max(0, end - 12), 12) + QLatin1Char('|') + text.mid(end, 12);
        }
    }
    return cuts;
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pdfInEachLanguage_data();
    void pdfInEachLanguage();
    void reportLanguageLeavesTheUiAlone();
    void longWordsAreHyphenatedNotCut_data();
    void longWordsAreHyphenatedNotCut();
    void hyphenationPoints();
    void fileNamesBreakOnlyAtTheirSeparators();
    void aClaimIsOneSentenceInTheAcceptanceTable();
    void htmlEmbedsTheCharts();
    void worksheetAsXlsx();
    void worksheetAsCsv();
    void commandLine();
    void commandLineRefusesBadArguments();
    void faultTestsFromAStoredPlanRun();
    void isolationFromAStoredPlanRun();
    void adaptiveIntervalInTheRunTable();
    void operatingModelAndOfficialSources();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }

    QTemporaryDir m_dir;
    QString m_demo;
    std::unique_ptr<fw::core::ProjectFile> m_project;
};

void TestReport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty() ||
        QStandardPaths::findExecutable(QStringLiteral("pdffonts")).isEmpty())
        QFAIL("pdftotext and pdffonts (poppler-utils, packaging/install-deps.sh) are needed");
    m_demo = path(QStringLiteral("demo.fabwb"));
    fw::core::createDemoProject(m_demo);
    m_project = fw::core::ProjectFile::open(m_demo);
}

void TestReport::pdfInEachLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("ja") << QStringLiteral("ja");
}

void TestReport::pdfInEachLanguage()
{
    QFETCH(QString, language);
    const QString pdf = path(QStringLiteral("report-%1.pdf").arg(language));
    QString error;
    QVERIFY2(ReportBuilder::exportProject(*m_project, language, ReportBuilder::Format::Pdf, pdf, &error),
             qPrintable(error));

    const Output text = runTool(QStringLiteral("pdftotext"),
                                {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    QCOMPARE(text.exitCode, 0);
    const QString content = normalised(text.out);
    QVERIFY(content.contains(QStringLiteral("Example Supplier A")));

    // A weighted total of the demo matrix: two decimals in the report's locale (7.35 / 7,35).
    const fw::core::CostDecisionSnapshot snapshot = fw::core::CostDecisionSnapshot::load(m_project.get());
    QVERIFY(snapshot.outcome.totals.value(0).has_value());
    const double total = *snapshot.outcome.totals.value(0);
    const QString localTotal = QLocale(language).toString(total, 'f', 2);
    QVERIFY2(content.contains(localTotal), qPrintable(localTotal));
    // A demo amount of money above a thousand, grouped the locale's way (1,234,567 / 1.234.567).
    QVERIFY(snapshot.results.value(0).total.has_value());
    const double money = *snapshot.results.value(0).total;
    QVERIFY(money >= 1000);
    const QString grouped = QLocale(language).toString(qint64(std::llround(money)));
    QVERIFY2(content.contains(grouped), qPrintable(grouped));
    if (language == QLatin1String("de")) {
        QVERIFY(grouped.contains(QLatin1Char('.')));
        QVERIFY(localTotal.contains(QLatin1Char(',')));
        QVERIFY2(!content.contains(QLocale(QStringLiteral("en")).toString(qint64(std::llround(money)))),
                 "an English-formatted amount in the German report");
    }
    if (language == QLatin1String("ja")) {
        // Real Japanese characters, not boxes or replacement characters: kana from the translation and kanji
        // from the questionnaire catalog.
        static const QRegularExpression kana(QStringLiteral("[\\x{3041}-\\x{30ff}]{3}"));
        static const QRegularExpression kanji(QStringLiteral("[\\x{4e00}-\\x{9fff}]{2}"));
        QVERIFY(kana.match(content).hasMatch());
        QVERIFY(kanji.match(content).hasMatch());
        QVERIFY(!content.contains(QChar(0xfffd)));
        // The date as the page shows it: 日 and 月, not the Kangxi radicals ⽇ and ⽉ that share their glyphs.
        static const QRegularExpression date(QStringLiteral("\\d{4}年\\d{1,2}月\\d{1,2}日"));
        QVERIFY2(date.match(content).hasMatch(), "no date with 年, 月 and 日 in the text layer");
    }
    // Issue 43: the text layer reads as the page does, so an archive of reports can be searched: no radical in place
    // of an ideograph, no ligature in place of its letters ("Beschaffung", not "Beschaﬀung").
    static const QRegularExpression misread(QStringLiteral("[\\x{2e80}-\\x{2fdf}\\x{fb00}-\\x{fb06}]"));
    const QRegularExpressionMatch found = misread.match(content);
    QVERIFY2(!found.hasMatch(), qPrintable(QStringLiteral("misread in the text layer: ") +
                                           content.mid(std::max(0LL, found.capturedStart() - 20), 40)));
    if (language == QLatin1String("de"))
        QVERIFY(content.contains(QStringLiteral("Beschaffungsbericht")));

    // Every font embedded; Japanese text needs a font that has it, and a ToUnicode map to extract.
    const Output fonts = runTool(QStringLiteral("pdffonts"), {pdf});
    QCOMPARE(fonts.exitCode, 0);
    const QStringList lines = QString::fromUtf8(fonts.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() > 2); // header, rule, at least one font
    for (const QString& line : lines.mid(2)) {
        const QStringList columns = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QVERIFY(columns.size() >= 6);
        QVERIFY2(columns.at(columns.size() - 5) == QLatin1String("yes"),
                 qPrintable(QStringLiteral("not embedded: ") + line));
        QVERIFY2(columns.at(columns.size() - 3) == QLatin1String("yes"),
                 qPrintable(QStringLiteral("no ToUnicode: ") + line));
    }
    if (language == QLatin1String("ja"))
        QVERIFY(QString::fromUtf8(fonts.out).contains(QStringLiteral("NotoSansCJK")));

    // Last, as German and Japanese depend on the translations being merged into i18n/*.ts.
    for (const QString& heading : headings(language))
        QVERIFY2(content.contains(heading), qPrintable(QStringLiteral("heading missing: ") + heading));
}

void TestReport::reportLanguageLeavesTheUiAlone()
{
    LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("de")));
    const QString uiReport = QCoreApplication::translate("fw::app::Pages", "Report");
    const Report report = ReportBuilder::build(*m_project, QStringLiteral("en"));
    QCOMPARE(report.sections.first().title, QStringLiteral("Summary and recommendation"));
    QCOMPARE(report.documentTitle, QStringLiteral("Network fabric procurement report"));
    // The UI's translator and locale are back.
    QCOMPARE(QCoreApplication::translate("fw::app::Pages", "Report"), uiReport);
    QCOMPARE(QLocale().language(), QLocale::German);
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    QCOMPARE(QLocale().language(), QLocale::English);
}

void TestReport::longWordsAreHyphenatedNotCut_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
}

void TestReport::longWordsAreHyphenatedNotCut()
{
    QFETCH(QString, language);
    QBuffer sink;
    QVERIFY(sink.open(QIODevice::WriteOnly));
    QPdfWriter writer(&sink);
    writer.setResolution(300);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));

    // The whole report as the PDF lays it out.
    Report report = ReportBuilder::build(*m_project, language);
    std::unique_ptr<QTextDocument> body = ReportBuilder::pdfBody(report, writer);
    QVERIFY(body->pageCount() > 1); // laid out in full, as writePdf does
    QStringList cuts = wordsCutWithoutHyphen(*body);
    QVERIFY2(cuts.isEmpty(), qPrintable(cuts.join(QStringLiteral("; "))));

    // Long compounds in a column far narrower than the words: they break at syllables, with a hyphen.
    report.sections = {{QStringLiteral("Narrow"),
                        QStringLiteral("<table class=\"grid\" width=\"100%\"><tr><td width=\"8%\">Anbieterangabe "
                                       "FEHLGESCHLAGEN Netzwerkinfrastrukturbeschaffung</td><td>x</td></tr></table>")}};
    report.charts.clear();
    body = ReportBuilder::pdfBody(report, writer);
    QVERIFY(body->pageCount() > 0);
    cuts = wordsCutWithoutHyphen(*body);
    QVERIFY2(cuts.isEmpty(), qPrintable(cuts.join(QStringLiteral("; "))));
    QVERIFY(body->toPlainText().contains(QChar(0x00AD)));
}

void TestReport::hyphenationPoints()
{
    const Hyphenator* german = Hyphenator::forLanguage(QStringLiteral("de"));
    QVERIFY2(german, "hyphen-de (packaging/install-deps.sh) is needed");
    const QChar soft(0x00AD);
    const auto shown = [&](const QString& word) { return QString(word).replace(soft, QLatin1Char('-')); };
    QCOMPARE(shown(german->hyphenate(QStringLiteral("Anbieterangabe"))), QStringLiteral("An-bie-ter-an-gabe"));
    // Upper case and umlauts: the patterns are looked up in lower case, the word keeps its letters.
    QCOMPARE(shown(german->hyphenate(QStringLiteral("FEHLGESCHLAGEN"))), QStringLiteral("FEHL-GE-SCHLA-GEN"));
    QCOMPARE(german->hyphenate(QStringLiteral("Prüfung")).remove(soft), QStringLiteral("Prüfung"));
    const Hyphenator* english = Hyphenator::forLanguage(QStringLiteral("en"));
    QVERIFY2(english, "hyphen-en-us (packaging/install-deps.sh) is needed");
    QCOMPARE(shown(english->hyphenate(QStringLiteral("measurement"))), QStringLiteral("mea-sure-ment"));
    QCOMPARE(Hyphenator::forLanguage(QStringLiteral("ja")), nullptr);
}

// Issue 42: the provenance appendix hyphenated file names mid-name ("nccl_allre-duce_h100..."), which reads as another
// file. A name breaks only after its own "_", "-" or "/", with no hyphen added; words around it are hyphenated as
// before.
void TestReport::fileNamesBreakOnlyAtTheirSeparators()
{
    QBuffer sink;
    QVERIFY(sink.open(QIODevice::WriteOnly));
    QPdfWriter writer(&sink);
    writer.setResolution(300);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    const QString name = QStringLiteral("nccl_allreduce_h100_2node_16rank_oci_roce.txt");
    Report report = ReportBuilder::build(*m_project, QStringLiteral("en"));
    report.charts.clear();
    report.sections = {
        {QStringLiteral("Narrow"), QStringLiteral("<table class=\"grid\" width=\"100%\"><tr><td width=\"22%\">%1 "
                                                  "measurement logs/run-3/all-reduce.jsonl</td><td>x</td></tr></table>")
                                       .arg(name)}};
    const std::unique_ptr<QTextDocument> body = ReportBuilder::pdfBody(report, writer);
    const QString text = body->toPlainText();
    const qsizetype at = text.indexOf(QStringLiteral("nccl_"));
    QVERIFY(at >= 0);
    const QString laidOut = text.mid(at, text.indexOf(QStringLiteral(".txt"), at) + 4 - at);
    QVERIFY2(!laidOut.contains(QChar(0x00AD)), qPrintable(laidOut));   // no hyphen inside the name
    QCOMPARE(QString(laidOut).remove(QChar(0x200B)), name);            // only break opportunities after "_"
    QVERIFY(text.contains(QStringLiteral("mea\u00ADsure\u00ADment"))); // a word beside it still hyphenates
    // Laid out in the narrow cell, each line inside the name ends after a separator.
    int breaks = 0;
    for (QTextBlock block = body->begin(); block.isValid(); block = block.next()) {
        const QTextLayout* layout = block.layout();
        const QString line = block.text();
        for (int i = 0; layout && i + 1 < layout->lineCount(); ++i) {
            const int end = layout->lineAt(i).textStart() + layout->lineAt(i).textLength();
            if (end <= 0 || end >= line.size() || line.at(end - 1).isSpace() || line.at(end).isSpace())
                continue;
            ++breaks;
            const QChar before = line.at(end - 1);
            QVERIFY2(before == QChar(0x200B) || before == QLatin1Char('-') || before == QLatin1Char('/'),
                     qPrintable(line.mid(std::max(0, end - 12), 12) + QLatin1Char('|') + line.mid(end, 12)));
        }
    }
    QVERIFY(breaks > 0); // the cell is narrower than the name
}

// Issue 42: the acceptance column said of each supplier's run, twice and in nearly the same words, that it is a claim
// and neither judged nor scored. One sentence per run.
void TestReport::aClaimIsOneSentenceInTheAcceptanceTable()
{
    using namespace fw::core;
    auto project = ProjectFile::create(path(QStringLiteral("claims.fabwb")));
    const qint64 candidate =
        CandidateRepository(*project).add({.supplier = QStringLiteral("Acme"), .offerName = QStringLiteral("pod")});
    for (int i = 1; i <= 2; ++i) {
        BenchmarkRun run{.candidateId = candidate,
                         .source = RunSource::VendorClaim,
                         .tool = QStringLiteral("nccl-tests"),
                         .testName = QStringLiteral("all_reduce"),
                         .nodes = 2};
        run.results = {SizeResult{.bytes = 8, .p99Us = 20, .busbwGBs = 0.001, .wrong = 0, .checkPassed = true}};
        run.provenance = {.sha256 = QString::number(i).repeated(64),
                          .fileName = QStringLiteral("claim.txt"),
                          .importedAt = QDateTime::currentDateTimeUtc()};
        BenchmarkRunRepository(*project).add({run});
    }
    const Report report = ReportBuilder::build(*project, QStringLiteral("en"));
    const auto section = std::find_if(report.sections.begin(), report.sections.end(), [](const ReportSection& s) {
        return s.title == QLatin1String("Acceptance results");
    });
    QVERIFY(section != report.sections.end());
    QCOMPARE(
        section->body.count(QStringLiteral("Not judged or scored: a supplier's claim, shown beside our measurements.")),
        2);
    QVERIFY2(!section->body.contains(QLatin1String("never judged as one")), qPrintable(section->body));
    QVERIFY2(!section->body.contains(QLatin1String("not in the scores")), qPrintable(section->body));
}

void TestReport::htmlEmbedsTheCharts()
{
    // The demo holds no runs: the report says so instead of drawing empty charts.
    const Report demo = ReportBuilder::build(*m_project, QStringLiteral("en"));
    QVERIFY(demo.charts.isEmpty());
    QVERIFY(ReportBuilder::toHtml(demo).contains(QStringLiteral("No benchmark runs are stored")));
    QVERIFY(ReportBuilder::toHtml(demo).contains(QStringLiteral("No fault tests are stored in this project.")));

    // With an own all-reduce run, both acceptance charts come from the Compare page's builders.
    const QString withRun = path(QStringLiteral("with-run.fabwb"));
    fw::core::createDemoProject(withRun);
    auto project = fw::core::ProjectFile::open(withRun);
    QList<fw::core::BenchmarkRun> runs = fw::core::Importer::readFile(
        QStringLiteral(FW_SOURCE_DIR "/tests/data/agent-bench-mpi-all_reduce-4ranks.jsonl"));
    QVERIFY(!runs.isEmpty());
    runs.first().candidateId = fw::core::CandidateRepository(*project).all().first().id;
    fw::core::BenchmarkRunRepository(*project).add(runs);
    const Report report = ReportBuilder::build(*project, QStringLiteral("en"));
    QCOMPARE(report.charts.size(), 2);
    for (const ReportChart& chart : report.charts)
        QVERIFY(!chart.image.isNull());
    const QString html = ReportBuilder::toHtml(report);
    QCOMPARE(html.count(QStringLiteral("src=\"data:image/png;base64,")), 2);
    QVERIFY(!html.contains(QStringLiteral("chart:")));
    QVERIFY(html.contains(runs.first().provenance.sha256));
    const QString file = path(QStringLiteral("report.html"));
    QString error;
    QVERIFY2(ReportBuilder::writeHtml(report, file, &error), qPrintable(error));
    QVERIFY(QFileInfo(file).size() > 10000);
}

void TestReport::worksheetAsXlsx()
{
    const QString xlsx = path(QStringLiteral("worksheet-de.xlsx"));
    QString error;
    QVERIFY2(ReportBuilder::exportProject(*m_project, QStringLiteral("de"), ReportBuilder::Format::Xlsx, xlsx, &error),
             qPrintable(error));
    // Read the parts back with unzip, or Python's zipfile where unzip is missing.
    const auto part = [&](const QString& name) {
        if (!QStandardPaths::findExecutable(QStringLiteral("unzip")).isEmpty())
            return runTool(QStringLiteral("unzip"), {QStringLiteral("-p"), xlsx, name});
        return runTool(
            QStringLiteral("python3"),
            {QStringLiteral("-c"),
             QStringLiteral(
                 "import sys,zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))"),
             xlsx, name});
    };
    const Output sheet = part(QStringLiteral("xl/worksheets/sheet1.xml"));
    QCOMPARE(sheet.exitCode, 0);
    const Output strings = part(QStringLiteral("xl/sharedStrings.xml"));
    QCOMPARE(strings.exitCode, 0);

    fw::core::Worksheet expected{{}, {}};
    {
        const ReportLanguage german(QStringLiteral("de"));
        expected = fw::core::CostDecisionSnapshot::load(m_project.get()).worksheet();
    }
    QCOMPARE(expected.rows().size(), 2);
    // A header row and one row per candidate, each with every column.
    QCOMPARE(QString::fromUtf8(sheet.out).count(QStringLiteral("<row ")), int(expected.rows().size()) + 1);
    QCOMPARE(QString::fromUtf8(sheet.out).count(QStringLiteral("<c ")),
             int((expected.rows().size() + 1) * expected.header().size()));
    const QString shared = QString::fromUtf8(strings.out);
    for (const QString& text : expected.header())
        QVERIFY2(shared.contains(text.toHtmlEscaped()), qPrintable(text));
    for (const QStringList& row : expected.rows()) {
        for (const QString& text : row) {
            if (!text.isEmpty())
                QVERIFY2(shared.contains(text.toHtmlEscaped()), qPrintable(text));
        }
    }
}

void TestReport::worksheetAsCsv()
{
    const QString csv = path(QStringLiteral("worksheet-ja.csv"));
    QString error;
    QVERIFY2(ReportBuilder::exportProject(*m_project, QStringLiteral("ja"), ReportBuilder::Format::Csv, csv, &error),
             qPrintable(error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
    const QStringList lines = QString::fromUtf8(bytes.mid(3)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines.at(1).startsWith(QStringLiteral("\"Example Supplier A: ")));
    QCOMPARE(lines.at(0).count(QStringLiteral("\",\"")), 8); // nine quoted columns
}

void TestReport::commandLine()
{
    const QString out = path(QStringLiteral("cli-ja.pdf"));
    const Output result = runTool(QStringLiteral(FW_WORKBENCH),
                                  {QStringLiteral("report"), QStringLiteral("--project"), m_demo,
                                   QStringLiteral("--lang"), QStringLiteral("ja"), QStringLiteral("--format"),
                                   QStringLiteral("pdf"), QStringLiteral("--out"), out});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QFile pdf(out);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");

    const QString csv = path(QStringLiteral("cli.csv"));
    const Output fromSuffix =
        runTool(QStringLiteral(FW_WORKBENCH),
                {QStringLiteral("report"), QStringLiteral("--project"), m_demo, QStringLiteral("--out"), csv});
    QVERIFY2(fromSuffix.exitCode == 0, fromSuffix.err.constData());
    QVERIFY(QFileInfo(csv).size() > 100);

    // Without --lang the report is in the language of the command line's messages.
    QProcessEnvironment german = QProcessEnvironment::systemEnvironment();
    german.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
    german.remove(QStringLiteral("LC_ALL"));
    german.remove(QStringLiteral("LC_MESSAGES"));
    const QString html = path(QStringLiteral("cli-default.html"));
    const Output byLang = testsupport::runProcess(
        QStringLiteral(FW_WORKBENCH),
        {QStringLiteral("report"), QStringLiteral("--project"), m_demo, QStringLiteral("--out"), html}, german);
    QVERIFY2(byLang.exitCode == 0, byLang.err.constData());
    QFile page(html);
    QVERIFY(page.open(QIODevice::ReadOnly));
    const QString content = QString::fromUtf8(page.readAll());
    QVERIFY(content.contains(QStringLiteral("<html lang=\"de\">")));
    QVERIFY(content.contains(headings(QStringLiteral("de")).constFirst()));
}

void TestReport::commandLineRefusesBadArguments()
{
    const QString out = path(QStringLiteral("never.pdf"));
    const Output language = runTool(QStringLiteral(FW_WORKBENCH),
                                    {QStringLiteral("report"), QStringLiteral("--project"), m_demo,
                                     QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("--out"), out});
    QCOMPARE(language.exitCode, 2);
    QVERIFY(language.err.contains("--lang"));
    const Output format = runTool(QStringLiteral(FW_WORKBENCH),
                                  {QStringLiteral("report"), QStringLiteral("--project"), m_demo,
                                   QStringLiteral("--format"), QStringLiteral("docx"), QStringLiteral("--out"), out});
    QCOMPARE(format.exitCode, 2);
    const Output missing =
        runTool(QStringLiteral(FW_WORKBENCH), {QStringLiteral("report"), QStringLiteral("--project"),
                                               path(QStringLiteral("missing.fabwb")), QStringLiteral("--out"), out});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(!QFile::exists(out));
}

// A plan run the agent built in this tree really ran: the fault section has its table, chart and replay, the
// summary no longer says that no fault tests are stored, and a derived recovery time comes from it.
void TestReport::faultTestsFromAStoredPlanRun()
{
    const QString file = path(QStringLiteral("faults.fabwb"));
    auto project = fw::core::ProjectFile::create(file);
    fw::core::Candidate candidate;
    candidate.supplier = QStringLiteral("Acme");
    candidate.offerName = QStringLiteral("RoCE offer");
    const qint64 id = fw::core::CandidateRepository(*project).add(candidate);
    fw::core::CostRepository(*project).setInput(id, fw::core::CostInputKey::RecoveryHours,
                                                {fw::core::InputSource::Derived, std::nullopt, {}});
    const QString work = path(QStringLiteral("plan-work"));
    QString error;
    QVERIFY2(storeLocalPlanRun(*project, id, QStringLiteral(FW_AGENT), work, &error), qPrintable(error));

    const Report report = ReportBuilder::build(*project, QStringLiteral("en"));
    const QString faultKey = chartKey(ChartKind::FaultImpact);
    QVERIFY(std::any_of(report.charts.begin(), report.charts.end(),
                        [&](const ReportChart& c) { return c.name == faultKey && !c.image.isNull(); }));
    const ReportSection* faults = nullptr;
    const ReportSection* acceptance = nullptr;
    for (const ReportSection& section : report.sections) {
        if (section.title == QLatin1String("Fault tests"))
            faults = &section;
        if (section.title == QLatin1String("Acceptance results"))
            acceptance = &section;
    }
    QVERIFY(faults && acceptance);
    QVERIFY(!faults->body.contains(QStringLiteral("No fault tests are stored")));
    for (const QString& text :
         {QStringLiteral("Acme: RoCE offer"), QStringLiteral("p99 before"), QStringLiteral("p99 during"),
          QStringLiteral("p99 after"), QStringLiteral("Bus bandwidth during"), QStringLiteral("Recovered in"),
          QStringLiteral("Acme \u2014 burst"), QStringLiteral("storage-burst on "),
          QStringLiteral("by the plan (hold stopped)"), QStringLiteral("Workload replay"),
          QStringLiteral("Acme \u2014 replay"), QStringLiteral("chart:") + faultKey})
        QVERIFY2(faults->body.contains(text.toHtmlEscaped()), qPrintable(text));
    QVERIFY(!acceptance->body.contains(QStringLiteral("chart:") + faultKey));
    QVERIFY(!report.sections.constFirst().body.contains(QStringLiteral("No fault tests are stored")));

    // The fault step's recovery (revert until p99 is back) is the fabric's: the cost model's recovery time, the
    // job's restart from its checkpoint, needs a storage step with --kill-rank, and this plan has none (issue 19).
    const fw::core::CostDecisionSnapshot snapshot = fw::core::CostDecisionSnapshot::load(project.get());
    const auto& recovery = snapshot.results.constFirst().inputs[int(fw::core::CostInputKey::RecoveryHours)];
    QVERIFY(!recovery.value);
    QVERIFY2(recovery.missing.contains(QStringLiteral("a storage step with --kill-rank")),
             qPrintable(recovery.missing));
    QVERIFY(faults->body.contains(QStringLiteral("This recovery is the fabric's, not the job's.")));
    const auto& stall = snapshot.results.constFirst().inputs[int(fw::core::CostInputKey::StallFraction)];
    QVERIFY(!stall.value);

    // German, and a PDF with the chart in it.
    const Report german = ReportBuilder::build(*project, QStringLiteral("de"));
    QVERIFY(std::any_of(german.sections.begin(), german.sections.end(), [](const ReportSection& s) {
        return (s.title == QLatin1String("Fehlertests") || s.title == QLatin1String("Fault tests")) &&
               s.body.contains(QStringLiteral("burst"));
    }));
    const QString pdf = path(QStringLiteral("faults.pdf"));
    QVERIFY2(ReportBuilder::writePdf(report, pdf, &error), qPrintable(error));
    const Output text = runTool(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(normalised(text.out).contains(QStringLiteral("Bus bandwidth during")));
    if (!qEnvironmentVariableIsEmpty("FW_KEEP_REPORT"))
        QFile::copy(pdf, qEnvironmentVariable("FW_KEEP_REPORT"));
}

// Issue 22: an isolate step stored with its runs (real bench streams, ten times slower with n3) is reported with the
// node it named and each run's nodes, figure and verdict.
void TestReport::isolationFromAStoredPlanRun()
{
    auto project = fw::core::ProjectFile::create(path(QStringLiteral("isolation.fabwb")));
    fw::core::Candidate candidate;
    candidate.supplier = QStringLiteral("Acme");
    candidate.offerName = QStringLiteral("RoCE offer");
    const qint64 id = fw::core::CandidateRepository(*project).add(candidate);
    fw::core::AcceptancePlan plan;
    plan.name = QStringLiteral("find it");
    fw::core::PlanStep step;
    step.kind = fw::core::PlanStep::Kind::Isolate;
    step.label = QStringLiteral("Acme isolation");
    plan.steps << step;
    fw::core::ConnectionProfile profile;
    profile.launcher = fw::core::Launcher::Mpirun;
    profile.nodes = {QStringLiteral("n1"), QStringLiteral("n2"), QStringLiteral("n3"), QStringLiteral("n4")};
    fw::core::PlanRunRepository runs(*project);
    const qint64 planRun = runs.begin(plan, profile, id);
    int count = 0;
    const auto runner = [&](const QStringList& set, const QString& phase) -> std::optional<double> {
        fw::core::DispatchResult r;
        r.subcommand = QStringLiteral("bench");
        r.status = fw::core::DispatchResult::Status::Complete;
        r.hosts = set;
        r.launcher = QStringLiteral("mpirun");
        r.destination = QStringLiteral("head");
        r.command = QStringLiteral("mpirun fabric-agent bench");
        // A little apart, as real runs are (the same bytes twice are refused as one import).
        r.stream = fw::test::scaledBench((set.contains(QStringLiteral("n3")) ? 10.0 : 1.0) + 0.01 * ++count);
        r.startedAt = QDateTime::currentDateTimeUtc();
        r.finishedAt = r.startedAt;
        runs.addInvocation(planRun, {0, phase, r}, std::nullopt, id);
        return fw::core::headlineFigures(*fw::core::Importer::agentRun(r.stream)).busbwLargeGBs;
    };
    try {
        const fw::core::IsolationResult search = fw::core::NodeIsolation::isolate(profile.nodes, 0.5, 0, runner);
        QCOMPARE(search.node, QStringLiteral("n3"));
        fw::core::PlanStepOutcome outcome;
        outcome.status = fw::core::DispatchResult::Status::Complete;
        outcome.details = search.toJson();
        runs.addStep(planRun, outcome);
        fw::core::PlanRunResult result;
        result.status = fw::core::DispatchResult::Status::Complete;
        runs.finish(planRun, result);
    } catch (const fw::core::StorageError& e) {
        QFAIL(qPrintable(e.message()));
    }

    const Report report = ReportBuilder::build(*project, QStringLiteral("en"));
    const auto faults = std::find_if(report.sections.cbegin(), report.sections.cend(),
                                     [](const ReportSection& s) { return s.title == QLatin1String("Fault tests"); });
    QVERIFY(faults != report.sections.cend());
    for (const QString& text :
         {QStringLiteral("Bad-node isolation"), QStringLiteral("Acme isolation"),
          QStringLiteral("Bad node: n3, found in"), QStringLiteral("at most 4 for 4 nodes"),
          QStringLiteral("half on n1, n2"), QStringLiteral("suspect with a known-good node on n3, n1"),
          QStringLiteral("two known-good nodes on n1, n2")})
        QVERIFY2(faults->body.contains(text.toHtmlEscaped()), qPrintable(text));
    const Report german = ReportBuilder::build(*project, QStringLiteral("de"));
    QVERIFY(std::any_of(german.sections.cbegin(), german.sections.cend(), [](const ReportSection& s) {
        return s.body.contains(QStringLiteral("Fehlerhafter Knoten: n3"));
    }));
}

// The agent's adaptive p99 interval is stored with the run and shown beside its p99 in the run table (issue 19).
void TestReport::adaptiveIntervalInTheRunTable()
{
    const QString file = path(QStringLiteral("adaptive.fabwb"));
    fw::core::createDemoProject(file);
    auto project = fw::core::ProjectFile::open(file);
    QList<fw::core::BenchmarkRun> runs =
        fw::core::Importer::readFile(QStringLiteral(FW_SOURCE_DIR "/tests/data/agent-bench-mpi-adaptive-2ranks.jsonl"));
    QCOMPARE(runs.size(), 1);
    runs.first().candidateId = fw::core::CandidateRepository(*project).all().first().id;
    fw::core::BenchmarkRunRepository(*project).add(runs);
    const QString html = ReportBuilder::toHtml(ReportBuilder::build(*project, QStringLiteral("en")));
    // At 8 B the worse p99 is out-of-place (35962.67 µs), with the interval 28837.32 – 45364.84 µs, converged.
    const QString expected = QStringLiteral("95 % confidence %1 – %2 µs, converged")
                                 .arg(fw::core::formatNumber(28837.32), fw::core::formatNumber(45364.84));
    QVERIFY2(html.contains(expected), qPrintable(expected));
}

void TestReport::operatingModelAndOfficialSources()
{
    const QString file = path(QStringLiteral("checklists.fabwb"));
    fw::core::createDemoProject(file);
    auto project = fw::core::ProjectFile::open(file);
    const fw::core::Candidate candidate = fw::core::CandidateRepository(*project).all().first();
    fw::core::QuestionnaireRepository answers(*project);
    answers.setOperatingModel(candidate.id, QStringLiteral("fabric_owner"), QStringLiteral("shared"));
    answers.setOfficialSource(candidate.id, QStringLiteral("src_cable_matrix"),
                              {QStringLiteral("differs"), QStringLiteral("vendor.example/cables 2026-11")});
    const QString html = ReportBuilder::toHtml(ReportBuilder::build(*project, QStringLiteral("en")));
    QVERIFY(html.contains(QStringLiteral("Operating model")));
    QVERIFY(html.contains(QStringLiteral("Shared, with a written split")));
    QVERIFY(html.contains(QStringLiteral("Official source checklist")));
    QVERIFY(html.contains(QStringLiteral("never replace the acceptance test")));
    QVERIFY(html.contains(QStringLiteral("Read: the offer differs from it")));
    QVERIFY(html.contains(QStringLiteral("vendor.example/cables 2026-11")));
    QVERIFY(html.contains(
        QStringLiteral("1 of %1 sources checked.").arg(fw::core::Checklist::officialSources(candidate.fabric).size())));
    // The same sections in German: translated headings and statuses, the buyer's reference as typed.
    const QString german = ReportBuilder::toHtml(ReportBuilder::build(*project, QStringLiteral("de")));
    QVERIFY(german.contains(QStringLiteral("vendor.example/cables 2026-11")));
    QVERIFY(!german.contains(QStringLiteral("Official source checklist")));
    QVERIFY(!german.contains(QStringLiteral("Read: the offer differs from it")));
}

QTEST_MAIN(TestReport)
#include "testreport.moc"
