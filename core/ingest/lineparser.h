// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/benchmarkrun.h"
#include "ingest/importerror.h"
#include "ingest/linereader.h"

#include <QString>
#include <utility>

namespace fw::core {

// What every line-oriented importer shares: the lines, the file name for messages, and failing with the file
// and line of the problem. Each parser derives its own state machine from it.
class LineParser
{
protected:
    LineParser(LineReader& lines, const QString& fileName, bool salvage)
        : m_lines(lines), m_fileName(fileName), m_salvage(salvage)
    {}
    [[noreturn]] void fail(const QString& reason) const { throw ImportError(m_fileName, m_lines.lineNumber(), reason); }

    // Reads one result row with `read`, which adds it to the run only once the whole row parsed. A row that does not
    // parse fails the import, marked as a row error; when the user asked to salvage the file, it is skipped instead
    // and listed with its line and reason (takeSkippedRows), for the run it belongs to.
    template <typename Read> void readRow(Read&& read)
    {
        try {
            read();
        } catch (ImportError& error) {
            if (!m_salvage) {
                error.setRowError();
                throw;
            }
            m_skippedRows << SkippedRow{error.line(), error.reason()};
        }
    }
    QList<SkippedRow> takeSkippedRows() { return std::exchange(m_skippedRows, {}); }

    LineReader& m_lines;
    QString m_fileName;

private:
    bool m_salvage;
    QList<SkippedRow> m_skippedRows;
};

} // namespace fw::core
