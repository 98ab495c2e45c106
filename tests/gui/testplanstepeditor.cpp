// SPDX-License-Identifier: Apache-2.0
#include "common/projectcontext.h"
#include "faults/faultspage.h"
#include "faults/planstepeditor.h"
#include "findchild.h"
#include "scriptedprompts.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>
#include <QTreeWidget>
#include <algorithm>

using namespace fw;
using Kind = core::PlanStep::Kind;

// The page with no project open, the standard plan in its editor.
struct Page
{
    ScriptedPrompts prompts;
    app::ProjectContext context; // no project open
    app::FaultsPage page{prompts, context};
    // Its widgets, found by their object names.
    QPlainTextEdit* json = child<QPlainTextEdit>(&page, "planEditor");
    QLabel* planProblems = child<QLabel>(&page, "planProblems");
    QLabel* planWarnings = child<QLabel>(&page, "planWarnings");
    QTreeWidget* steps = child<QTreeWidget>(&page, "steps");
    app::PlanStepEditor* form = child<app::PlanStepEditor>(&page, "stepEditor");
    // The step form's fields.
    QLabel* stepTitle = child<QLabel>(form, "stepTitle");
    QComboBox* stepKind = child<QComboBox>(form, "stepKind");
    QLineEdit* stepLabel = child<QLineEdit>(form, "stepLabel");
    QSpinBox* repeats = child<QSpinBox>(form, "repeats");
    QLineEdit* benchArguments = child<QLineEdit>(form, "benchArguments");
    QLineEdit* agentArguments = child<QLineEdit>(form, "agentArguments");
    QLineEdit* node = child<QLineEdit>(form, "node");
    QSpinBox* ttl = child<QSpinBox>(form, "ttl");
    QSpinBox* lease = child<QSpinBox>(form, "lease");
    QDoubleSpinBox* recoveryTolerance = child<QDoubleSpinBox>(form, "recoveryTolerance");
    QSpinBox* recoveryMax = child<QSpinBox>(form, "recoveryMax");
    QLineEdit* isolationNodes = child<QLineEdit>(form, "isolationNodes");
    QDoubleSpinBox* isolationTolerance = child<QDoubleSpinBox>(form, "isolationTolerance");
    QDoubleSpinBox* minBusbw = child<QDoubleSpinBox>(form, "minBusbw");
    QLabel* stepProblems = child<QLabel>(form, "stepProblems");
    QLineEdit* planName = child<QLineEdit>(&page, "planName");
    QComboBox* newStepKind = child<QComboBox>(&page, "newStepKind");
    QPushButton* addStep = child<QPushButton>(&page, "addStep");
    QPushButton* duplicateStep = child<QPushButton>(&page, "duplicateStep");
    QPushButton* removeStep = child<QPushButton>(&page, "removeStep");
    QPushButton* moveStepUp = child<QPushButton>(&page, "moveStepUp");
    QPushButton* moveStepDown = child<QPushButton>(&page, "moveStepDown");
    QPushButton* run = child<QPushButton>(&page, "run");

    // The plan as the JSON text says it, read as strictly as a run reads it.
    core::AcceptancePlan plan() const
    {
        QString error;
        const auto read = core::AcceptancePlan::fromJson(json->toPlainText().toUtf8(), &error);
        if (!read)
            qWarning("plan does not read: %s", qPrintable(error));
        return read.value_or(core::AcceptancePlan{});
    }
    // The plan as written, accepting one that problems() refuses.
    core::AcceptancePlan lenientPlan() const
    {
        return core::AcceptancePlan::read(json->toPlainText().toUtf8(), nullptr).value_or(core::AcceptancePlan{});
    }
    QStringList labels() const
    {
        QStringList result;
        for (const core::PlanStep& step : lenientPlan().steps)
            result << step.label;
        return result;
    }
    int current() const { return steps->indexOfTopLevelItem(steps->currentItem()); }
    void select(int step) const { steps->setCurrentItem(steps->topLevelItem(step)); }
    void chooseNewKind(Kind kind) const { newStepKind->setCurrentIndex(newStepKind->findData(int(kind))); }
};

