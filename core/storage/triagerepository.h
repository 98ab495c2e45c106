// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/checklist.h"

namespace fw::core {

class ProjectFile;

// The project's triage answers (R1): one value per question key. Every write is its own transaction.
class TriageRepository
{
public:
    explicit TriageRepository(ProjectFile& project) : m_project(project) {}

    ChecklistAnswers all() const;
    // An empty value clears the answer.
    void set(const QString& key, const QString& value);

private:
    ProjectFile& m_project;
};

} // namespace fw::core
