// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/workload.h"

#include <optional>

namespace fw::core {

class ProjectFile;

// The project's workload description (issue 36), one per project. Every write is its own transaction.
class WorkloadRepository
{
public:
    explicit WorkloadRepository(ProjectFile& project) : m_project(project) {}

    // The stored description, or none when the project has not described its workload yet.
    std::optional<WorkloadDescription> load() const;
    // Stores `description` in place of the one before; none removes it (an undone first edit).
    void save(const std::optional<WorkloadDescription>& description);

private:
    ProjectFile& m_project;
};

} // namespace fw::core