// The Faults & Replay page's step form: it edits the chosen step, the JSON text follows, and JSON edited by hand
// comes back into the form; a text that is not a plan leaves the form disabled.
class TestPlanStepEditor : public QObject
{
    Q_OBJECT

private:
    // Replaces the text of `edit` as a user would: select all, type.
    static void retype(QLineEdit* edit, const QString& text)
    {
        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        if (text.isEmpty())
            QTest::keyClick(edit, Qt::Key_Delete);
        else
            QTest::keyClicks(edit, text);
    }

    // Whether the field's row is shown in the form (its editor and its label).
    static bool shown(app::PlanStepEditor* form, QWidget* field)
    {
        return form->isFieldShown(field) && field->isVisibleTo(form);
    }

private slots:
    void formShowsTheChosenStep()
    {
        Page p;
        const core::AcceptancePlan plan = p.plan();
        QCOMPARE(plan.steps.size(), 6);
        QCOMPARE(p.steps->topLevelItemCount(), 6);
        QCOMPARE(p.current(), 0);
        QVERIFY(p.form->isEnabled());
        QCOMPARE(p.form->step(), plan.steps.at(0));
        QCOMPARE(p.planName->text(), plan.name);
        p.select(1);
        QCOMPARE(p.form->step(), plan.steps.at(1));
        QCOMPARE(p.stepKind->currentData().toInt(), int(Kind::Fault));
        QCOMPARE(p.agentArguments->text(), QStringLiteral("--kind link-degraded --interface ib0 "
                                                          "--rate 200mbit"));
        QCOMPARE(p.ttl->value(), 120);
        QCOMPARE(p.recoveryTolerance->value(), 20.0);
    }

