// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QString>
#include <stdexcept>

namespace fw::core {

// A file could not be imported. The message is translated and names the file, the line (when one is to blame)
// and what was expected there; nothing of the file has been stored.
class ImportError : public std::runtime_error
{
    Q_DECLARE_TR_FUNCTIONS(ImportError)

public:
    // `line` counts from 1; 0 means the file as a whole.
    ImportError(const QString& fileName, qint64 line, const QString& reason);

    // The message when memory ran out while `fileName` was imported (std::bad_alloc caught where an import starts):
    // the import is refused, not the program aborted, and nothing of the file is stored.
    static QString outOfMemory(const QString& fileName);

    const QString& fileName() const { return m_fileName; }
    qint64 line() const { return m_line; }
    const QString& reason() const { return m_reason; }
    const QString& message() const { return m_message; }
    // Whether the problem is one result row that does not parse: an import that salvages skips such a row.
    bool isRowError() const { return m_rowError; }
    void setRowError() { m_rowError = true; }
    // Whether the log says its run failed (issue 41): an import that salvages keeps it as a failed run.
    bool isRunFailed() const { return m_runFailed; }
    void setRunFailed() { m_runFailed = true; }

private:
    QString m_fileName;
    qint64 m_line;
    QString m_reason;
    QString m_message;
    bool m_rowError = false;
    bool m_runFailed = false;
};

} // namespace fw::core
