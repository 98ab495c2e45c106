// SPDX-License-Identifier: Apache-2.0
#include "common/projectcontext.h"
#include "counters/counterdeltamodel.h"
#include "counters/counterspage.h"
#include "findchild.h"
#include "ingest/agentresults.h"
#include "remote/dispatchrunrepository.h"
#include "scriptedprompts.h"
#include "storage/projectfile.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::app;
using fw::core::ProjectFile;

// The Counters page over a project with stored counters dispatches (real agent streams from
// tests/fixtures/agent-streams) and over imported files.
class TestCountersPage : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void noProjectNoData();
    void listsOnlyCountersDispatches();
    void deltasAndAlarms();
    void notesWhenNothingCouldBeRead();
    void snapshotsGiveADeltaWithoutAlarms();
    void importFilesThroughPrompts();
    void importRefusesOtherStreams();
    void modelIsConsistent();

private:
    static QString fixturePath(const char* name)
    {
        return QStringLiteral(FW_SOURCE_DIR "/tests/fixtures/agent-streams/") + QLatin1StringView(name);
    }
    static QByteArray fixture(const char* name)
    {
        QFile f(fixturePath(name));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("cannot open %s", name);
        return f.readAll();
    }
    qint64 addDispatch(const char* subcommand, const QByteArray& stream);
    int rowOf(const QString& counter) const;
    // The page's widgets, found by their object names.
    QListWidget* sources() const { return child<QListWidget>(m_page.get(), "sources"); }
    QTableView* deltas() const { return child<QTableView>(m_page.get(), "deltas"); }
    QTableWidget* alarms() const { return child<QTableWidget>(m_page.get(), "alarms"); }
    QLabel* status() const { return child<QLabel>(m_page.get(), "status"); }
    QLabel* notes() const { return child<QLabel>(m_page.get(), "notes"); }
    QPushButton* importButton() const { return child<QPushButton>(m_page.get(), "import"); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectFile> m_project;
    fw::app::ProjectContext m_context;
    ScriptedPrompts m_prompts;
    std::unique_ptr<CountersPage> m_page;
};

void TestCountersPage::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_project = ProjectFile::create(m_dir->filePath(QStringLiteral("counters.fabwb")));
    m_prompts = ScriptedPrompts();
    m_context.setProject(m_project.get());
    m_page = std::make_unique<CountersPage>(m_prompts, m_context);
}

void TestCountersPage::cleanup()
{
    m_page.reset();
    m_context.setProject(nullptr);
    m_project.reset();
    m_dir.reset();
}

qint64 TestCountersPage::addDispatch(const char* subcommand, const QByteArray& stream)
{
    fw::core::DispatchResult result;
    result.status = fw::core::DispatchResult::Status::Complete;
    result.subcommand = QString::fromLatin1(subcommand);
    result.destination = QStringLiteral("node1");
    result.launcher = QStringLiteral("none");
    result.command = QStringLiteral("fabric-agent ") + result.subcommand;
    result.stream = stream;
    result.exitStatus = 0;
    result.startedAt = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
    result.finishedAt = result.startedAt.addSecs(2);
    return fw::core::DispatchRunRepository(*m_project).add(result, std::nullopt, std::nullopt);
}

int TestCountersPage::rowOf(const QString& counter) const
{
    const QAbstractItemModel* model = deltas()->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, CounterDeltaModel::Counter).data().toString() == counter)
            return row;
    }
    return -1;
}

void TestCountersPage::noProjectNoData()
{
    m_context.setProject(nullptr);
    m_project.reset();
    m_page->show();
    QCOMPARE(sources()->count(), 0);
    QVERIFY(status()->text().contains(QStringLiteral("No project is open")));
    m_project = ProjectFile::create(m_dir->filePath(QStringLiteral("other.fabwb")));
    m_context.setProject(m_project.get());
    m_page->reload();
    QVERIFY(status()->text().contains(QStringLiteral("No counter data in this project")));
    QCOMPARE(deltas()->model()->rowCount(), 0);
}

void TestCountersPage::listsOnlyCountersDispatches()
{
    addDispatch("storage", fixture("storage-2ranks.jsonl"));
    const qint64 id = addDispatch("counters", fixture("counters-delta-fault.jsonl"));
    addDispatch("replay", fixture("replay-synthetic.jsonl"));
    m_page->show();
    QCOMPARE(sources()->count(), 1);
    QVERIFY(sources()->item(0)->text().contains(QString::number(id)));
    QVERIFY(sources()->item(0)->text().contains(QStringLiteral("node1")));
}

