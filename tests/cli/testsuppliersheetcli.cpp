// SPDX-License-Identifier: Apache-2.0
#include "clirunner.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/bomrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "xlsxedit.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;
using clitest::Result;
using clitest::workbench;

// `fabric-workbench supplier-sheet export` and `import` (issue 24): a German workbook filled in for real, its figure
// checked against the candidate's own run in the review, stored with --accept-all; refusals change nothing.
class TestSupplierSheetCli : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void exportReviewAccept();
    void refusals();
    void pricesInAnotherCurrency();
    void pdfForReading_data();
    void pdfForReading();

private:
    QString answers() const;
    QString m_file;
    QString m_sheet;
    std::unique_ptr<QTemporaryDir> m_dir;
    qint64 m_run = 0;
};

void TestSupplierSheetCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_file = m_dir->filePath(QStringLiteral("suppliers.fabwb"));
    m_sheet = m_dir->filePath(QStringLiteral("blue.xlsx"));
    auto project = ProjectFile::create(m_file);
    const qint64 candidate = CandidateRepository(*project).add(
        {.supplier = QStringLiteral("Blue"), .offerName = QStringLiteral("IB"), .nodeCount = 16});
    CandidateRepository(*project).add(
        {.supplier = QStringLiteral("Green"), .offerName = QStringLiteral("IB"), .nodeCount = 16});
    BenchmarkRun run{.candidateId = candidate,
                     .source = RunSource::OwnMeasurement,
                     .tool = QStringLiteral("nccl-tests"),
                     .testName = QStringLiteral("all_reduce")};
    run.results = {SizeResult{.bytes = 8, .timeAvgUs = 20, .busbwGBs = 0.001},
                   SizeResult{.bytes = qint64(1) << 30, .timeAvgUs = 9000, .busbwGBs = 300}};
    run.provenance = {.sha256 = QStringLiteral("a").repeated(64),
                      .fileName = QStringLiteral("run.txt"),
                      .importedAt = QDateTime::currentDateTimeUtc()};
    m_run = BenchmarkRunRepository(*project).add({run}).constFirst();
    QuestionnaireAnswer linked;
    linked.linkedRunIds = {m_run};
    QuestionnaireRepository(*project).setAnswer(candidate, QStringLiteral("ib.nccl"), linked);

    const Result r = workbench({QStringLiteral("supplier-sheet"), QStringLiteral("export"), QStringLiteral("--project"),
                                m_file, QStringLiteral("--candidate"), QStringLiteral("Blue"), QStringLiteral("--lang"),
                                QStringLiteral("de"), QStringLiteral("--out"), m_sheet});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    QVERIFY(QFileInfo::exists(m_sheet));
}

QString TestSupplierSheetCli::answers() const
{
    auto project = ProjectFile::open(m_file);
    QString text;
    for (const Candidate& c : CandidateRepository(*project).all()) {
        for (const auto& [key, answer] : QuestionnaireRepository(*project).answers(c.id).asKeyValueRange())
            text += key + u' ' + storageKey(answer.status) + u' ' + answer.text + u'\n';
        for (const auto& [key, value] : BomRepository(*project).declared(c.id).asKeyValueRange())
            text += key + u'=' + value + u'\n';
    }
    return text;
}

