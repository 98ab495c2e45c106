// SPDX-License-Identifier: Apache-2.0
#include "worksheets/questionnairespage.h"

#include "analysis/numberformat.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "common/projecteditcommand.h"
#include "common/runtext.h"
#include "evidence/claimevidence.h"
#include "prompts.h"
#include "report/supplierexchange.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "storage/storageerror.h"
#include "worksheets/checklistmodel.h"
#include "worksheets/questionnairemodel.h"
#include "worksheets/supplierreviewdialog.h"
#include "worksheets/worksheetdelegate.h"
#include "worksheets/worksheettableview.h"

#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPointer>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace fw::app {

namespace {

// A linked-evidence item that is a plan step: its index in the plan run whose id is the item's Qt::UserRole.
constexpr int kPlanStepRole = Qt::UserRole + 1;

} // namespace

QuestionnairesPage::QuestionnairesPage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : WorksheetPage(prompts, context, parent), m_model(new QuestionnaireModel(context, this)),
      m_operating(new ChecklistModel(ChecklistModel::List::OperatingModel, context, this)),
      m_sources(new ChecklistModel(ChecklistModel::List::OfficialSources, context, this)), m_intro(new QLabel(this)),
      m_candidateLabel(new QLabel(this)), m_candidates(named(new QComboBox(this), "candidate")),
      m_completeness(named(new QLabel(this), "completeness")), m_tabs(new QTabWidget(this)),
      m_view(named(new WorksheetTableView(this), "questions")), m_evidenceLabel(new QLabel(this)),
      m_attachments(named(new QListWidget(this), "attachments")), m_attach(new QPushButton(this)),
      m_link(named(new QPushButton(this), "addLink")), m_remove(new QPushButton(this)), m_runsLabel(new QLabel(this)),
      m_runs(named(new QListWidget(this), "linkedRuns")), m_checks(named(new QLabel(this), "claimChecks")),
      m_operatingView(named(new WorksheetTableView(this), "operatingView")),
      m_sourcesView(named(new WorksheetTableView(this), "sourcesView")), m_supplierLanguageLabel(new QLabel(this)),
      m_supplierLanguage(named(new QComboBox(this), "supplierLanguage")),
      m_send(named(new QPushButton(this), "sendToSupplier")),
      m_bringBack(named(new QPushButton(this), "bringAnswersBack"))
{
    for (const char* code : {"en", "de", "ja"})
        m_supplierLanguage->addItem(QString(), QString::fromLatin1(code));
    m_intro->setWordWrap(true);
    m_completeness->setWordWrap(true);
    for (auto [view, model] : {std::pair<WorksheetTableView*, QAbstractItemModel*>(m_view, m_model),
                               std::pair<WorksheetTableView*, QAbstractItemModel*>(m_operatingView, m_operating),
                               std::pair<WorksheetTableView*, QAbstractItemModel*>(m_sourcesView, m_sources)}) {
        view->setModel(model);
        view->setItemDelegate(new WorksheetDelegate(view));
        view->setUndoStack(context.undoStack());
        view->verticalHeader()->hide();
        view->horizontalHeader()->setStretchLastSection(true);
        view->setWordWrap(true);
        connect(view, &WorksheetTableView::pasteRejected, this,
                [this](const QString& message) { this->prompts().showError(this, tr("Paste not accepted"), message); });
    }

    // A red flag's reason beside its status, where the eye is, rather than past the evidence, off-screen (issue 42).
    m_view->horizontalHeader()->moveSection(QuestionnaireModel::Findings, QuestionnaireModel::Status + 1);

    auto* questions = new QWidget(this);
    auto* questionsLayout = new QVBoxLayout(questions);
    questionsLayout->addWidget(m_view, 1);
    auto* evidenceBar = new QHBoxLayout;
    evidenceBar->addWidget(m_evidenceLabel, 1);
    evidenceBar->addWidget(m_attach);
    evidenceBar->addWidget(m_link);
    evidenceBar->addWidget(m_remove);
    questionsLayout->addLayout(evidenceBar);
    m_attachments->setMaximumHeight(90);
    questionsLayout->addWidget(m_attachments);
    m_runsLabel->setWordWrap(true);
    questionsLayout->addWidget(m_runsLabel);
    m_runs->setMaximumHeight(90);
    questionsLayout->addWidget(m_runs);
    m_checks->setWordWrap(true);
    m_checks->setTextInteractionFlags(Qt::TextSelectableByMouse);
    questionsLayout->addWidget(m_checks);
    m_tabs->addTab(questions, QString());
    m_tabs->addTab(m_operatingView, QString());
    m_tabs->addTab(m_sourcesView, QString());

    // The candidate has a row of its own: "Supplier: offer (fabric)" is long, in German and Japanese longer still.
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_candidateLabel);
    bar->addWidget(m_candidates, 1);
    auto* exchange = new QHBoxLayout;
    exchange->addWidget(m_supplierLanguageLabel);
    exchange->addWidget(m_supplierLanguage);
    exchange->addWidget(m_send);
    exchange->addWidget(m_bringBack);
    exchange->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(bar);
    layout->addLayout(exchange);
    layout->addWidget(m_completeness);
    layout->addWidget(m_tabs, 1);

    connect(m_candidates, &QComboBox::currentIndexChanged, this, &QuestionnairesPage::showCandidate);
    connect(m_send, &QPushButton::clicked, this, &QuestionnairesPage::sendToSupplier);
    connect(m_bringBack, &QPushButton::clicked, this, &QuestionnairesPage::bringAnswersBack);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &QuestionnairesPage::updateEvidence);
    connect(m_model, &QuestionnaireModel::answersChanged, this, [this] {
        updateEvidence();
        updateCompleteness();
    });
    connect(m_model, &QuestionnaireModel::storageFailed, this,
            [this](const QString& message) { this->prompts().showError(this, tr("Change not saved"), message); });
    for (ChecklistModel* checklist : {m_operating, m_sources}) {
        connect(checklist, &ChecklistModel::dataChanged, this, &QuestionnairesPage::updateCompleteness);
        connect(checklist, &ChecklistModel::storageFailed, this,
                [this](const QString& message) { this->prompts().showError(this, tr("Change not saved"), message); });
    }
    connect(m_attach, &QPushButton::clicked, this, [this] {
        for (const QString& path : this->prompts().filesToOpen(this, tr("Attach evidence"), QString(), false))
            attachFile(path);
    });
    connect(m_link, &QPushButton::clicked, this, [this] {
        const QString url = this->prompts().text(this, tr("Add a link as evidence"), tr("Address:"));
        if (!url.trimmed().isEmpty())
            addLink(url.trimmed());
    });
    connect(m_runs, &QListWidget::itemChanged, this, [this] {
        if (currentRow() < 0)
            return;
        QList<qint64> ids;
        QList<core::PlanStepRef> steps;
        for (int i = 0; i < m_runs->count(); ++i) {
            const QListWidgetItem* item = m_runs->item(i);
            if (item->checkState() != Qt::Checked)
                continue;
            if (const QVariant step = item->data(kPlanStepRole); step.isValid())
                steps << core::PlanStepRef{item->data(Qt::UserRole).toLongLong(), step.toInt()};
            else
                ids << item->data(Qt::UserRole).toLongLong();
        }
        m_model->setLinks(currentRow(), ids, steps);
        updateLinkedRuns(); // a failed write leaves the ticks as stored
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (const QListWidgetItem* item = m_attachments->currentItem(); item && currentRow() >= 0)
            m_model->removeAttachment(currentRow(), item->data(Qt::UserRole).toLongLong());
    });
    retranslate();
}

