// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "storage/storageerror.h"

namespace fw::core {

// The same bytes were imported before; `existingRunId` is the first run made from them.
class DuplicateImportError : public StorageError
{
public:
    DuplicateImportError(const QString& message, qint64 existingRunId)
        : StorageError(message), m_existingRunId(existingRunId)
    {}
    qint64 existingRunId() const { return m_existingRunId; }

private:
    qint64 m_existingRunId;
};

} // namespace fw::core
