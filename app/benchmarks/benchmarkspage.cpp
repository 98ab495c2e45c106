// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/benchmarkspage.h"

#include "benchmarks/benchmarkruntablemodel.h"
#include "benchmarks/dispatchpanel.h"
#include "benchmarks/importcontroller.h"
#include "benchmarks/runactions.h"
#include "common/candidatechoice.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "common/runtext.h"
#include "domain/runfailuretext.h"
#include "evidence/stragglerevidence.h"
#include "prompts.h"
#include "remote/dispatchrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <utility>

namespace fw::app {

namespace {
// The source choice: automatic (from the format), or what the user says the numbers are.
constexpr int kAutomaticSource = -1;
} // namespace

BenchmarksPage::BenchmarksPage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_context(context), m_model(new BenchmarkRunTableModel(this)),
      m_controller(new ImportController(context, this)), m_intro(new QLabel(this)), m_candidateLabel(new QLabel(this)),
      m_candidate(named(new QComboBox(this), "candidate")), m_sourceLabel(new QLabel(this)),
      m_source(named(new QComboBox(this), "source")), m_import(new QPushButton(this)),
      m_status(named(new QLabel(this), "importStatus")), m_view(named(new QTableView(this), "runTable")),
      m_details(named(new QTextBrowser(this), "runDetails")), m_dispatch(new DispatchPanel(prompts, context, this)),
      m_tabs(named(new QTabWidget(this), "tabs"))
{
    m_intro->setWordWrap(true);
    m_status->setWordWrap(true);
    m_candidateLabel->setBuddy(m_candidate);
    m_sourceLabel->setBuddy(m_source);
    m_candidate->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_view->setModel(m_model);
    m_runActions = new RunActions(m_prompts, m_context, *m_view, *m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->hide();
    m_details->setOpenLinks(false);

    auto* choices = new QHBoxLayout;
    choices->addWidget(m_sourceLabel);
    choices->addWidget(m_source);
    choices->addStretch();
    choices->addWidget(m_import);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto* runs = new QWidget(m_tabs);
    auto* runsLayout = new QVBoxLayout(runs);
    runsLayout->addWidget(m_intro);
    runsLayout->addLayout(choices);
    runsLayout->addWidget(m_status);
    runsLayout->addWidget(splitter, 1);
    m_tabs->addTab(runs, QString());
    m_tabs->addTab(m_dispatch, QString());

    // Imports and agent runs alike are stored under the candidate chosen above both tabs.
    auto* candidateRow = new QHBoxLayout;
    candidateRow->addWidget(m_candidateLabel);
    candidateRow->addWidget(m_candidate);
    candidateRow->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(candidateRow);
    layout->addWidget(m_tabs);
    connect(m_candidate, &QComboBox::currentIndexChanged, this,
            [this] { m_dispatch->setCandidate(chosenCandidate(m_candidate)); });

    // Every change of the project (an import, an edit of runs, their undo and redo, a stored agent run) shows in the
    // list at once.
    connect(&m_context, &ProjectContext::edited, this, [this] {
        if (isVisible())
            reload();
    });
    // A finished measurement appears in the list at once, and everything else that counts runs follows it.
    connect(m_dispatch, &DispatchPanel::runStored, this, [this] { m_context.notifyEdited(); });
    connect(m_controller, &ImportController::editFailed, this,
            [this](const QString& message) { m_prompts.showError(this, tr("Import not undone"), message); });

    // While files import, the button cancels them: the file being read now and the ones not yet started.
    connect(m_import, &QPushButton::clicked, this, [this] {
        if (m_controller->isRunning())
            m_controller->cancel();
        else
            chooseAndImport();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &BenchmarksPage::showDetails);
    connect(m_controller, &ImportController::fileImported, this,
            [this](const QString& path, const QList<qint64>& ids, const QString& description) {
                m_imported
                    << tr("%1 (%n run(s)): %2", nullptr, int(ids.size())).arg(QFileInfo(path).fileName(), description);
                m_runsStored += int(ids.size());
                reload(); // the controller's undo entry updated everything else already; this page selects the run
                const int row = m_model->rowOf(ids.value(0));
                if (row >= 0)
                    m_view->selectRow(row);
            });
    connect(m_controller, &ImportController::fileFailed, this,
            [this](const QString& path, const QString& message, bool rowError) {
                m_errors << message;
                if (rowError)
                    m_salvageable << path;
            });
    connect(m_controller, &ImportController::finished, this, [this](int imported, int failed) {
        m_status->setText(
            tr("Files imported: %1, refused: %2; %n run(s) stored.", nullptr, m_runsStored).arg(imported).arg(failed));
        m_status->setToolTip(m_imported.join(QLatin1Char('\n')));
        m_import->setText(tr("Import Logs..."));
        m_runsStored = 0;
        m_imported.clear();
        const QStringList salvageable = std::exchange(m_salvageable, {});
        const QStringList errors = std::exchange(m_errors, {});
        if (errors.isEmpty())
            return;
        const QString text = tr("Nothing of these files was stored:\n\n%1").arg(errors.join(QStringLiteral("\n\n")));
        if (salvageable.isEmpty()) {
            m_prompts.showError(this, tr("Some files were not imported"), text);
            return;
        }
        // Strict by default; on request, the rows that can be read, with the skipped ones listed on the run.
        if (m_prompts.salvageRows(this, tr("Some files were not imported"),
                                  text + QStringLiteral("\n\n") +
                                      tr("%n file(s) were refused for result rows that cannot be read, or because "
                                         "the run they record failed. You can import what can be read instead: "
                                         "skipped rows are listed on the run, and a failed run is kept as a failed "
                                         "attempt of the candidate, with its error and the rows before it. Neither "
                                         "ever counts as checked, passed.",
                                         nullptr, int(salvageable.size()))))
            importFiles(salvageable, core::ImportMode::Salvage);
    });
    connect(&m_context, &ProjectContext::changed, this, &BenchmarksPage::projectChanged);
    retranslate();
    projectChanged();
}

void BenchmarksPage::importFiles(const QStringList& paths, core::ImportMode mode)
{
    core::ProjectFile* project = m_context.project();
    if (paths.isEmpty())
        return;
    if (!project) {
        m_prompts.showError(this, tr("Nothing imported"),
                            tr("Open or create a project first; imports are stored in it."));
        return;
    }
    if (project->isReadOnly()) {
        m_prompts.showError(this, tr("Nothing imported"),
                            tr("The project is open read-only: %1").arg(project->readOnlyReason()));
        return;
    }
    const int source = m_source->currentData().toInt();
    m_status->setText(tr("Importing %1 files...").arg(paths.size()));
    m_import->setText(tr("Cancel Import"));
    m_controller->start(paths, chosenCandidate(m_candidate),
                        source == kAutomaticSource ? std::nullopt : std::optional(core::RunSource(source)),
                        mode == core::ImportMode::Salvage);
}

void BenchmarksPage::runAgent()
{
    m_tabs->setCurrentWidget(m_dispatch);
    if (auto* run = m_dispatch->findChild<QPushButton*>(QStringLiteral("run")); run && run->isEnabled())
        run->click();
}

void BenchmarksPage::chooseAndImport()
{
    importFiles(m_prompts.filesToOpen(this, tr("Import Benchmark Logs"),
                                      tr("Benchmark logs (*.txt *.log *.out *.json *.jsonl *.csv);;All files (*)"),
                                      true));
}

void BenchmarksPage::projectChanged()
{
    if (isVisible())
        reload();
}

void BenchmarksPage::reload()
{
    core::ProjectFile* project = m_context.project();
    try {
        m_model->reload(project);
        // "No candidate" stays chosen only when the user picked it; by default runs go to the first candidate.
        fillCandidateChoice(m_candidate, project, tr("No candidate (the run counts for no offer)"));
    } catch (const core::StorageError& error) {
        m_prompts.showError(this, tr("Cannot read the benchmark runs"), error.message());
    }
    m_dispatch->setCandidate(chosenCandidate(m_candidate));
    m_view->resizeColumnsToContents();
    m_runActions->update();
    showDetails();
}

void BenchmarksPage::showDetails()
{
    const QModelIndex current = m_view->currentIndex();
    core::ProjectFile* project = m_context.project();
    if (!current.isValid() || !project) {
        m_details->setPlainText(tr("Select a run to see its provenance and what the importer noted."));
        return;
    }
    const core::BenchmarkRun& run = m_model->run(current.row());
    QStringList lines;
    lines << runtext::oneLine(run);
    lines << tr("Source: %1").arg(core::displayName(run.source));
    lines << tr("File: %1 (%2 bytes), %3")
                 .arg(run.provenance.fileName)
                 .arg(run.provenance.fileSize)
                 .arg(core::displayName(run.provenance.format));
    lines << tr("SHA-256: %1").arg(run.provenance.sha256);
    lines << tr("Imported: %1 by parser version %2")
                 .arg(QLocale().toString(run.provenance.importedAt.toLocalTime(), QLocale::LongFormat),
                      run.provenance.parserVersion);
    if (run.outOfBounds)
        lines << tr("Out-of-bounds values reported by the tool: %1").arg(*run.outOfBounds);
    if (core::isKnown(run.avgBusbwGBs))
        lines << tr("Average bus bandwidth reported by the tool: %1 GB/s").arg(run.avgBusbwGBs);
    try {
        const core::BenchmarkRun full = core::BenchmarkRunRepository(*project).load(run.id);
        QStringList gpus;
        for (const core::RankPlacement& p : full.placements)
            gpus << tr("rank %1 on %2: %3").arg(p.rank).arg(p.host, p.gpuName.isEmpty() ? p.device : p.gpuName);
        if (!gpus.isEmpty())
            lines << tr("Ranks: %1").arg(gpus.join(QStringLiteral("; ")));
        if (const std::optional<core::StoredDispatch> dispatch =
                core::DispatchRunRepository(*project).ofBenchmarkRun(run.id);
            dispatch && dispatch->result.slurmJobId)
            lines << tr("Slurm job: %1").arg(*dispatch->result.slurmJobId);
        if (const core::StragglerVerdict straggler = core::runStragglerVerdict(*project, full); straggler.ranks > 0)
            lines << tr("Straggler verdict: %1").arg(straggler.sentence);
        const QStringList intervals = runtext::p99Intervals(full);
        if (!intervals.isEmpty())
            lines << tr("Adaptive p99 confidence intervals:") << intervals;
    } catch (const core::StorageError& error) {
        lines << error.message();
    }
    if (run.failure) {
        lines << tr("Failed attempt: the log reports %1. It counts in the failed share of the acceptance rate.")
                     .arg(core::RunFailureText::describe(*run.failure));
    }
    if (run.salvaged()) {
        // From the stored list, not the notes, which people may edit.
        lines << tr("Salvaged import: %n result row(s) could not be read and were skipped; the run never counts as "
                    "checked, passed.",
                    nullptr, int(run.skippedRows.size()));
        for (const core::SkippedRow& row : run.skippedRows)
            lines << tr("  skipped line %1: %2").arg(row.line).arg(row.reason);
    }
    if (!run.notes.isEmpty())
        lines << QString() << run.notes;
    m_details->setPlainText(lines.join(QLatin1Char('\n')));
}

void BenchmarksPage::showEvent(QShowEvent* event)
{
    reload();
    QWidget::showEvent(event);
}

void BenchmarksPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void BenchmarksPage::retranslate()
{
    m_intro->setText(tr("Benchmark runs of this project: results suppliers sent (vendor claims) and our own "
                        "measurements. Import nccl-tests, OSU, perftest or fabric-agent logs, or the documented CSV "
                        "layout, with the button, File > Import, or by dropping files on the window. Runs without "
                        "correctness data are marked unverified."));
    m_runActions->retranslate();
    m_tabs->setTabText(0, tr("Runs and Imports"));
    m_tabs->setTabText(1, tr("Run the Agent"));
    m_candidateLabel->setText(tr("&Candidate:"));
    m_candidate->setToolTip(tr("Imported logs and agent runs are stored under this candidate."));
    m_sourceLabel->setText(tr("Source:"));
    const int source = m_source->currentIndex();
    m_source->clear();
    m_source->addItem(tr("From the format (agent: own measurement, else vendor claim)"), kAutomaticSource);
    m_source->addItem(core::displayName(core::RunSource::VendorClaim), int(core::RunSource::VendorClaim));
    m_source->addItem(core::displayName(core::RunSource::OwnMeasurement), int(core::RunSource::OwnMeasurement));
    m_source->setCurrentIndex(qMax(0, source));
    m_import->setText(m_controller->isRunning() ? tr("Cancel Import") : tr("Import Logs..."));
    if (isVisible())
        reload();
}

} // namespace fw::app
