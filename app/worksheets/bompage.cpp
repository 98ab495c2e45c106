// SPDX-License-Identifier: Apache-2.0
#include "worksheets/bompage.h"

#include "analysis/bomdrift.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "prompts.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "worksheets/bomtablemodel.h"
#include "worksheets/worksheetdelegate.h"
#include "worksheets/worksheettableview.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>
#include <algorithm>

namespace fw::app {

BomPage::BomPage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : WorksheetPage(prompts, context, parent), m_model(new BomTableModel(context, this)), m_intro(new QLabel(this)),
      m_candidateLabel(new QLabel(this)), m_candidates(named(new QComboBox(this), "candidate")),
      m_import(new QPushButton(this)), m_clear(new QPushButton(this)), m_summary(named(new QLabel(this), "summary")),
      m_view(named(new WorksheetTableView(this), "table")), m_disagreementLabel(new QLabel(this)),
      m_disagreements(named(new QListWidget(this), "disagreements")), m_retestLabel(new QLabel(this)),
      m_retest(named(new QListWidget(this), "retest"))
{
    m_intro->setWordWrap(true);
    m_summary->setWordWrap(true);
    m_view->setModel(m_model);
    m_view->setItemDelegate(new WorksheetDelegate(m_view));
    m_view->setUndoStack(context.undoStack());
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);

    // The candidate has a row of its own, as on the Questionnaires page: its text is long in every language.
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_candidateLabel);
    bar->addWidget(m_candidates, 1);
    auto* facts = new QHBoxLayout;
    facts->addWidget(m_import);
    facts->addWidget(m_clear);
    facts->addStretch();

    auto* lists = new QWidget(this);
    auto* listsLayout = new QHBoxLayout(lists);
    listsLayout->setContentsMargins(0, 0, 0, 0);
    for (auto [label, list] : {std::pair(m_disagreementLabel, m_disagreements), std::pair(m_retestLabel, m_retest)}) {
        auto* column = new QVBoxLayout;
        column->addWidget(label);
        column->addWidget(list);
        listsLayout->addLayout(column);
    }
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(lists);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(bar);
    layout->addLayout(facts);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    connect(m_candidates, &QComboBox::currentIndexChanged, this, &BomPage::showCandidate);
    connect(m_import, &QPushButton::clicked, this, [this] {
        const QStringList paths = this->prompts().filesToOpen(this, tr("Import agent facts"),
                                                              tr("Agent facts (*.json *.jsonl);;All files (*)"), true);
        for (const QString& path : paths)
            importFacts(path);
    });
    connect(m_clear, &QPushButton::clicked, m_model, &BomTableModel::clearMeasured);
    connect(m_model, &BomTableModel::bomChanged, this, &BomPage::updateFindings);
    connect(m_model, &QAbstractItemModel::modelReset, this, &BomPage::updateFindings);
    connect(m_model, &BomTableModel::storageFailed, this,
            [this](const QString& message) { this->prompts().showError(this, tr("Change not saved"), message); });
    connect(m_model, &BomTableModel::inputRejected, this,
            [this](const QString& message) { this->prompts().showError(this, tr("Value not accepted"), message); });
    connect(m_view, &WorksheetTableView::pasteRejected, this,
            [this](const QString& message) { this->prompts().showError(this, tr("Paste not accepted"), message); });
    retranslate();
}

void BomPage::load()
{
    fillCandidates(m_candidates);
    showCandidate();
}

void BomPage::showCandidate()
{
    m_model->setCandidate(selectedCandidate(m_candidates));
    m_import->setEnabled(m_model->isEditable());
    m_clear->setEnabled(m_model->isEditable());
    m_view->resizeColumnsToContents();
    // Declared and measured side by side, where the eye compares them, each at most a quarter of the view wide (a
    // long firmware string wraps or is whole in its tooltip).
    QHeaderView* header = m_view->horizontalHeader();
    header->moveSection(header->visualIndex(BomTableModel::Measured), header->visualIndex(BomTableModel::Declared) + 1);
    const int widest = std::max(160, m_view->viewport()->width() / 4);
    for (int column : {BomTableModel::Field, BomTableModel::Declared, BomTableModel::Measured})
        m_view->setColumnWidth(column, std::min(m_view->columnWidth(column), widest));
}

