// SPDX-License-Identifier: Apache-2.0
#include "candidates/candidatetablemodel.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using fw::app::CandidateTableModel;
using namespace fw::core;

class TestCandidateTableModel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void showsStoredCandidates();
    void editValidatesAndPersists();
    void undoRedoKeepIdsAndOrder();
    void failedWriteChangesNothing();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectFile> m_project;
    std::unique_ptr<QUndoStack> m_undo;
    std::unique_ptr<CandidateTableModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestCandidateTableModel::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = ProjectFile::create(m_dir->filePath(QStringLiteral("m.fabwb")));
    CandidateRepository repo(*m_project);
    repo.add({.supplier = QStringLiteral("A"), .offerName = QStringLiteral("a"), .nodeCount = 8});
    repo.add({.supplier = QStringLiteral("B"), .offerName = QStringLiteral("b"), .fabric = FabricKind::RoceV2});
    m_undo = std::make_unique<QUndoStack>();
    m_model = std::make_unique<CandidateTableModel>();
    m_tester = std::make_unique<QAbstractItemModelTester>(m_model.get(),
                                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_model->setProject(m_project.get(), m_undo.get());
}

void TestCandidateTableModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
    m_undo.reset();
    m_project.reset();
}

void TestCandidateTableModel::showsStoredCandidates()
{
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_model->columnCount(), int(CandidateTableModel::ColumnCount));
    QCOMPARE(m_model->index(0, CandidateTableModel::Nodes).data().toInt(), 8);
    QCOMPARE(m_model->index(1, CandidateTableModel::Fabric).data().toString(), QStringLiteral("RoCE v2"));
    QCOMPARE(m_model->index(1, CandidateTableModel::Fabric).data(Qt::EditRole).toString(), QStringLiteral("roce_v2"));
    QCOMPARE(m_model->headerData(0, Qt::Horizontal).toString(), QStringLiteral("Supplier"));
    QVERIFY(m_model->flags(m_model->index(0, 0)) & Qt::ItemIsEditable);
}

void TestCandidateTableModel::editValidatesAndPersists()
{
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    const QModelIndex nodes = m_model->index(0, CandidateTableModel::Nodes);
    QVERIFY(!m_model->setData(nodes, 0));
    QVERIFY(!m_model->setData(nodes, QStringLiteral("many")));
    QVERIFY(!m_model->setData(m_model->index(0, CandidateTableModel::Supplier), QStringLiteral("   ")));
    QVERIFY(!m_model->setData(m_model->index(0, CandidateTableModel::Fabric), QStringLiteral("token ring")));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(m_undo->count(), 0);

    QVERIFY(m_model->setData(nodes, 128));
    QVERIFY(m_model->setData(m_model->index(0, CandidateTableModel::Delivery), QStringLiteral("on_premises")));
    QCOMPARE(changed.count(), 2);
    QCOMPARE(m_undo->count(), 2);
    const Candidate stored = CandidateRepository(*m_project).all().first();
    QCOMPARE(stored.nodeCount, 128);
    QCOMPARE(stored.delivery, DeliveryModel::OnPremises);
}

void TestCandidateTableModel::undoRedoKeepIdsAndOrder()
{
    const qint64 firstId = m_model->candidate(0).id;
    // Something that belongs to the candidate, which its delete takes along and its undo brings back.
    m_project->query(QStringLiteral("INSERT INTO operating_model (candidate_id, item_key, value) VALUES (?, ?, ?)"),
                     {firstId, QStringLiteral("on_call"), QStringLiteral("24/7")});
    const auto owned = [&] {
        return m_project
            ->scalar(QStringLiteral("SELECT COUNT(*) FROM operating_model WHERE candidate_id = ?"), {firstId})
            .toInt();
    };
    m_model->removeCandidates({0});
    QCOMPARE(owned(), 0);
    QCOMPARE(m_model->rowCount(), 1);
    const int added = m_model->addCandidate();
    QCOMPARE(added, 1);
    const qint64 addedId = m_model->candidate(added).id;

    m_undo->undo(); // the add
    QCOMPARE(m_model->rowCount(), 1);
    m_undo->undo(); // the delete
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_model->candidate(0).id, firstId);
    QCOMPARE(m_model->candidate(0).supplier, QStringLiteral("A"));
    QCOMPARE(owned(), 1);
    m_undo->redo();
    QCOMPARE(owned(), 0);
    m_undo->redo();
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_model->candidate(1).id, addedId);
    QCOMPARE(CandidateRepository(*m_project).all().size(), 2);
}

void TestCandidateTableModel::failedWriteChangesNothing()
{
    // A real SQLite failure on the write path, the same route a full disk takes.
    m_project->query(QStringLiteral("CREATE TRIGGER full BEFORE UPDATE ON candidate "
                                    "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END"));
    QSignalSpy failed(m_model.get(), &CandidateTableModel::storageFailed);
    QVERIFY(!m_model->setData(m_model->index(0, CandidateTableModel::Nodes), 99));
    QCOMPARE(failed.count(), 1);
    QVERIFY(failed.first().first().toString().contains(QStringLiteral("disk is full")));
    QCOMPARE(m_model->candidate(0).nodeCount, 8);
    QCOMPARE(m_undo->count(), 0);
    QCOMPARE(CandidateRepository(*m_project).all().first().nodeCount, 8);
}

QTEST_MAIN(TestCandidateTableModel)
#include "testcandidatetablemodel.moc"
