// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/costmodel.h"

#include <QHash>

namespace fw::core {

class ProjectFile;

// Reads and writes the cost model: project-wide settings and each candidate's inputs. Every write is its own
// committed transaction.
class CostRepository
{
public:
    explicit CostRepository(ProjectFile& project) : m_project(project) {}

    CostSettings settings() const;
    void setSettings(const CostSettings& settings);

    // Every candidate's inputs, by candidate id; candidates without any stored input are absent.
    QHash<qint64, CostInputs> allInputs() const;
    CostInputs inputs(qint64 candidateId) const;
    // Throws StorageError when the input is not valid: a value out of its unit's range, "derived" for a number
    // the workbench cannot derive, or an override of a derivation without a reason.
    void setInput(qint64 candidateId, CostInputKey key, const CostInput& input);
    // Replaces all of a candidate's inputs in one transaction: all are valid and stored, or none is.
    void setInputs(qint64 candidateId, const CostInputs& inputs);

    // Why `input` cannot be stored for `key`; empty when it can.
    static QString validate(CostInputKey key, const CostInput& input);

private:
    void writeInput(qint64 candidateId, CostInputKey key, const CostInput& input);

    ProjectFile& m_project;
};

} // namespace fw::core