bool BomPage::importFacts(const QString& path)
{
    QString error;
    if (m_model->importFacts(path, &error))
        return true;
    if (!error.isEmpty())
        prompts().showError(this, tr("Facts not imported"), error);
    return false;
}

void BomPage::updateFindings()
{
    m_disagreements->clear();
    m_disagreements->addItems(m_model->disagreements());
    if (m_model->measuredHosts().isEmpty()) {
        m_summary->setText(m_model->candidate() ? tr("No measured facts yet: import the output of "
                                                     "\"fabric-agent facts\" from the candidate's nodes.")
                                                : QString());
    } else {
        const int mismatches = m_model->mismatchCount();
        const QString hosts = tr("%n host(s)", nullptr, int(m_model->measuredHosts().size()));
        m_summary->setText(mismatches == 0
                               ? tr("Declared values agree with the facts from %1 (%2).")
                                     .arg(hosts, m_model->measuredHosts().first().source)
                               : tr("%n declared value(s) disagree with the facts from %1 (%2).", nullptr, mismatches)
                                     .arg(hosts, m_model->measuredHosts().first().source));
    }

    m_retest->clear();
    if (!project())
        return;
    core::BomRepository bom(*project());
    QHash<qint64, QString> suppliers;
    for (const core::Candidate& c : core::CandidateRepository(*project()).all())
        suppliers.insert(c.id, c.supplier);
    const QList<core::StaleRun> stale = core::staleRuns(bom.snapshots(), bom.allDeclared());
    for (const core::StaleRun& run : stale) {
        QStringList changes;
        for (const core::BomFieldChange& change : run.changes) {
            const core::BomField* field = core::BomCatalog::field(change.key);
            changes << tr("%1 changed from \"%2\" to \"%3\"")
                           .arg(field ? core::BomCatalog::label(*field) : change.key, change.before, change.after);
        }
        if (changes.isEmpty())
            changes << tr("the BOM changed since the run (which item is not recorded with it)");
        auto* item = new QListWidgetItem(
            tr("Re-test needed: %1 (%2): %3")
                .arg(run.runLabel, suppliers.value(run.candidateId), changes.join(QStringLiteral("; "))),
            m_retest);
        item->setBackground(QColor(0xf8, 0xd0, 0xd0));
        item->setData(Qt::UserRole, run.runId);
    }
    for (const core::RunBomSnapshot& snapshot : bom.snapshots()) {
        const bool isStale = std::any_of(stale.begin(), stale.end(),
                                         [&](const core::StaleRun& run) { return run.runId == snapshot.runId; });
        if (!isStale && suppliers.contains(snapshot.candidateId)) {
            auto* item = new QListWidgetItem(tr("Current: %1 (%2): BOM unchanged since the run")
                                                 .arg(snapshot.runLabel, suppliers.value(snapshot.candidateId)),
                                             m_retest);
            item->setData(Qt::UserRole, snapshot.runId);
        }
    }
    // A line wider than its list is whole in its tooltip.
    for (QListWidget* list : {m_disagreements, m_retest})
        for (int i = 0; i < list->count(); ++i)
            list->item(i)->setToolTip(list->item(i)->text());
}

void BomPage::retranslate()
{
    m_intro->setText(tr("The exact configuration under test. Declared values are typed where it matters; measured "
                        "values come from \"fabric-agent facts\". A run freezes the BOM it ran on: change any item "
                        "afterwards and the run is listed for a re-test. Tab and Enter move like a spreadsheet; "
                        "Ctrl+C and Ctrl+V copy and paste cell ranges."));
    m_candidateLabel->setText(tr("Candidate:"));
    m_import->setText(tr("Import facts..."));
    m_clear->setText(tr("Clear measured facts"));
    m_disagreementLabel->setText(tr("Nodes that disagree with each other"));
    m_retestLabel->setText(tr("Frozen BOMs of runs, and re-tests needed"));
    m_model->retranslate();
    updateFindings();
}

} // namespace fw::app