    void addAFaultStepAndFillItIn()
    {
        Page p;
        p.page.show();
        const core::AcceptancePlan before = p.plan();
        p.select(0);
        p.chooseNewKind(Kind::Fault);
        QTest::mouseClick(p.addStep, Qt::LeftButton);
        QCOMPARE(p.steps->topLevelItemCount(), 7);
        QCOMPARE(p.current(), 1);
        app::PlanStepEditor* form = p.form;
        QVERIFY(form->isEnabled());
        QCOMPARE(form->step().kind, Kind::Fault);
        QCOMPARE(p.plan().steps.at(1), app::PlanStepEditor::defaultStep(Kind::Fault));

        retype(p.stepLabel, QStringLiteral("Port down on node3"));
        retype(p.node, QStringLiteral("node3"));
        retype(p.agentArguments, QStringLiteral("--kind link-down --interface 'ib 1'"));
        retype(p.benchArguments, QStringLiteral("-b 8 -e 1M -n 20"));
        p.ttl->setFocus();
        QTest::keyClick(p.ttl, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(p.ttl, QStringLiteral("300"));
        p.lease->setValue(30);
        p.recoveryTolerance->setValue(50);
        p.recoveryMax->setValue(90);

        core::PlanStep expected;
        expected.kind = Kind::Fault;
        expected.label = QStringLiteral("Port down on node3");
        expected.node = QStringLiteral("node3");
        expected.agentArgs = {QStringLiteral("--kind"), QStringLiteral("link-down"), QStringLiteral("--interface"),
                              QStringLiteral("ib 1")};
        expected.benchArgs = {QStringLiteral("-b"), QStringLiteral("8"),  QStringLiteral("-e"),
                              QStringLiteral("1M"), QStringLiteral("-n"), QStringLiteral("20")};
        expected.ttlSeconds = 300;
        expected.leaseSeconds = 30;
        expected.recoveryTolerance = 0.5;
        expected.recoveryMaxSeconds = 90;
        expected.replayArgs = app::PlanStepEditor::defaultStep(Kind::Fault).replayArgs; // the workload, kept
        const core::AcceptancePlan written = p.plan();
        QCOMPARE(written.steps.size(), 7);
        QCOMPARE(written.steps.at(1), expected);
        QCOMPARE(p.form->step(), expected);
        // The other steps are as they were.
        QCOMPARE(written.steps.at(0), before.steps.at(0));
        QCOMPARE(written.steps.mid(2), before.steps.mid(1));
        QVERIFY(p.planProblems->text().isEmpty());
        QVERIFY(p.stepProblems->isHidden());
        QCOMPARE(p.steps->topLevelItem(1)->text(2), expected.label);
        // The JSON is the plan's own format, and it reads back to the same plan.
        QCOMPARE(p.json->toPlainText().toUtf8(), written.toJson());

        // The form keeps the words as typed while they are edited; showing the step again quotes them.
        QCOMPARE(p.agentArguments->text(), QStringLiteral("--kind link-down --interface 'ib 1'"));

        // JSON edited by hand comes back into the form.
        core::AcceptancePlan edited = written;
        edited.steps[1].ttlSeconds = 200;
        edited.steps[1].agentArgs << QStringLiteral("--allow-ssh-interface");
        p.json->selectAll();
        p.json->insertPlainText(QString::fromUtf8(edited.toJson()));
        QCOMPARE(p.current(), 1);
        QCOMPARE(p.ttl->value(), 200);
        QCOMPARE(p.agentArguments->text(), QStringLiteral("--kind link-down --interface 'ib 1' --allow-ssh-interface"));

        // The editor's undo takes the hand edit back, and the form follows.
        p.json->undo();
        QCOMPARE(p.plan(), written);
        QCOMPARE(p.ttl->value(), 300);
    }

    // A value the form cannot show exactly (a tolerance finer than its 0.1 %) survives edits of other fields.
    void untouchedFieldsKeepTheirValues()
    {
        Page p;
        core::AcceptancePlan plan = p.plan();
        plan.steps[1].recoveryTolerance = 0.12345;
        p.json->setPlainText(QString::fromUtf8(plan.toJson()));
        p.select(1);
        QCOMPARE(p.recoveryTolerance->value(), 12.3);
        retype(p.stepLabel, QStringLiteral("Slow link"));
        plan.steps[1].label = QStringLiteral("Slow link");
        QCOMPARE(p.plan(), plan);
    }

    void planNameIsEditable()
    {
        Page p;
        retype(p.planName, QStringLiteral("Rack 4 acceptance"));
        QCOMPARE(p.plan().name, QStringLiteral("Rack 4 acceptance"));
    }

    void kindDecidesTheFields_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("fields");
        QTest::addRow("baseline") << int(Kind::Baseline)
                                  << QStringList{QStringLiteral("repeats"), QStringLiteral("bench")};
        QTest::addRow("fault") << int(Kind::Fault)
                               << QStringList{QStringLiteral("bench"),   QStringLiteral("args"),
                                              QStringLiteral("node"),    QStringLiteral("ttl"),
                                              QStringLiteral("lease"),   QStringLiteral("tolerance"),
                                              QStringLiteral("recovery")};
        QTest::addRow("storage") << int(Kind::Storage) << QStringList{QStringLiteral("args")};
        QTest::addRow("replay") << int(Kind::Replay) << QStringList{QStringLiteral("args")};
        QTest::addRow("counters") << int(Kind::Counters) << QStringList{QStringLiteral("node")};
    }

    void kindDecidesTheFields()
    {
        QFETCH(int, kind);
        QFETCH(QStringList, fields);
        Page p;
        app::PlanStepEditor* form = p.form;
        const QList<std::pair<QString, QWidget*>> all = {{QStringLiteral("repeats"), p.repeats},
                                                         {QStringLiteral("bench"), p.benchArguments},
                                                         {QStringLiteral("args"), p.agentArguments},
                                                         {QStringLiteral("node"), p.node},
                                                         {QStringLiteral("ttl"), p.ttl},
                                                         {QStringLiteral("lease"), p.lease},
                                                         {QStringLiteral("tolerance"), p.recoveryTolerance},
                                                         {QStringLiteral("recovery"), p.recoveryMax}};
        // The standard plan has one step of each kind.
        const QList<core::PlanStep> steps = p.plan().steps;
        const auto step =
            std::find_if(steps.cbegin(), steps.cend(), [&](const core::PlanStep& s) { return int(s.kind) == kind; });
        QVERIFY(step != steps.cend());
        p.select(int(step - steps.cbegin()));
        QCOMPARE(int(form->step().kind), kind);
        for (const auto& [name, field] : all)
            QVERIFY2(shown(form, field) == fields.contains(name), qPrintable(name));
        QVERIFY(shown(form, p.stepKind));
        QVERIFY(shown(form, p.stepLabel));
    }

