// SPDX-License-Identifier: Apache-2.0
#include "worksheets/triagepage.h"

#include "analysis/triagerecommendation.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "prompts.h"
#include "storage/projectfile.h"
#include "storage/triagerepository.h"
#include "worksheets/workloadsection.h"
#include "worksheets/worksheeteditcommand.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QUndoStack>
#include <QVBoxLayout>

namespace fw::app {

TriagePage::TriagePage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : WorksheetPage(prompts, context, parent), m_intro(new QLabel(this))
{
    m_intro->setWordWrap(true);
    m_filter = addSection(core::Checklist::triageFilter(), false);
    m_modelApi = addSection(core::Checklist::modelApiNeeds(), false);
    m_workload = addSection(core::Checklist::workloads(), true);
    m_description = new WorkloadSection(prompts, context, this);
    m_result = new QGroupBox(this);
    m_recommendation = named(new QLabel(m_result), "recommendation");
    m_recommendation->setWordWrap(true);
    m_recommendation->setTextFormat(Qt::RichText);
    m_recommendation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    (new QVBoxLayout(m_result))->addWidget(m_recommendation);

    auto* content = new QWidget(this);
    auto* columns = new QHBoxLayout(content);
    auto* questions = new QVBoxLayout;
    questions->addWidget(m_filter);
    questions->addWidget(m_modelApi);
    questions->addWidget(m_workload);
    questions->addStretch();
    columns->addLayout(questions, 3);
    auto* answerColumn = new QVBoxLayout;
    answerColumn->addWidget(m_result);
    // Beside the questions, where it is seen without scrolling: the description and its pattern's summary.
    answerColumn->addWidget(m_description);
    answerColumn->addStretch();
    columns->addLayout(answerColumn, 2);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(scroll, 1);
    retranslate();
}

QGroupBox* TriagePage::addSection(const QList<core::ChecklistItem>& items, bool asCheckBoxes)
{
    auto* box = new QGroupBox(this);
    auto* form = new QFormLayout(box);
    // Each question above its answer, across the section's whole width: beside it, a long German or Japanese question
    // left the answer about 30 px; as a form's label, it wrapped at a third of the width beside empty space.
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const core::ChecklistItem& item : items) {
        const QString key = QString::fromLatin1(item.key);
        if (asCheckBoxes) {
            auto* check = new QCheckBox(box);
            m_workloads.insert(key, check);
            form->addRow(check);
            connect(check, &QCheckBox::toggled, this,
                    [this, key](bool on) { answer(key, on ? QStringLiteral("yes") : QString()); });
            continue;
        }
        // The question wraps only where its section's width is full; the section scrolls, so no line is lost.
        auto* label = new QLabel(box);
        label->setWordWrap(true);
        label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
        m_labels.append({label, item.label});
        auto* combo = new QComboBox(box);
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        combo->addItem(QString(), QString());
        for (const core::ChecklistOption& option : item.options)
            combo->addItem(QString(), QString::fromLatin1(option.key));
        m_boxes.insert(key, combo);
        label->setBuddy(combo);
        form->addRow(label);
        form->addRow(combo);
        connect(combo, &QComboBox::currentIndexChanged, this,
                [this, key, combo] { answer(key, combo->currentData().toString()); });
    }
    return box;
}

void TriagePage::load()
{
    m_answers = project() ? core::TriageRepository(*project()).all() : core::ChecklistAnswers();
    const bool editable = isEditable();
    for (QComboBox* box : std::as_const(m_boxes))
        box->setEnabled(editable);
    for (QCheckBox* box : std::as_const(m_workloads))
        box->setEnabled(editable);
    m_description->load();
    showAnswers();
}

void TriagePage::answer(const QString& key, const QString& value)
{
    if (!isEditable() || m_answers.value(key) == value)
        return;
    const QString before = m_answers.value(key);
    undoStack()->push(new WorksheetEditCommand(
        tr("Answer triage question"), [this, key, before, value](bool redo) { apply(key, redo ? value : before); },
        [this](const QString& message) {
            prompts().showError(this, tr("Change not saved"), message);
            showAnswers(); // the widget shows what the file holds
        }));
}

void TriagePage::apply(const QString& key, const QString& value)
{
    core::TriageRepository(*project()).set(key, value);
    if (value.isEmpty())
        m_answers.remove(key);
    else
        m_answers.insert(key, value);
    showAnswers();
}

void TriagePage::showAnswers()
{
    for (auto it = m_boxes.cbegin(); it != m_boxes.cend(); ++it) {
        const QSignalBlocker blocker(it.value());
        it.value()->setCurrentIndex(std::max(0, it.value()->findData(m_answers.value(it.key()))));
    }
    for (auto it = m_workloads.cbegin(); it != m_workloads.cend(); ++it) {
        const QSignalBlocker blocker(it.value());
        it.value()->setChecked(m_answers.value(it.key()) == QLatin1String("yes"));
    }

    const core::TriageRecommendation result = core::recommend(m_answers);
    QString html =
        QStringLiteral("<h3>%1</h3><ul>").arg(core::TriageRecommendation::verdictName(result.verdict).toHtmlEscaped());
    for (const QString& reason : result.reasons)
        html += QStringLiteral("<li>%1</li>").arg(reason.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    if (!result.modelApiReason.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Model API check:").toHtmlEscaped(), result.modelApiReason.toHtmlEscaped());
    }
    html += QStringLiteral("<p><i>%1</i></p>")
                .arg(tr("A starting point only: the acceptance test on the exact cluster decides.").toHtmlEscaped());
    m_recommendation->setText(html);
}

void TriagePage::retranslate()
{
    m_intro->setText(tr("Answer what you know; the recommendation follows each answer and is saved with the "
                        "project. It is where to start, not the decision."));
    m_filter->setTitle(tr("First-decision questions"));
    m_modelApi->setTitle(tr("Model-API check: does the workload need..."));
    m_workload->setTitle(tr("Workload profile: the cluster must carry"));
    m_result->setTitle(tr("Recommendation"));
    for (const auto& [label, source] : m_labels)
        label->setText(core::Checklist::label(source));
    auto relabel = [](QComboBox* combo, const QList<core::ChecklistItem>& items, const QString& key) {
        for (const core::ChecklistItem& item : items) {
            if (key != QLatin1String(item.key))
                continue;
            combo->setItemText(0, tr("(not answered)"));
            for (int i = 0; i < item.options.size(); ++i)
                combo->setItemText(i + 1, core::Checklist::label(item.options.at(i).label));
        }
    };
    for (auto it = m_boxes.cbegin(); it != m_boxes.cend(); ++it) {
        relabel(it.value(), core::Checklist::triageFilter(), it.key());
        relabel(it.value(), core::Checklist::modelApiNeeds(), it.key());
    }
    for (const core::ChecklistItem& item : core::Checklist::workloads())
        m_workloads.value(QString::fromLatin1(item.key))->setText(core::Checklist::label(item.label));
    m_description->retranslate();
    showAnswers();
}

} // namespace fw::app
