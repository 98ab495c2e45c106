// SPDX-License-Identifier: Apache-2.0
#include "common/projectcontext.h"
#include "findchild.h"
#include "scriptedprompts.h"
#include "storage/projectfile.h"
#include "storage/workloadrepository.h"
#include "worksheets/triagepage.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace fw::app;
using namespace fw::core;

// The workload description on the Triage page (issue 36): edited field by field, each edit stored and undoable, the
// problems of a description that cannot be laid out named under it, and the pattern's summary following every edit
// and every undo.
class TestWorkloadSection : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void editsAreStoredAndUndone();
    void kindChangesThePattern();

private:
    // Types `text` into the field's line edit and presses Enter, as a user does.
    void type(const char* name, const QString& text);
    std::optional<WorkloadDescription> stored() const { return WorkloadRepository(*m_project).load(); }
    QString summary() const { return child<QLabel>(m_page.get(), "workloadSummary")->text(); }
    QLabel* problems() const { return child<QLabel>(m_page.get(), "workloadProblems"); }

    QTemporaryDir m_dir;
    std::unique_ptr<ProjectFile> m_project;
    ProjectContext m_context;
    QUndoStack& m_undo = *m_context.undoStack();
    ScriptedPrompts m_prompts;
    std::unique_ptr<TriagePage> m_page;
};

void TestWorkloadSection::init()
{
    QVERIFY(m_dir.isValid());
    m_project = ProjectFile::create(m_dir.filePath(QStringLiteral("workload.fabwb")));
    m_context.setProject(m_project.get());
    m_prompts = ScriptedPrompts();
    m_page = std::make_unique<TriagePage>(m_prompts, m_context);
    m_page->resize(1000, 700);
    m_page->show();
    QApplication::setActiveWindow(m_page.get());
    QVERIFY(QTest::qWaitForWindowActive(m_page.get()));
}

void TestWorkloadSection::cleanup()
{
    m_page.reset();
    m_context.setProject(nullptr);
    m_project.reset();
    QFile::remove(m_dir.filePath(QStringLiteral("workload.fabwb")));
}

void TestWorkloadSection::type(const char* name, const QString& text)
{
    auto* line = child<QLineEdit>(m_page.get(), name);
    line->setFocus();
    line->selectAll();
    QTest::keyClicks(line, text);
    QTest::keyClick(line, Qt::Key_Return);
}

void TestWorkloadSection::editsAreStoredAndUndone()
{
    // Nothing stored yet: the example (Llama-2-7B, tp 8 × dp 2 on 2 × 8 GPUs) and its pattern are shown; typing the
    // example's own value stores nothing.
    QVERIFY(!stored());
    type("workload_layers", QStringLiteral("32"));
    QVERIFY(!stored());
    QCOMPARE(m_undo.count(), 0);
    QCOMPARE(child<QLineEdit>(m_page.get(), "workload_nodes")->text(), QStringLiteral("2"));
    const QString example = summary();
    QVERIFY2(example.contains(QLatin1String("Not described yet")), qPrintable(example));
    QVERIFY2(example.contains(QLatin1String("All-reduce dominates")), qPrintable(example));
    QVERIFY(problems()->isHidden());

    // Four nodes: stored at once, but tp 8 × pp 1 × dp 2 no longer fills 32 GPUs, so the field is named and there is
    // no pattern.
    type("workload_nodes", QStringLiteral("4"));
    QCOMPARE(stored().value().nodes, 4);
    QVERIFY(!problems()->isHidden());
    QVERIFY2(problems()->text().contains(QLatin1String("Data parallelism")), qPrintable(problems()->text()));
    QVERIFY2(problems()->text().contains(QLatin1String("but 4 nodes of 8 GPUs are 32")),
             qPrintable(problems()->text()));
    QVERIFY2(summary().contains(QLatin1String("No communication pattern")), qPrintable(summary()));

    // Data parallelism 4: valid again, and the data-parallel all-reduce is now over 4 ranks of twice the micro-batches
    // per step: a different summary.
    type("workload_data_parallel", QStringLiteral("4"));
    QCOMPARE(stored().value().dataParallel, 4);
    QVERIFY(problems()->isHidden());
    const QString four = summary();
    QVERIFY2(!four.contains(QLatin1String("Not described yet")), qPrintable(four));
    QVERIFY(four != example);
    QCOMPARE(m_undo.count(), 2);

    m_undo.undo();
    QCOMPARE(stored().value().dataParallel, 2);
    QCOMPARE(child<QLineEdit>(m_page.get(), "workload_data_parallel")->text(), QStringLiteral("2"));
    QVERIFY(!problems()->isHidden());
    m_undo.undo();
    QVERIFY(!stored()); // the first edit stored the description; undoing it removes it again
    QCOMPARE(child<QLineEdit>(m_page.get(), "workload_nodes")->text(), QStringLiteral("2"));
    QCOMPARE(summary(), example);

    m_undo.redo();
    m_undo.redo();
    QCOMPARE(stored().value().dataParallel, 4);
    QCOMPARE(summary(), four);
    // Typing the value already stored is no edit.
    type("workload_data_parallel", QStringLiteral("4"));
    QCOMPARE(m_undo.count(), 2);
    QVERIFY(m_prompts.errors.isEmpty());
}

void TestWorkloadSection::kindChangesThePattern()
{
    // The example on single-GPU replicas: tp 1, dp 16. Training: gradients all-reduced; inference: only the KV cache.
    type("workload_tensor_parallel", QStringLiteral("1"));
    type("workload_data_parallel", QStringLiteral("16"));
    QVERIFY2(summary().contains(QLatin1String("All-reduce: ")), qPrintable(summary()));
    auto* kind = child<QComboBox>(m_page.get(), "workloadKind");
    kind->setCurrentIndex(kind->findData(QStringLiteral("inference")));
    QCOMPARE(stored().value().kind, WorkloadKind::Inference);
    // 1024 requests over 16 replicas, 2 GiB of KV cache each: 64 × 2 GiB = 128 GiB of send/receive.
    QVERIFY2(summary().contains(QLatin1String("Send/receive: 128 GiB per step (100 %)")), qPrintable(summary()));
    QVERIFY2(!summary().contains(QLatin1String("All-reduce")), qPrintable(summary()));
    m_undo.undo();
    QCOMPARE(kind->currentData().toString(), QStringLiteral("pre_training"));
    QVERIFY2(summary().contains(QLatin1String("All-reduce: ")), qPrintable(summary()));
}

QTEST_MAIN(TestWorkloadSection)
#include "testworkloadsection.moc"
