// SPDX-License-Identifier: Apache-2.0
#include "costdecision/decisionpage.h"

#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "costdecision/decisionmatrixmodel.h"
#include "costdecision/decisionworksheetmodel.h"
#include "procurementsteps.h"
#include "prompts.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/decisionrepository.h"
#include "storage/projectfile.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>
#include <memory>
#include <optional>

namespace fw::app {

using namespace fw::core;

DecisionPage::DecisionPage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : EvidencePage(prompts, context, parent), m_intro(new QLabel(this)),
      m_thisComputer(named(new QLabel(this), "thisComputerNotice")), m_beforeBenchmark(new QLabel(this)),
      m_waiting(named(new QLabel(this), "waitingForEvidence")), m_nextStep(named(new QPushButton(this), "nextStep")),
      m_toolBar(new QToolBar(this)), m_add(m_toolBar->addAction(QString())), m_remove(m_toolBar->addAction(QString())),
      m_matrix(new DecisionMatrixModel(this)), m_matrixView(new QTableView(this)), m_recommendation(new QLabel(this)),
      m_marginNote(new QLabel(this)), m_comparison(named(new QLabel(this), "comparisonLabel")),
      m_worksheetTitle(new QLabel(this)), m_copy(new QPushButton(this)),
      m_export(named(new QPushButton(this), "exportWorksheet")), m_worksheet(new DecisionWorksheetModel(this)),
      m_worksheetView(new QTableView(this))
{
    // The worksheet title is long in German: it wraps rather than being cut off (testlocalisedlayouts).
    for (QLabel* label : {m_intro, m_thisComputer, m_beforeBenchmark, m_waiting, m_recommendation, m_marginNote,
                          m_comparison, m_worksheetTitle})
        label->setWordWrap(true);
    m_waiting->setTextFormat(Qt::PlainText);
    m_comparison->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_thisComputer->setMargin(6);
    m_thisComputer->setStyleSheet(QStringLiteral("background: #fde2d2; color: #4a1800;"));
    m_thisComputer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_thisComputer->hide();
    m_beforeBenchmark->setMargin(6);
    m_beforeBenchmark->setStyleSheet(QStringLiteral("background: #fff6d5; color: #3d3000;"));
    m_recommendation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bigger = m_recommendation->font();
    bigger.setBold(true);
    bigger.setPointSizeF(bigger.pointSizeF() * 1.15);
    m_recommendation->setFont(bigger);

    m_matrixView->setModel(m_matrix);
    m_matrixView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_matrixView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_matrixView->verticalHeader()->hide();
    m_matrixView->horizontalHeader()->setStretchLastSection(true);
    m_matrixView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                  QAbstractItemView::AnyKeyPressed);
    m_worksheetView->setModel(m_worksheet);
    m_worksheetView->verticalHeader()->hide();
    m_worksheetView->setWordWrap(true);
    m_worksheetView->horizontalHeader()->setStretchLastSection(true);

    auto* matrixBox = new QWidget(this);
    auto* matrixLayout = new QVBoxLayout(matrixBox);
    matrixLayout->setContentsMargins(0, 0, 0, 0);
    matrixLayout->addWidget(m_toolBar);
    matrixLayout->addWidget(m_matrixView, 1);
    matrixLayout->addWidget(m_recommendation);
    matrixLayout->addWidget(m_marginNote);
    matrixLayout->addWidget(m_comparison);
    auto* worksheetBox = new QWidget(this);
    auto* worksheetLayout = new QVBoxLayout(worksheetBox);
    worksheetLayout->setContentsMargins(0, 0, 0, 0);
    auto* worksheetHeader = new QHBoxLayout;
    worksheetHeader->addWidget(m_worksheetTitle, 1);
    worksheetHeader->addWidget(m_copy);
    worksheetHeader->addWidget(m_export);
    worksheetLayout->addLayout(worksheetHeader);
    worksheetLayout->addWidget(m_worksheetView, 1);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(matrixBox);
    splitter->addWidget(worksheetBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_thisComputer);
    layout->addWidget(m_beforeBenchmark);
    auto* waiting = new QHBoxLayout;
    waiting->addWidget(m_waiting, 1);
    waiting->addWidget(m_nextStep, 0, Qt::AlignTop);
    layout->addLayout(waiting);
    layout->addWidget(splitter, 1);
    connect(m_nextStep, &QPushButton::clicked, this, [this] { emit stepRequested(m_nextTarget); });