void TestCountersPage::deltasAndAlarms()
{
    addDispatch("counters", fixture("counters-delta-fault.jsonl"));
    m_page->show();
    QCOMPARE(sources()->currentRow(), 0);
    const QAbstractItemModel* model = deltas()->model();
    QVERIFY(model->rowCount() > 10);
    const int linkDowned = rowOf(QStringLiteral("link_downed"));
    QVERIFY(linkDowned >= 0);
    QCOMPARE(model->index(linkDowned, CounterDeltaModel::Source).data().toString(), QStringLiteral("ib_port"));
    QCOMPARE(model->index(linkDowned, CounterDeltaModel::DevicePort).data().toString(), QStringLiteral("mlx5_0/1"));
    QCOMPARE(model->index(linkDowned, CounterDeltaModel::Before).data().toString(), QStringLiteral("1"));
    QCOMPARE(model->index(linkDowned, CounterDeltaModel::After).data().toString(), QStringLiteral("2"));
    QCOMPARE(model->index(linkDowned, CounterDeltaModel::Delta).data().toString(), QStringLiteral("1"));
    QCOMPARE(model->index(linkDowned, 0).data(CounterDeltaModel::SeverityRole).toString(), QStringLiteral("critical"));
    QVERIFY(model->index(linkDowned, 0).data(Qt::BackgroundRole).isValid());
    const int reset = rowOf(QStringLiteral("tx_packets"));
    QCOMPARE(model->index(reset, CounterDeltaModel::Delta).data().toString(), QStringLiteral("reset"));
    const int rcvData = rowOf(QStringLiteral("port_rcv_data"));
    QCOMPARE(model->index(rcvData, 0).data(CounterDeltaModel::SeverityRole).toString(), QString());
    QVERIFY(!model->index(rcvData, 0).data(Qt::BackgroundRole).isValid());

    QTableWidget* table = alarms();
    QVERIFY(table->rowCount() >= 5);
    int critical = 0;
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->data(Qt::UserRole).toString() == QLatin1StringView("critical")) {
            ++critical;
            QCOMPARE(table->item(row, 1)->text(), QStringLiteral("link_downed"));
            QCOMPARE(table->item(row, 0)->text(), QStringLiteral("critical"));
            QVERIFY(table->item(row, 0)->font().bold());
        }
    }
    QCOMPARE(critical, 1);
    QVERIFY(status()->text().contains(QStringLiteral("49 unchanged")));
    QVERIFY(notes()->isHidden());
}

void TestCountersPage::notesWhenNothingCouldBeRead()
{
    addDispatch("counters", fixture("counters-no-rdma.jsonl"));
    m_page->show();
    QVERIFY(status()->text().contains(QStringLiteral("No counter data")));
    QVERIFY(notes()->isVisible());
    QVERIFY(notes()->text().contains(QStringLiteral("no RDMA devices")));
    QCOMPARE(deltas()->model()->rowCount(), 0);
    QCOMPARE(alarms()->rowCount(), 0);
}

void TestCountersPage::snapshotsGiveADeltaWithoutAlarms()
{
    // A run that took two snapshots, as a plan's before/after pair would.
    addDispatch("counters", fixture("counters-snapshot-before.jsonl") + fixture("counters-snapshot-after.jsonl"));
    m_page->show();
    QVERIFY(rowOf(QStringLiteral("link_downed")) >= 0);
    QCOMPARE(alarms()->rowCount(), 0);
    QVERIFY(status()->text().contains(QStringLiteral("alarm rules were not applied")));
}

void TestCountersPage::importFilesThroughPrompts()
{
    m_page->show();
    m_prompts.filesAnswer = {fixturePath("counters-watch-host.jsonl"), fixturePath("counters-delta-fault.jsonl")};
    QTest::mouseClick(importButton(), Qt::LeftButton);
    QCOMPARE(sources()->count(), 2);
    QVERIFY(m_prompts.errors.isEmpty());
    QVERIFY(sources()->item(0)->text().contains(QStringLiteral("counters-watch-host.jsonl")));
    QCOMPARE(sources()->currentRow(), 1);
    QVERIFY(rowOf(QStringLiteral("symbol_error")) >= 0);
    sources()->setCurrentRow(0);
    QCOMPARE(deltas()->model()->rowCount(), 0);
    QVERIFY(notes()->text().contains(QStringLiteral("could not be run")));
    // Cancelled: nothing changes.
    m_prompts.filesAnswer.clear();
    QTest::mouseClick(importButton(), Qt::LeftButton);
    QCOMPARE(sources()->count(), 2);
}

void TestCountersPage::importRefusesOtherStreams()
{
    m_page->show();
    QCOMPARE(m_page->importFiles({fixturePath("storage-2ranks.jsonl"), fixturePath("malformed-bad-json.jsonl"),
                                  fixturePath("counters-no-rdma.jsonl")}),
             1);
    QCOMPARE(m_prompts.errors.size(), 1);
    QVERIFY(m_prompts.errors.at(0).contains(QStringLiteral("storage-2ranks.jsonl: no counters")));
    QVERIFY(m_prompts.errors.at(0).contains(QStringLiteral("malformed-bad-json.jsonl: line 3")));
    QCOMPARE(sources()->count(), 1);
}

void TestCountersPage::modelIsConsistent()
{
    CounterDeltaModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const fw::core::CounterDeltas parsed = fw::core::AgentResults::parseCounters(fixture("counters-delta-fault.jsonl"));
    model.setDelta(parsed.deltas.at(0));
    QCOMPARE(model.rowCount(), int(parsed.deltas.at(0).changes.size()));
    model.setDelta({});
    QCOMPARE(model.rowCount(), 0);
}

QTEST_MAIN(TestCountersPage)
#include "testcounterspage.moc"