    void changingTheKindChangesTheFieldsAndTheStep()
    {
        Page p;
        app::PlanStepEditor* form = p.form;
        p.select(0); // baseline, with a label of the user's
        retype(p.stepLabel, QStringLiteral("Warm-up"));
        QVERIFY(shown(form, p.repeats));
        QVERIFY(!shown(form, p.ttl));

        // The keyboard on the kind list: the next kind down is a fault.
        p.stepKind->setFocus();
        QTest::keyClick(p.stepKind, Qt::Key_Down);
        QCOMPARE(p.stepKind->currentData().toInt(), int(Kind::Fault));
        QVERIFY(!shown(form, p.repeats));
        QVERIFY(shown(form, p.ttl));
        QVERIFY(shown(form, p.agentArguments));
        const core::PlanStep fault = p.plan().steps.at(0);
        QCOMPARE(fault.kind, Kind::Fault);
        QCOMPARE(fault.label, QStringLiteral("Warm-up"));
        // The baseline's benchmark stays; the fault's arguments are the standard fault's.
        QCOMPARE(fault.benchArgs, app::PlanStepEditor::defaultStep(Kind::Baseline).benchArgs);
        QCOMPARE(fault.agentArgs, app::PlanStepEditor::defaultStep(Kind::Fault).agentArgs);
        QCOMPARE(p.steps->topLevelItem(0)->text(1), QStringLiteral("Fault"));

        QTest::keyClick(p.stepKind, Qt::Key_Down);
        QCOMPARE(p.plan().steps.at(0).kind, Kind::Storage);
        QVERIFY(!shown(form, p.benchArguments));
        QVERIFY(!shown(form, p.node));
        QVERIFY(shown(form, p.agentArguments));
        QCOMPARE(p.plan().steps.at(0).agentArgs, app::PlanStepEditor::defaultStep(Kind::Storage).agentArgs);
    }

    // Issue 22: a bad-node isolation step is added and filled in like the others; too few nodes is a problem of the
    // step that names the field, and stops the run until fixed.
    void addAnIsolateStepAndFillItIn()
    {
        Page p;
        p.page.show();
        p.select(4);
        p.chooseNewKind(Kind::Isolate);
        QTest::mouseClick(p.addStep, Qt::LeftButton);
        QCOMPARE(p.current(), 5);
        app::PlanStepEditor* form = p.form;
        QCOMPARE(form->step().kind, Kind::Isolate);
        QCOMPARE(p.plan().steps.at(5), app::PlanStepEditor::defaultStep(Kind::Isolate));
        QVERIFY(!p.plan().steps.at(5).benchArgs.isEmpty());
        for (QWidget* field : {static_cast<QWidget*>(p.isolationNodes), static_cast<QWidget*>(p.isolationTolerance),
                               static_cast<QWidget*>(p.minBusbw), static_cast<QWidget*>(p.benchArguments)})
            QVERIFY(shown(form, field));
        for (QWidget* field : {static_cast<QWidget*>(p.node), static_cast<QWidget*>(p.ttl),
                               static_cast<QWidget*>(p.agentArguments), static_cast<QWidget*>(p.repeats)})
            QVERIFY(!shown(form, field));
        QVERIFY(p.planProblems->text().isEmpty());

        retype(p.isolationNodes, QStringLiteral("node1 node2 node3"));
        QVERIFY2(p.stepProblems->text().contains(
                     QLatin1String("Step 6, field \"nodes\": an isolate step needs at least 4 nodes")),
                 qPrintable(p.stepProblems->text()));
        QVERIFY(!p.planProblems->text().isEmpty());
        retype(p.isolationNodes, QStringLiteral("node1 node2 node3 node4 node5"));
        QVERIFY(p.stepProblems->text().isEmpty());
        QVERIFY(p.planProblems->text().isEmpty());
        p.isolationTolerance->setValue(30);
        p.minBusbw->setValue(2.5);
        const core::PlanStep written = p.plan().steps.at(5);
        QCOMPARE(written.nodes.size(), 5);
        QCOMPARE(written.nodes.last(), QStringLiteral("node5"));
        QCOMPARE(written.isolationTolerance, 0.3);
        QCOMPARE(written.minBusbwGBs, 2.5);
        QVERIFY(p.steps->topLevelItem(5)->text(4).contains(QLatin1String("node5")));
        // The JSON edited by hand comes back into the form.
        core::AcceptancePlan edited = p.plan();
        edited.steps[5].isolationTolerance = 0.6;
        p.json->selectAll();
        p.json->insertPlainText(QString::fromUtf8(edited.toJson()));
        QCOMPARE(p.isolationTolerance->value(), 60.0);
    }