    connect(m_add, &QAction::triggered, this, &DecisionPage::addCriterion);
    connect(m_remove, &QAction::triggered, this, &DecisionPage::removeSelectedCriterion);
    connect(m_copy, &QPushButton::clicked, this, &DecisionPage::copyWorksheet);
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path =
            this->prompts().exportPath(this, tr("Export the worksheet"), QString(), tr("CSV files (*.csv)"));
        if (!path.isEmpty())
            exportWorksheet(path);
    });
    connect(m_matrixView->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DecisionPage::updateActions);
    connect(m_matrix, &QAbstractItemModel::modelReset, this, &DecisionPage::updateActions);
    connect(m_matrix, &DecisionMatrixModel::criterionEdited, this,
            [this](const Criterion& before, const Criterion& after) {
                const QString text = before.weight != after.weight ? tr("Set the weight of %1").arg(after.title())
                                                                   : tr("Rename the criterion %1").arg(before.title());
                push(text, [this, before, after](bool forward) {
                    DecisionRepository(*project()).updateCriterion(forward ? after : before);
                });
            });
    connect(m_matrix, &DecisionMatrixModel::scoreEdited, this,
            [this](qint64 criterionId, qint64 candidateId, const std::optional<ManualScore>& before,
                   std::optional<ManualScore> after) {
                // A typed score over an automatic one is an override: it is in force only with its reason.
                if (after && after->overridesEvidence && after->note.trimmed().isEmpty()) {
                    after->note = this->prompts()
                                      .text(this, tr("Override the automatic score"),
                                            tr("Why does the typed score replace the one computed from the "
                                               "evidence? The reason is shown with the score and in the report."))
                                      .trimmed();
                    if (after->note.isEmpty()) {
                        this->prompts().showError(this, tr("Score not changed"),
                                                  tr("An override of an automatic score needs a reason."));
                        refresh();
                        return;
                    }
                }
                push(tr("Edit a score"), [this, criterionId, candidateId, before, after](bool forward) {
                    DecisionRepository(*project()).setScore(criterionId, candidateId, forward ? after : before);
                });
            });
    connect(m_worksheet, &DecisionWorksheetModel::noteEdited, this,
            [this](const WorksheetNote& before, const WorksheetNote& after) {
                push(tr("Edit the worksheet"), [this, before, after](bool forward) {
                    DecisionRepository(*project()).setNote(forward ? after : before);
                });
            });
    retranslate();
}

void DecisionPage::retranslate()
{
    m_intro->setText(tr("Weigh the criteria and score each candidate from 0 to 10. Scores backed by stored evidence "
                        "are computed (blue, with source and formula in the tooltip); the others are typed as \"7\" "
                        "or \"7 ± 1.5\", the ± saying how sure you are. Use the matrix after the benchmark, not "
                        "before."));
    m_add->setText(tr("Add criterion"));
    m_remove->setText(tr("Remove criterion"));
    m_marginNote->setText(
        tr("Tie margin: 2 × √(Σ (weight share)² × (σ₁² + σ₂²)) over the criteria, σ being each score's ± (1 for a "
           "typed score unless given, 0.5 for an automatic one). Candidates closer than that cannot be told apart "
           "by this matrix, and the recommendation is to rent or benchmark both."));
    m_worksheetTitle->setText(tr("<b>Worksheet for the procurement document</b>: operations owner and "
                                 "expansion path are typed here"));
    m_copy->setText(tr("Copy as table"));
    m_export->setText(tr("Export CSV..."));
    m_matrix->retranslate();
}