void TestSupplierSheetCli::exportReviewAccept()
{
    // Question 4 (ib.nccl) is row 5: status D, answer E, bandwidth F, size G. The German status name.
    xlsxedit::Parts parts = xlsxedit::unpack(m_sheet);
    const QString sheet = QStringLiteral("xl/worksheets/sheet1.xml");
    QVERIFY(xlsxedit::setCell(parts, sheet, QStringLiteral("D5"), xlsxedit::textCell(QStringLiteral("Beantwortet"))));
    QVERIFY(xlsxedit::setCell(parts, sheet, QStringLiteral("E5"),
                              xlsxedit::textCell(QStringLiteral("all_reduce_perf auf 128 GPUs"))));
    QVERIFY(xlsxedit::setCell(parts, sheet, QStringLiteral("F5"), xlsxedit::numberCell(389)));
    QVERIFY(xlsxedit::setCell(parts, sheet, QStringLiteral("G5"), xlsxedit::numberCell(1024)));
    QVERIFY(xlsxedit::setCell(parts, QStringLiteral("xl/worksheets/sheet2.xml"), QStringLiteral("E2"),
                              xlsxedit::textCell(QStringLiteral("H100 SXM5"))));
    // Price line 1 (compute, per GPU-hour, EUR): 2.5 for 16 GPUs.
    const QString prices = QStringLiteral("xl/worksheets/sheet3.xml");
    QVERIFY(xlsxedit::setCell(parts, prices, QStringLiteral("D2"), xlsxedit::numberCell(2.5)));
    QVERIFY(xlsxedit::setCell(parts, prices, QStringLiteral("E2"), xlsxedit::numberCell(16)));
    QVERIFY(xlsxedit::pack(m_sheet, parts));
    const QString before = answers();

    Result r = workbench({QStringLiteral("supplier-sheet"), QStringLiteral("import"), QStringLiteral("--project"),
                          m_file, m_sheet, QStringLiteral("--dry-run"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    const QJsonObject review = r.json().object();
    QCOMPARE(review.value(QStringLiteral("candidate")).toString(), QStringLiteral("Blue / IB"));
    QCOMPARE(review.value(QStringLiteral("language")).toString(), QStringLiteral("de"));
    QCOMPARE(review.value(QStringLiteral("applied")).toBool(), false);
    const QJsonArray changed = review.value(QStringLiteral("answers")).toArray();
    QCOMPARE(changed.size(), 1);
    const QJsonObject nccl = changed.at(0).toObject();
    QCOMPARE(nccl.value(QStringLiteral("key")).toString(), QStringLiteral("ib.nccl"));
    QCOMPARE(nccl.value(QStringLiteral("after")).toObject().value(QStringLiteral("text")).toString(),
             QStringLiteral("all_reduce_perf auf 128 GPUs\n389 GB/s at 1024 MiB"));
    // The figure is checked against the linked run at 1 GiB: 300 against 389 GB/s.
    const QJsonObject check = nccl.value(QStringLiteral("checks")).toArray().at(0).toObject();
    QCOMPARE(check.value(QStringLiteral("run_id")).toInteger(), m_run);
    QCOMPARE(check.value(QStringLiteral("verdict")).toString(), QStringLiteral("worse"));
    QVERIFY(!nccl.value(QStringLiteral("new_red_flags")).toArray().isEmpty());
    QCOMPARE(review.value(QStringLiteral("bom")).toArray().at(0).toObject().value(QStringLiteral("after")).toString(),
             QStringLiteral("H100 SXM5"));
    const QJsonObject price = review.value(QStringLiteral("prices")).toArray().at(0).toObject();
    QCOMPARE(price.value(QStringLiteral("line")).toInt(), 1);
    QCOMPARE(price.value(QStringLiteral("component")).toString(), QStringLiteral("compute_capacity"));
    QVERIFY(price.value(QStringLiteral("before")).isNull());
    const QJsonObject after = price.value(QStringLiteral("after")).toObject();
    QCOMPARE(after.value(QStringLiteral("unit_price")).toDouble(), 2.5);
    QCOMPARE(after.value(QStringLiteral("quantity")).toDouble(), 16.0);
    QCOMPARE(after.value(QStringLiteral("currency")).toString(), QStringLiteral("EUR"));
    QCOMPARE(after.value(QStringLiteral("billing_unit")).toString(), QStringLiteral("gpu_hour"));
    QCOMPARE(answers(), before);

    r = workbench({QStringLiteral("supplier-sheet"), QStringLiteral("import"), QStringLiteral("--project"), m_file,
                   m_sheet, QStringLiteral("--accept-all")});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("Stored every change.")), r.said().constData());
    QVERIFY(answers().contains(QStringLiteral("ib.nccl answered all_reduce_perf auf 128 GPUs\n389 GB/s at 1024 MiB")));
    QVERIFY(answers().contains(QStringLiteral("gpu_model=H100 SXM5")));

    // The line is the compute input now, per year in EUR: 2.5 × 16 × 8760 h.
    r = workbench({QStringLiteral("cost"), QStringLiteral("prices"), QStringLiteral("--project"), m_file,
                   QStringLiteral("--candidate"), QStringLiteral("Blue"), QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    const QJsonObject quoted = r.json().object().value(QStringLiteral("quoted_inputs")).toArray().at(0).toObject();
    QCOMPARE(quoted.value(QStringLiteral("key")).toString(), QStringLiteral("compute_capacity"));
    QCOMPARE(quoted.value(QStringLiteral("value")).toDouble(), 2.5 * 16 * 8760);
    QCOMPARE(quoted.value(QStringLiteral("lines")).toArray(), QJsonArray{1});
    r = workbench({QStringLiteral("decision"), QStringLiteral("--project"), m_file, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("\"marking\": \"quoted\"")), r.said().constData());
}

void TestSupplierSheetCli::pricesInAnotherCurrency()
{
    // Line 1 in USD: refused while the project has no USD rate, and nothing is stored.
    xlsxedit::Parts parts = xlsxedit::unpack(m_sheet);
    const QString prices = QStringLiteral("xl/worksheets/sheet3.xml");
    QVERIFY(xlsxedit::setCell(parts, prices, QStringLiteral("D2"), xlsxedit::numberCell(2)));
    QVERIFY(xlsxedit::setCell(parts, prices, QStringLiteral("E2"), xlsxedit::numberCell(16)));
    QVERIFY(xlsxedit::setCell(parts, prices, QStringLiteral("F2"), xlsxedit::textCell(QStringLiteral("USD"))));
    QVERIFY(xlsxedit::pack(m_sheet, parts));
    const QStringList import = {
        QStringLiteral("supplier-sheet"), QStringLiteral("import"), QStringLiteral("--project"), m_file, m_sheet,
        QStringLiteral("--accept-all"),   QStringLiteral("--json")};
    Result r = workbench(import);
    QCOMPARE(r.exitCode, 1);
    const QJsonObject refusal = r.json().object().value(QStringLiteral("refusals")).toArray().at(0).toObject();
    QCOMPARE(refusal.value(QStringLiteral("cell")).toString(), QStringLiteral("F2"));
    QVERIFY2(refusal.value(QStringLiteral("reason")).toString().contains(QStringLiteral("\"USD\" is not a currency")),
             r.said().constData());

    // With a dated rate it is taken, converted: 2 USD × 16 × 8760 h × 0.9.
    r = workbench({QStringLiteral("cost"), QStringLiteral("rate"), QStringLiteral("set"), QStringLiteral("--project"),
                   m_file, QStringLiteral("--currency"), QStringLiteral("usd"), QStringLiteral("--in-base"),
                   QStringLiteral("0.9"), QStringLiteral("--date"), QStringLiteral("2026-11-30")});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    r = workbench({QStringLiteral("cost"), QStringLiteral("rate"), QStringLiteral("list"), QStringLiteral("--project"),
                   m_file, QStringLiteral("--json")});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    const QJsonObject rate = r.json().object().value(QStringLiteral("rates")).toArray().at(0).toObject();
    QCOMPARE(rate.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    QCOMPARE(rate.value(QStringLiteral("in_base")).toDouble(), 0.9);
    QCOMPARE(rate.value(QStringLiteral("as_of")).toString(), QStringLiteral("2026-11-30"));
    r = workbench(import);
    QVERIFY2(r.exitCode == 0, r.said().constData());
    r = workbench({QStringLiteral("cost"), QStringLiteral("prices"), QStringLiteral("--project"), m_file,
                   QStringLiteral("--candidate"), QStringLiteral("Blue"), QStringLiteral("--json")});
    const QJsonObject quoted = r.json().object().value(QStringLiteral("quoted_inputs")).toArray().at(0).toObject();
    QCOMPARE(quoted.value(QStringLiteral("value")).toDouble(), 2.0 * 16 * 8760 * 0.9);

    // The rate cannot go while a line needs it; a bad rate is a usage error.
    r = workbench({QStringLiteral("cost"), QStringLiteral("rate"), QStringLiteral("remove"),
                   QStringLiteral("--project"), m_file, QStringLiteral("--currency"), QStringLiteral("USD")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("the rate is needed to convert")), r.said().constData());
    r = workbench({QStringLiteral("cost"), QStringLiteral("rate"), QStringLiteral("set"), QStringLiteral("--project"),
                   m_file, QStringLiteral("--currency"), QStringLiteral("CHF"), QStringLiteral("--in-base"),
                   QStringLiteral("-1")});
    QCOMPARE(r.exitCode, 2);
}

void TestSupplierSheetCli::pdfForReading_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("expected");
    // The sheets' names, a question, a BOM field and a price-sheet header, in the supplier's language.
    QTest::newRow("de") << QStringLiteral("de")
                        << QStringList{QStringLiteral("Lieferantenarbeitsmappe: Blue / IB"), QStringLiteral("Preise"),
                                       QStringLiteral("Stückliste"), QStringLiteral("Kostenbestandteil")};
    QTest::newRow("ja") << QStringLiteral("ja")
                        << QStringList{QStringLiteral("サプライヤーワークブック: Blue / IB"), QStringLiteral("価格"),
                                       QStringLiteral("部品表")};
}

void TestSupplierSheetCli::pdfForReading()
{
    QFETCH(QString, language);
    QFETCH(QStringList, expected);
    const QString pdf = m_dir->filePath(QStringLiteral("blue.pdf"));
    const Result r = workbench({QStringLiteral("supplier-sheet"), QStringLiteral("export"), QStringLiteral("--project"),
                                m_file, QStringLiteral("--candidate"), QStringLiteral("Blue"), QStringLiteral("--lang"),
                                language, QStringLiteral("--out"), pdf});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    QVERIFY(!QFileInfo::exists(pdf + QStringLiteral(".part")));
    const testsupport::ProcessResult text =
        testsupport::runProcess(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    QVERIFY2(text.succeeded(), "pdftotext (poppler-utils, packaging/install-deps.sh) is needed");
    const QString content = QString::fromUtf8(text.out).simplified();
    for (const QString& words : expected)
        QVERIFY2(content.contains(words), qPrintable(words + QStringLiteral(" is not in:\n") + content.left(3000)));
}

void TestSupplierSheetCli::refusals()
{
    const QString before = answers();
    // The workbook is Blue's: named for Green, it is refused.
    Result r =
        workbench({QStringLiteral("supplier-sheet"), QStringLiteral("import"), QStringLiteral("--project"), m_file,
                   m_sheet, QStringLiteral("--candidate"), QStringLiteral("Green"), QStringLiteral("--accept-all")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("The workbook is for Blue / IB, not for Green / IB.")),
             r.said().constData());

    // A formula in an answer cell: refused with its sheet and cell.
    xlsxedit::Parts parts = xlsxedit::unpack(m_sheet);
    QVERIFY(xlsxedit::setCell(parts, QStringLiteral("xl/worksheets/sheet1.xml"), QStringLiteral("E2"),
                              xlsxedit::formulaCell(QStringLiteral("1+1"), QStringLiteral("2"))));
    QVERIFY(xlsxedit::pack(m_sheet, parts));
    r = workbench({QStringLiteral("supplier-sheet"), QStringLiteral("import"), QStringLiteral("--project"), m_file,
                   m_sheet, QStringLiteral("--accept-all")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("Fragebogen, cell E2: a formula where a value belongs")) ||
                 r.err.contains(QStringLiteral(", cell E2: a formula where a value belongs")),
             r.said().constData());
    QVERIFY2(r.err.contains(QStringLiteral("nothing was changed")), r.said().constData());

    // Neither --accept-all nor --dry-run: a usage error.
    r = workbench(
        {QStringLiteral("supplier-sheet"), QStringLiteral("import"), QStringLiteral("--project"), m_file, m_sheet});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(answers(), before);
}

QTEST_GUILESS_MAIN(TestSupplierSheetCli)
#include "testsuppliersheetcli.moc"
