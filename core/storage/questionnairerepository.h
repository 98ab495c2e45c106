// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/checklist.h"
#include "domain/questionnaireanswer.h"

#include <QMap>

namespace fw::core {

class ProjectFile;

// Supplier answers with their attachments, the operating-model checklist and the official-source checks, per
// candidate.
// Every write is its own committed transaction.
class QuestionnaireRepository
{
public:
    // Attachments larger than this are refused: evidence is a PDF or a log, not a disk image.
    static constexpr qint64 kMaxAttachmentBytes = 64 * 1024 * 1024;

    explicit QuestionnaireRepository(ProjectFile& project) : m_project(project) {}

    // By question key; questions never answered are absent.
    QMap<QString, QuestionnaireAnswer> answers(qint64 candidateId) const;
    // Stores the whole answer: attachments missing from it are deleted, new ones (id 0) get an id, and ones
    // with an id that is not stored (an undone removal) come back under that id. Returns the stored answer.
    QuestionnaireAnswer setAnswer(qint64 candidateId, const QString& questionKey, const QuestionnaireAnswer& answer);

    ChecklistAnswers operatingModel(qint64 candidateId) const;
    void setOperatingModel(qint64 candidateId, const QString& itemKey, const QString& value);

    SourceChecks officialSources(qint64 candidateId) const;
    // An empty check removes the item's row.
    void setOfficialSource(qint64 candidateId, const QString& itemKey, const SourceCheck& check);

    // The SHA-256 of `content` as stored with an attachment (lower-case hex).
    static QString sha256(const QByteArray& content);

private:
    ProjectFile& m_project;
};

} // namespace fw::core