    void stepProblemsShowInTheFormAndStopTheRun()
    {
        Page p;
        app::PlanStepEditor* form = p.form;
        p.select(1); // the fault
        retype(p.agentArguments, QStringLiteral("--interface ib0 --ttl 5"));
        // The plan is still written and still editable in the form, but cannot run.
        const core::AcceptancePlan written = p.lenientPlan();
        QCOMPARE(written.steps.at(1).agentArgs, (QStringList{QStringLiteral("--interface"), QStringLiteral("ib0"),
                                                             QStringLiteral("--ttl"), QStringLiteral("5")}));
        QVERIFY(form->isEnabled());
        QCOMPARE(p.steps->topLevelItemCount(), 6);
        const QString problems = p.stepProblems->text();
        QVERIFY2(problems.contains(QLatin1String("Step 2, field \"args\": a fault needs --kind")),
                 qPrintable(problems));
        QVERIFY2(problems.contains(QLatin1String("--ttl is set by the plan")), qPrintable(problems));
        QVERIFY(!p.planProblems->text().isEmpty());
        QVERIFY(!p.run->isEnabled());
        // Another step's form does not show them.
        p.select(0);
        QVERIFY(p.stepProblems->text().isEmpty());
        p.select(1);
        QVERIFY(p.stepProblems->text().contains(QLatin1String("--kind")));

        // A lease longer than the TTL, from the spin boxes.
        retype(p.agentArguments, QStringLiteral("--kind link-down --interface ib0"));
        QVERIFY(p.stepProblems->text().isEmpty());
        QVERIFY(p.planProblems->text().isEmpty());
        p.lease->setValue(500);
        QVERIFY(p.stepProblems->text().contains(QLatin1String("the lease (500 s) is longer")));

        // An open quote is named and the plan keeps the last complete words.
        p.lease->setValue(15);
        retype(p.agentArguments, QStringLiteral("--kind link-down --interface 'ib0"));
        QVERIFY(p.stepProblems->text().contains(QLatin1String("quote is not closed")));
        QCOMPARE(p.plan().steps.at(1).agentArgs.last(), QStringLiteral("--interface"));
        QTest::keyClick(p.agentArguments, Qt::Key_Apostrophe);
        QCOMPARE(p.plan().steps.at(1).agentArgs.last(), QStringLiteral("ib0"));
        QVERIFY(p.stepProblems->text().isEmpty());
    }

    // A fault that cannot reach the benchmark's traffic is shown beside the problems, but the plan can still run.
    void reachWarningsShowButDoNotStopTheRun()
    {
        Page p;
        p.page.show();
        p.select(1); // the standard plan's fault: link-degraded (tbf) on ib0
        QVERIFY(p.planWarnings->text().isEmpty());
        QVERIFY(p.planWarnings->isHidden());
        retype(p.benchArguments, QStringLiteral("--backend nccl -b 8 -e 4M -f 4 -n 50"));
        QVERIFY2(p.planWarnings->text().startsWith(QLatin1String("Step 2: link-degraded reaches only kernel IP")),
                 qPrintable(p.planWarnings->text()));
        QVERIFY(p.planWarnings->isVisible());
        QVERIFY(p.planProblems->text().isEmpty());
        QVERIFY(p.plan().problems().isEmpty());
        // A kind that reaches the RDMA path takes the warning away.
        retype(p.agentArguments, QStringLiteral("--kind ib-port-degrade --interface ib0 --width 1x"));
        QVERIFY2(p.planWarnings->text().isEmpty(), qPrintable(p.planWarnings->text()));
        QVERIFY(p.planWarnings->isHidden());
    }