void DecisionPage::refresh()
{
    m_snapshot = core::CostDecisionSnapshot::load(project());
    m_matrix->show(m_snapshot, isEditable());
    m_worksheet->show(m_snapshot, isEditable());
    m_matrixView->resizeColumnsToContents();
    m_worksheetView->resizeColumnsToContents();
    for (int column = 0; column < m_worksheet->columnCount(); ++column)
        m_worksheetView->setColumnWidth(column, std::min(m_worksheetView->columnWidth(column), 260));
    m_worksheetView->resizeRowsToContents();

    m_claims = 0;
    if (project()) {
        for (const BenchmarkRun& run : BenchmarkRunRepository(*project()).list())
            m_claims += run.source == RunSource::OwnMeasurement ? 0 : 1;
    }
    // Runs measured on this computer never score a candidate silently: the top of the page names what was left out.
    m_thisComputer->setText(project() ? m_snapshot.thisComputerNotice() : QString());
    m_thisComputer->setVisible(!m_thisComputer->text().isEmpty());
    m_beforeBenchmark->setVisible(project() && m_snapshot.filledBeforeBenchmark);
    m_beforeBenchmark->setText(
        m_snapshot.benchmarkRunsStored
            ? tr("Filled before any benchmark: some typed scores (yellow) were given before a benchmark run was "
                 "stored. Review them against the measurements.")
        : m_claims > 0
            ? tr("Filled before your own benchmark: %n supplier claim(s) are stored, but no own all-reduce "
                 "measurement, so every typed score here is an expectation, not a result. The buyer's guide uses this "
                 "matrix after the acceptance test.",
                 nullptr, m_claims)
            : tr("Filled before any benchmark: no benchmark run is stored in this project, so every score here is "
                 "an expectation, not a result. The buyer's guide uses this matrix after the acceptance test."));
    std::optional<ProcurementStep> next;
    m_waiting->setText(waitingText(&next));
    m_waiting->setVisible(project() && !m_waiting->text().isEmpty());
    m_nextStep->setVisible(project() && next.has_value());
    if (next) {
        m_nextTarget = *next;
        m_nextStep->setText(*next == ProcurementStep::Benchmarks ? tr("Go to Benchmarks: Run the Agent or Import")
                                                                 : tr("Go to %1").arg(steps::title(*next)));
    }
    QString recommendation = project() ? m_snapshot.recommendation() : QString();
    QStringList notReady;
    for (qsizetype c = 0; c < m_snapshot.candidates.size(); ++c) {
        if (!m_snapshot.results.at(c).ready)
            notReady << m_snapshot.candidates.at(c).supplier;
    }
    if (!notReady.isEmpty())
        recommendation += QLatin1Char('\n') +
                          tr("The cost model is not ready for %1, so its cost is not scored automatically (Cost page).")
                              .arg(notReady.join(tr(", ")));
    m_recommendation->setText(recommendation);
    m_comparison->setText(comparisonText());
    m_copy->setEnabled(!m_snapshot.candidates.isEmpty());
    m_export->setEnabled(!m_snapshot.candidates.isEmpty());
    updateActions();
}

QString DecisionPage::comparisonText() const
{
    const ComparableRuns& c = m_snapshot.comparison;
    if (!project() || c.runs.isEmpty())
        return QString();
    QStringList left;
    for (const RunEvidence& run : c.runs) {
        if (!run.comparable)
            left << tr("run %1: %2").arg(run.runId).arg(run.exclusion);
    }
    // What was left out is said in both cases: a run of this computer leaves no reference, but it is still named.
    QString text =
        c.reference
            ? tr("Latency and bandwidth are scored from own, current runs of one setup: %1.")
                  .arg(c.reference->describe())
            : tr("No own, current benchmark run to compare the candidates on: latency and bandwidth are typed.");
    if (!left.isEmpty())
        text += QLatin1Char('\n') + tr("Left out: %1").arg(left.join(QStringLiteral("; ")));
    return text;
}

