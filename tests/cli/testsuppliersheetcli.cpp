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
    QCOMPARE(answers(), before);

    r = workbench({QStringLiteral("supplier-sheet"), QStringLiteral("import"), QStringLiteral("--project"), m_file,
                   m_sheet, QStringLiteral("--accept-all")});
    QVERIFY2(r.exitCode == 0, r.said().constData());
    QVERIFY2(r.out.contains(QStringLiteral("Stored every change.")), r.said().constData());
    QVERIFY(answers().contains(QStringLiteral("ib.nccl answered all_reduce_perf auf 128 GPUs\n389 GB/s at 1024 MiB")));
    QVERIFY(answers().contains(QStringLiteral("gpu_model=H100 SXM5")));
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