void QuestionnairesPage::load()
{
    fillCandidates(m_candidates);
    showCandidate();
}

void QuestionnairesPage::showCandidate()
{
    const std::optional<core::Candidate> candidate = selectedCandidate(m_candidates);
    m_model->setCandidate(candidate);
    m_operating->setCandidate(candidate);
    m_sources->setCandidate(candidate);
    m_send->setEnabled(candidate.has_value());
    m_bringBack->setEnabled(candidate.has_value() && isEditable());
    m_view->resizeColumnToContents(QuestionnaireModel::Number);
    m_view->setColumnWidth(QuestionnaireModel::Question, 260);
    m_view->setColumnWidth(QuestionnaireModel::Answer, 220);
    m_view->setColumnWidth(QuestionnaireModel::Findings, 240);
    m_operatingView->resizeColumnToContents(ChecklistModel::Item);
    m_sourcesView->setColumnWidth(ChecklistModel::Item, 420);
    m_sourcesView->setColumnWidth(ChecklistModel::Answer, 240);
    if (m_model->rowCount() > 0)
        m_view->setCurrentIndex(m_model->index(0, QuestionnaireModel::Answer));
    updateEvidence();
    updateCompleteness();
}

void QuestionnairesPage::sendToSupplier()
{
    const std::optional<core::Candidate> candidate = selectedCandidate(m_candidates);
    if (!candidate || !project())
        return;
    const QString path = prompts().exportPath(
        this, tr("Send to supplier"), tr("%1 - %2 questionnaire.xlsx").arg(candidate->supplier, candidate->offerName),
        tr("Excel workbook (*.xlsx);;PDF for reading (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    try {
        if (supplierexchange::exportWorkbook(*project(), candidate->id, m_supplierLanguage->currentData().toString(),
                                             path, &error)) {
            context().announceWritten(path);
            return;
        }
    } catch (const core::StorageError& e) {
        error = e.message();
    }
    prompts().showError(this, tr("Workbook not written"), error);
}

void QuestionnairesPage::bringAnswersBack()
{
    const std::optional<core::Candidate> candidate = selectedCandidate(m_candidates);
    if (!candidate || !project())
        return;
    const QStringList files =
        prompts().filesToOpen(this, tr("Bring answers back"), tr("Spreadsheet (*.xlsx *.ods)"), false);
    if (files.isEmpty())
        return;
    core::supplierreview::Review review;
    QString error;
    try {
        if (!supplierexchange::reviewWorkbook(*project(), files.constFirst(), candidate->id, &review, &error)) {
            prompts().showError(this, tr("Workbook refused"), error);
            return;
        }
    } catch (const core::StorageError& e) {
        prompts().showError(this, tr("Workbook refused"), e.message());
        return;
    }
    if (!review.refusals.isEmpty()) {
        QStringList lines;
        for (const core::supplierreview::Refusal& refusal : review.refusals)
            lines << refusal.describe();
        prompts().showError(
            this, tr("Workbook refused"),
            tr("Nothing was changed. Ask the supplier to correct these cells:\n%1").arg(lines.join(u'\n')));
        return;
    }
    if (review.isEmpty()) {
        prompts().showError(
            this, tr("Nothing to bring back"),
            tr("The workbook changes no answer, no BOM field and no price of %1.").arg(review.stamp.candidateName));
        return;
    }
    SupplierReviewDialog dialog(review, window());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QSet<QString> answers = dialog.acceptedAnswers();
    const QSet<QString> fields = dialog.acceptedFields();
    const QSet<int> prices = dialog.acceptedPrices();
    if (answers.isEmpty() && fields.isEmpty() && prices.isEmpty())
        return;
    core::ProjectFile* file = project();
    QPointer<QuestionnairesPage> page(this);
    undoStack()->push(new ProjectEditCommand(
        tr("Answers from %1").arg(review.stamp.candidateName),
        [file, review, answers, fields, prices, page](bool forward) {
            core::supplierreview::Reader::apply(*file, review, answers, fields, prices, forward);
            if (page)
                page->showCandidate();
        },
        [page](const QString& message) {
            if (page)
                page->prompts().showError(page, tr("Change not saved"), message);
        }));
}

int QuestionnairesPage::currentRow() const
{
    return m_view->currentIndex().isValid() ? m_view->currentIndex().row() : -1;
}

bool QuestionnairesPage::attachFile(const QString& path)
{
    if (currentRow() < 0)
        return false;
    QFile file(path);
    if (QFileInfo(path).size() > core::QuestionnaireRepository::kMaxAttachmentBytes) {
        prompts().showError(this, tr("Evidence not attached"),
                            tr("%1 is larger than %2 MiB.")
                                .arg(path)
                                .arg(core::QuestionnaireRepository::kMaxAttachmentBytes / (1024 * 1024)));
        return false;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        prompts().showError(this, tr("Evidence not attached"), tr("Cannot read %1: %2").arg(path, file.errorString()));
        return false;
    }
    m_model->addAttachment(currentRow(), {0, QFileInfo(path).fileName(), QString(), file.readAll(), QString()});
    return true;
}

void QuestionnairesPage::addLink(const QString& url)
{
    if (currentRow() >= 0)
        m_model->addAttachment(currentRow(), {0, url, url, {}, {}});
}

void QuestionnairesPage::updateEvidence()
{
    m_attachments->clear();
    const int row = currentRow();
    const bool editable = m_model->isEditable() && row >= 0;
    m_attach->setEnabled(editable);
    m_link->setEnabled(editable);
    m_remove->setEnabled(editable);
    updateLinkedRuns();
    if (row < 0)
        return;
    for (const core::Attachment& attachment : m_model->answer(row).attachments) {
        auto* item = new QListWidgetItem(
            attachment.isLink()
                ? tr("Link: %1").arg(attachment.url)
                : tr("%1 (%2, SHA-256 %3)")
                      .arg(attachment.name, core::formatBytes(attachment.content.size()), attachment.sha256),
            m_attachments);
        item->setData(Qt::UserRole, attachment.id);
    }
}

void QuestionnairesPage::updateLinkedRuns()
{
    const QSignalBlocker blocker(m_runs);
    m_checks->clear();
    const int row = currentRow();
    const core::Question* question =
        row >= 0 ? &core::QuestionnaireCatalog::forFabric(m_model->candidate()->fabric).questions().at(row) : nullptr;
    const core::QuestionnaireAnswer answer = row >= 0 ? m_model->answer(row) : core::QuestionnaireAnswer();
    // A question that asks for numbers, or any answer that quotes a figure (a recovery time, say), can be checked.
    const bool numeric = question && project() &&
                         (question->numericClaim || !core::numericClaims(answer.text).isEmpty() ||
                          !answer.linkedRunIds.isEmpty() || !answer.linkedPlanSteps.isEmpty());
    m_runs->setVisible(numeric);
    m_checks->setVisible(numeric);
    m_runsLabel->setText(numeric ? tr("Own runs (bandwidth, latency) and plan steps (recovery) that check the figures "
                                      "in this answer (tick to link):")
                                 : tr("Only an answer that quotes figures, or one to a question that asks for numbers, "
                                      "is checked against runs and plan steps."));
    if (!numeric) {
        m_runs->clear();
        return;
    }
    struct Entry
    {
        qint64 id = 0;
        QVariant step; // a plan step: its index in plan run `id`
        QString text;
        bool linked = false;
    };
    QList<Entry> entries;
    for (const core::BenchmarkRun& run : core::BenchmarkRunRepository(*project()).list()) {
        // Our own runs of this candidate; a run linked before and moved or marked as a claim since stays, to unlink.
        const bool linked = answer.linkedRunIds.contains(run.id);
        if (!linked && (run.candidateId != m_model->candidate()->id || run.source != core::RunSource::OwnMeasurement))
            continue;
        entries.append({run.id,
                        {},
                        tr("Run %1: %2")
                            .arg(run.id)
                            .arg(run.label.isEmpty() ? runtext::oneLine(run)
                                                     : run.label + QStringLiteral(", ") + runtext::oneLine(run)),
                        linked});
    }
    for (const core::StepRecovery& step : core::recoverySteps(*project(), m_model->candidate()->id)) {
        const QString measured = core::isKnown(step.seconds)
                                     ? tr("recovery %1 s").arg(QLocale().toString(step.seconds, 'g', 4))
                                     : tr("no recovery time measured");
        entries.append({step.step.planRunId, step.step.step, tr("%1: %2").arg(step.name, measured),
                        answer.linkedPlanSteps.contains(step.step)});
    }
    // The same entries as shown: only the ticks change, so an item is never deleted while its own change is handled.
    bool same = m_runs->count() == entries.size();
    for (int i = 0; same && i < m_runs->count(); ++i)
        same = m_runs->item(i)->data(Qt::UserRole).toLongLong() == entries.at(i).id &&
               m_runs->item(i)->data(kPlanStepRole) == entries.at(i).step;
    if (!same) {
        m_runs->clear();
        for (const Entry& entry : entries) {
            auto* item = new QListWidgetItem(entry.text, m_runs);
            item->setData(Qt::UserRole, entry.id);
            item->setData(kPlanStepRole, entry.step);
        }
    }
    for (int i = 0; i < m_runs->count(); ++i) {
        QListWidgetItem* item = m_runs->item(i);
        item->setFlags(m_model->isEditable() ? Qt::ItemIsEnabled | Qt::ItemIsUserCheckable : Qt::ItemIsEnabled);
        item->setCheckState(entries.at(i).linked ? Qt::Checked : Qt::Unchecked);
    }
    if (m_runs->count() == 0)
        m_runsLabel->setText(tr("No own run or plan run of this candidate is stored to check the figures in this "
                                "answer against."));
    QStringList lines;
    for (const core::ClaimCheck& check : m_model->checks(row))
        lines << check.describe();
    if (lines.isEmpty() && (!answer.linkedRunIds.isEmpty() || !answer.linkedPlanSteps.isEmpty()))
        lines << tr("The answer quotes no figure to check (GB/s bus bandwidth, a latency in µs or a recovery time in "
                    "s).");
    m_checks->setText(lines.join(QLatin1Char('\n')));
}

void QuestionnairesPage::updateCompleteness()
{
    if (!project()) {
        m_completeness->clear();
        return;
    }
    QStringList lines;
    const QString language = QuestionnaireModel::catalogLanguage();
    core::QuestionnaireRepository repository(*project());
    for (const core::Candidate& c : core::CandidateRepository(*project()).all()) {
        const core::QuestionnaireCompleteness q = core::answerEvidence(*project(), c, language).completeness;
        int sourcesRead = 0;
        for (const core::SourceCheck& check : repository.officialSources(c.id))
            sourcesRead += check.status.isEmpty() ? 0 : 1;
        lines << tr("%1: %2 of %3 answered (%4 with evidence), %5, %6 unanswered; operating model %7 of %8 items; "
                    "official sources %9 of %10 checked")
                     .arg(c.supplier)
                     .arg(q.answered)
                     .arg(q.total)
                     .arg(q.withEvidence)
                     .arg(tr("%n red flag(s)", nullptr, q.redFlags))
                     .arg(q.unanswered)
                     .arg(repository.operatingModel(c.id).size())
                     .arg(core::Checklist::operatingModel().size())
                     .arg(sourcesRead)
                     .arg(core::Checklist::officialSources(c.fabric).size());
    }
    m_completeness->setText(lines.join(QLatin1Char('\n')));
}

void QuestionnairesPage::retranslate()
{
    m_intro->setText(tr("The supplier questions of each candidate's fabric. Record each answer, its status and "
                        "its evidence (files are kept inside the project file with their SHA-256). Vague answers "
                        "and missing details are flagged with the reason."));
    m_candidateLabel->setText(tr("Candidate:"));
    m_supplierLanguageLabel->setText(tr("Supplier's language:"));
    m_supplierLanguage->setItemText(0, tr("English"));
    m_supplierLanguage->setItemText(1, tr("German"));
    m_supplierLanguage->setItemText(2, tr("Japanese"));
    m_send->setText(tr("Send to supplier..."));
    m_send->setToolTip(tr("Write the candidate's questionnaire and bill of materials as a workbook for the supplier."));
    m_bringBack->setText(tr("Bring answers back..."));
    m_bringBack->setToolTip(tr("Read the workbook the supplier returned and review its changes before storing them."));
    m_tabs->setTabText(0, tr("Supplier questions"));
    m_tabs->setTabText(1, tr("Operating model"));
    m_tabs->setTabText(2, tr("Official sources"));
    m_tabs->setTabToolTip(2, tr("The vendor and provider documents to read before trusting an offer, and whether the "
                                "offer matches them. They never replace the acceptance test."));
    m_evidenceLabel->setText(tr("Evidence for the selected question:"));
    m_attach->setText(tr("Attach file..."));
    m_link->setText(tr("Add link..."));
    m_remove->setText(tr("Remove"));
    m_model->retranslate();
    m_operating->retranslate();
    m_sources->retranslate();
    updateEvidence();
    updateCompleteness();
}

} // namespace fw::app