QString DecisionPage::waitingText(std::optional<ProcurementStep>* next) const
{
    // What fills each built-in criterion's automatic score, and on which step; the rest are typed.
    struct Need
    {
        std::optional<ProcurementStep> step;
        QString evidence;
        QStringList criteria;
        QStringList candidates;
    };
    QList<Need> needs = {
        {ProcurementStep::Benchmarks,
         tr("an own, current run of each candidate that measured a p99 latency: run the agent on its cluster (an "
            "nccl-tests or OSU log gives average times only, which score bandwidth but not the tail)"),
         {},
         {}},
        {ProcurementStep::Benchmarks,
         tr("an own, current all-reduce run of each candidate: run the agent on its cluster, or import your own "
            "measurement with the source \"Own measurement\""),
         {},
         {}},
        {ProcurementStep::FaultsReplay, tr("an acceptance plan run with fault and counter steps"), {}, {}},
        {ProcurementStep::Cost, tr("a complete cost model"), {}, {}},
        {ProcurementStep::Questionnaires, tr("the supplier's answers to the questionnaire"), {}, {}},
        {ProcurementStep::FaultsReplay,
         tr("a complete replay of the workload's pattern on each candidate's cluster, alone (Plan from Workload)"),
         {},
         {}},
        {std::nullopt, tr("a score you type (no measurement gives it)"), {}, {}},
    };
    const auto needOf = [](const Criterion& criterion) {
        if (!criterion.builtin)
            return 6;
        switch (*criterion.builtin) {
        case BuiltinCriterion::TailLatency:
            return 0;
        case BuiltinCriterion::BusBandwidth:
            return 1;
        case BuiltinCriterion::FaultBehaviour:
        case BuiltinCriterion::CountersHealth:
            return 2;
        case BuiltinCriterion::CostPerAcceptedRun:
            return 3;
        case BuiltinCriterion::QuestionnaireCompleteness:
            return 4;
        case BuiltinCriterion::WorkloadReplay:
            return 5;
        default:
            return 6;
        }
    };
    for (qsizetype r = 0; r < m_snapshot.criteria.size() && r < m_snapshot.cells.size(); ++r) {
        const Criterion& criterion = m_snapshot.criteria.at(r);
        if (criterion.weight <= 0)
            continue;
        Need& need = needs[needOf(criterion)];
        for (qsizetype c = 0; c < m_snapshot.candidates.size() && c < m_snapshot.cells.at(r).size(); ++c) {
            if (m_snapshot.cells.at(r).at(c).score)
                continue;
            if (!need.criteria.contains(criterion.title()))
                need.criteria << criterion.title();
            if (!need.candidates.contains(m_snapshot.candidates.at(c).supplier))
                need.candidates << m_snapshot.candidates.at(c).supplier;
        }
    }
    QStringList lines;
    for (const Need& need : std::as_const(needs)) {
        if (need.criteria.isEmpty())
            continue;
        if (need.step && !*next)
            *next = need.step;
        const QString where = need.step ? tr(" (%1)").arg(steps::title(*need.step)) : QString();
        lines << tr("• %1 of %2: waits for %3%4.")
                     .arg(need.criteria.join(tr(", ")), need.candidates.join(tr(", ")), need.evidence, where);
    }
    if (lines.isEmpty())
        return {};
    QString text = tr("Scores still needed:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    if (m_claims > 0)
        text += QLatin1Char('\n') +
                tr("Supplier claims (%n stored) are shown beside your measurements on Compare and in the report, but "
                   "never scored: a supplier's own figures do not decide.",
                   nullptr, m_claims);
    return text;
}

void DecisionPage::updateActions()
{
    m_add->setEnabled(isEditable());
    const QModelIndexList rows = m_matrixView->selectionModel()->selectedRows();
    m_remove->setEnabled(isEditable() && !rows.isEmpty() && m_matrix->criterion(rows.first().row()));
}

void DecisionPage::addCriterion()
{
    int position = 0;
    for (const Criterion& c : m_snapshot.criteria)
        position = std::max(position, c.position + 1);
    auto added = std::make_shared<Criterion>(Criterion{.name = tr("New criterion"), .weight = 1, .position = position});
    push(tr("Add criterion"), [this, added](bool forward) {
        DecisionRepository decisions(*project());
        if (forward)
            added->id = decisions.addCriterion(*added); // the first redo gives the id; later ones reuse it
        else
            decisions.removeCriterion(added->id);
    });
}

void DecisionPage::removeSelectedCriterion()
{
    const QModelIndexList rows = m_matrixView->selectionModel()->selectedRows();
    const Criterion* selected = rows.isEmpty() ? nullptr : m_matrix->criterion(rows.first().row());
    if (!selected)
        return;
    const Criterion criterion = *selected;
    QList<ManualScore> scores;
    for (const ManualScore& score : m_snapshot.manualScores) {
        if (score.criterionId == criterion.id)
            scores << score;
    }
    push(tr("Remove criterion %1").arg(criterion.title()), [this, criterion, scores](bool forward) {
        DecisionRepository decisions(*project());
        if (forward)
            decisions.removeCriterion(criterion.id);
        else
            decisions.restoreCriterion(criterion, scores);
    });
}

void DecisionPage::copyWorksheet()
{
    const Worksheet sheet = m_snapshot.worksheet();
    auto* mime = new QMimeData;
    mime->setText(sheet.toTsv());
    mime->setHtml(sheet.toHtml());
    QApplication::clipboard()->setMimeData(mime);
}

bool DecisionPage::exportWorksheet(const QString& path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_snapshot.worksheet().toCsv()) < 0 || !file.commit()) {
        prompts().showError(this, tr("Worksheet not exported"),
                            tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    context().announceWritten(path);
    return true;
}

} // namespace fw::app