    void invalidJsonDisablesTheForm()
    {
        Page p;
        p.json->setPlainText(QStringLiteral(
            R"({"format": "fabric-workbench-plan", "version": 1, "steps": [{"kind": "baseline", "repeats": -1}]})"));
        QVERIFY(!p.form->isEnabled());
        QVERIFY(!p.planName->isEnabled());
        QVERIFY(p.planProblems->text().contains(QLatin1String("Step 1, field \"repeats\"")));
        QCOMPARE(p.steps->topLevelItemCount(), 0);
        for (QPushButton* button : {p.addStep, p.duplicateStep, p.removeStep, p.moveStepUp, p.moveStepDown})
            QVERIFY2(!button->isEnabled(), qPrintable(button->text()));

        p.json->setPlainText(QStringLiteral("{ not json"));
        QVERIFY(!p.form->isEnabled());
        QVERIFY(p.planProblems->text().startsWith(QLatin1String("Line 1:")));

        // Fixed by hand: the form comes back with the step.
        p.json->setPlainText(QStringLiteral(
            R"({"format": "fabric-workbench-plan", "version": 1, "steps": [{"kind": "baseline", "repeats": 4}]})"));
        QVERIFY(p.form->isEnabled());
        QCOMPARE(p.repeats->value(), 4);
        QVERIFY(p.addStep->isEnabled());
    }

    void emptyEditorStartsANewPlan()
    {
        Page p;
        p.json->clear();
        QVERIFY(!p.form->isEnabled());
        QVERIFY(p.addStep->isEnabled());
        p.chooseNewKind(Kind::Counters);
        p.addStep->click();
        const core::AcceptancePlan plan = p.plan();
        QCOMPARE(plan.steps.size(), 1);
        QCOMPARE(plan.steps.at(0).kind, Kind::Counters);
        QVERIFY(p.form->isEnabled());
        QVERIFY(p.planProblems->text().isEmpty());
    }

    void moveDuplicateAndRemoveSteps()
    {
        Page p;
        const QStringList standard = p.labels();
        QCOMPARE(standard.size(), 6);
        p.select(0);
        QVERIFY(!p.moveStepUp->isEnabled());
        QTest::mouseClick(p.moveStepDown, Qt::LeftButton);
        QCOMPARE(p.labels(),
                 (QStringList{standard[1], standard[0], standard[2], standard[3], standard[4], standard[5]}));
        QCOMPARE(p.current(), 1);
        QCOMPARE(p.stepLabel->text(), standard[0]);

        p.select(5);
        QVERIFY(!p.moveStepDown->isEnabled());
        QTest::mouseClick(p.moveStepUp, Qt::LeftButton);
        QCOMPARE(p.labels(),
                 (QStringList{standard[1], standard[0], standard[2], standard[3], standard[5], standard[4]}));
        QCOMPARE(p.current(), 4);

        QTest::mouseClick(p.duplicateStep, Qt::LeftButton);
        QCOMPARE(p.labels(), (QStringList{standard[1], standard[0], standard[2], standard[3], standard[5], standard[5],
                                          standard[4]}));
        QCOMPARE(p.current(), 5);
        QCOMPARE(p.plan().steps.at(4), p.plan().steps.at(5));

        QTest::mouseClick(p.removeStep, Qt::LeftButton);
        QTest::mouseClick(p.removeStep, Qt::LeftButton);
        QCOMPARE(p.labels(), (QStringList{standard[1], standard[0], standard[2], standard[3], standard[5]}));
        QCOMPARE(p.current(), 4);
        QCOMPARE(p.stepLabel->text(), standard[5]);
        QCOMPARE(p.stepTitle->text(), QStringLiteral("Step 5: Replay"));

        while (p.removeStep->isEnabled())
            p.removeStep->click();
        QVERIFY(p.lenientPlan().steps.isEmpty());
        QVERIFY(!p.form->isEnabled());
        QVERIFY(p.planProblems->text().contains(QLatin1String("no steps")));
        QVERIFY(p.addStep->isEnabled());
    }
};

QTEST_MAIN(TestPlanStepEditor)
#include "testplanstepeditor.moc"
