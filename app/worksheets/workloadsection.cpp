// SPDX-License-Identifier: Apache-2.0
#include "worksheets/workloadsection.h"

#include "analysis/communicationpattern.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "common/projecteditcommand.h"
#include "prompts.h"
#include "storage/storageerror.h"
#include "storage/workloadrepository.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QUndoStack>
#include <QVBoxLayout>

namespace fw::app {

WorkloadSection::WorkloadSection(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : QGroupBox(parent), m_prompts(prompts), m_context(context), m_form(new QFormLayout), m_kindLabel(new QLabel(this)),
      m_kind(named(new QComboBox(this), "workloadKind")), m_precisionLabel(new QLabel(this)),
      m_precision(named(new QComboBox(this), "workloadPrecision")),
      m_problems(named(new QLabel(this), "workloadProblems")), m_summary(named(new QLabel(this), "workloadSummary"))
{
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A label too long for the column (German, Japanese at the default size) puts its field below it, so the column
    // never grows past the page and the recommendation above keeps wrapping.
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (QComboBox* box : {m_kind, m_precision}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(8);
    }
    for (const core::WorkloadKind kind : core::allWorkloadKinds())
        m_kind->addItem(QString(), core::storageKey(kind));
    for (const core::WorkloadPrecision precision : core::allWorkloadPrecisions())
        m_precision->addItem(QString(), core::storageKey(precision));
    m_form->addRow(m_kindLabel, m_kind);
    m_form->addRow(m_precisionLabel, m_precision);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        core::WorkloadDescription d = shown();
        d.kind = core::workloadKindFromKey(m_kind->currentData().toString()).value_or(d.kind);
        edit(d);
    });
    connect(m_precision, &QComboBox::currentIndexChanged, this, [this] {
        core::WorkloadDescription d = shown();
        d.precision = core::workloadPrecisionFromKey(m_precision->currentData().toString()).value_or(d.precision);
        edit(d);
    });
    // Whole numbers only; what they must agree on is shown below, not refused while typing.
    auto* digits = new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,18}")), this);
    for (const core::WorkloadField& field : core::workloadFields()) {
        auto* label = new QLabel(this);
        auto* line = new QLineEdit(this);
        line->setObjectName(QStringLiteral("workload_") + QString::fromLatin1(field.key));
        line->setValidator(digits);
        // Room for the largest numbers (a parameter count, a checkpoint's bytes) without scrolling inside the field.
        line->setMinimumWidth(line->fontMetrics().horizontalAdvance(QStringLiteral("000000000000000")));
        m_fields.append({label, line});
        m_form->addRow(label, line);
        qint64 core::WorkloadDescription::*member = field.member;
        connect(line, &QLineEdit::editingFinished, this, [this, line, member] {
            core::WorkloadDescription d = shown();
            d.*member = line->text().toLongLong();
            edit(d);
        });
    }
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(m_problems);
    layout->addWidget(m_summary);
    retranslate();
}

void WorkloadSection::load()
{
    m_stored.reset();
    if (m_context.project()) {
        try {
            m_stored = core::WorkloadRepository(*m_context.project()).load();
        } catch (const core::StorageError& error) {
            m_prompts.showError(this, tr("Workload not read"), error.message());
        }
    }
    setEnabled(m_context.isEditable());
    showDescription();
}

core::WorkloadDescription WorkloadSection::shown() const
{
    return m_stored.value_or(core::WorkloadDescription{});
}

void WorkloadSection::edit(const core::WorkloadDescription& after)
{
    // A value typed again is no edit, nor is the example's own value before anything is stored.
    if (!m_context.isEditable() || after == shown()) {
        showDescription();
        return;
    }
    core::ProjectFile* file = m_context.project();
    const std::optional<core::WorkloadDescription> before = m_stored;
    QPointer<WorkloadSection> section(this);
    m_context.undoStack()->push(new ProjectEditCommand(
        tr("Edit the workload"),
        [file, before, after, section](bool forward) {
            const std::optional<core::WorkloadDescription> now = forward ? std::optional(after) : before;
            core::WorkloadRepository(*file).save(now);
            if (section)
                section->apply(now);
        },
        [section](const QString& message) {
            if (!section)
                return;
            section->m_prompts.showError(section, tr("Change not saved"), message);
            section->load(); // the widgets show what the file holds
        }));
}

void WorkloadSection::apply(const std::optional<core::WorkloadDescription>& description)
{
    m_stored = description;
    showDescription();
}

void WorkloadSection::showDescription()
{
    const core::WorkloadDescription d = shown();
    {
        const QSignalBlocker kindBlocker(m_kind);
        const QSignalBlocker precisionBlocker(m_precision);
        m_kind->setCurrentIndex(m_kind->findData(core::storageKey(d.kind)));
        m_precision->setCurrentIndex(m_precision->findData(core::storageKey(d.precision)));
    }
    int row = 0;
    for (const core::WorkloadField& field : core::workloadFields()) {
        QLineEdit* line = m_fields.at(row++).second;
        const QSignalBlocker blocker(line);
        line->setText(QString::number(d.*field.member));
    }

    const QList<core::WorkloadProblem> problems = core::validate(d);
    QString problemHtml;
    for (const core::WorkloadProblem& problem : problems) {
        const core::WorkloadField* field = core::workloadField(problem.field);
        problemHtml += QStringLiteral("<li><b>%1</b>: %2</li>")
                           .arg((field ? core::workloadFieldLabel(*field) : problem.field).toHtmlEscaped(),
                                problem.message.toHtmlEscaped());
    }
    m_problems->setVisible(!problems.isEmpty());
    m_problems->setText(
        problems.isEmpty()
            ? QString()
            : QStringLiteral("<p>%1</p><ul>%2</ul>")
                  .arg(tr("The description cannot be laid out as it says:").toHtmlEscaped(), problemHtml));

    QString html;
    if (!m_stored) {
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("Not described yet: the values are an example (Llama-2-7B on 2 nodes of 8 GPUs). The "
                            "first change stores the description.")
                             .toHtmlEscaped());
    }
    if (problems.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Communication per step and GPU").toHtmlEscaped());
        for (const QString& line : core::summaryLines(core::summarise(core::communicationPattern(d))))
            html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
        html += QStringLiteral("</ul>");
    } else {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("No communication pattern until the description can be laid out.").toHtmlEscaped());
    }
    m_summary->setText(html);
}

void WorkloadSection::retranslate()
{
    setTitle(tr("Workload description: what runs on each candidate"));
    m_kindLabel->setText(tr("Kind"));
    m_precisionLabel->setText(tr("Precision"));
    for (int i = 0; i < m_kind->count(); ++i)
        m_kind->setItemText(i, core::displayName(core::allWorkloadKinds()[std::size_t(i)]));
    for (int i = 0; i < m_precision->count(); ++i)
        m_precision->setItemText(i, core::displayName(core::allWorkloadPrecisions()[std::size_t(i)]));
    int row = 0;
    for (const core::WorkloadField& field : core::workloadFields())
        m_fields.at(row++).first->setText(core::workloadFieldLabel(field));
    showDescription();
}

} // namespace fw::app
