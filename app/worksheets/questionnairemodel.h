// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/answerassessment.h"
#include "domain/candidate.h"
#include "domain/questionnaireanswer.h"
#include "domain/questionnairecatalog.h"
#include "worksheets/worksheettableview.h"

#include <QAbstractTableModel>
#include <functional>
#include <optional>

class QUndoStack;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class ProjectContext;

// The ten supplier questions of one candidate's fabric, with answers, status, evidence and the findings of
// the red-flag rules. Question texts follow the UI language (catalog data in English, German, Japanese).
class QuestionnaireModel final : public QAbstractTableModel, public CellValidator
{
    Q_OBJECT

public:
    enum Column
    {
        Number,
        Question,
        Answer,
        Status,
        Evidence,
        Findings,
        ColumnCount
    };
    enum Role
    {
        QuestionKeyRole = Qt::UserRole,
        EffectiveStatusRole // core::AnswerStatus as int, after the red-flag rules
    };

    QuestionnaireModel(ProjectContext& context, QObject* parent = nullptr);

    void setCandidate(const std::optional<core::Candidate>& candidate);
    const std::optional<core::Candidate>& candidate() const { return m_candidate; }
    bool isEditable() const;
    // "en", "de" or "ja": the UI language where the catalog has it.
    static QString catalogLanguage();

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    QString rejection(const QModelIndex& index, const QString& value) const override;

    core::QuestionnaireAnswer answer(int row) const;
    // The checks of the answer's claims against its linked runs (empty when none is linked).
    QList<core::ClaimCheck> checks(int row) const;
    core::AnswerAssessment assessment(int row) const;
    core::QuestionnaireCompleteness completeness() const;

    // Each is one undoable edit; the status moves to "answered with evidence" when the first one is attached.
    void addAttachment(int row, const core::Attachment& attachment);
    void removeAttachment(int row, qint64 attachmentId);
    // One undoable edit: the runs and plan steps that check the answer's figures, replacing those linked before.
    void setLinks(int row, const QList<qint64>& runIds, const QList<core::PlanStepRef>& planSteps);

public slots:
    void retranslate();

signals:
    void storageFailed(const QString& message);
    void answersChanged();

private:
    const core::QuestionnaireCatalog* catalog() const;
    void pushAnswer(int row, const core::QuestionnaireAnswer& after, const QString& text);
    core::QuestionnaireAnswer applyAnswer(qint64 candidateId, const QString& key, const core::QuestionnaireAnswer& a);

    ProjectContext& m_context;
    std::optional<core::Candidate> m_candidate;
    QMap<QString, core::QuestionnaireAnswer> m_answers;
    QMap<QString, QList<core::ClaimCheck>> m_checks;
};

} // namespace fw::app
