#pragma once

#include "ingest/importerror.h"
#include "ingest/linereader.h"

#include <QString>

namespace fw::core {

// What every line-oriented importer shares: the lines, the file name for messages, and failing with the file
// and line of the problem. Each parser derives its own state machine from it.
class LineParser
{
protected:
    LineParser(LineReader& lines, const QString& fileName) : m_lines(lines), m_fileName(fileName) {}
    [[noreturn]] void fail(const QString& reason) const { throw ImportError(m_fileName, m_lines.lineNumber(), reason); }

    LineReader& m_lines;
    QString m_fileName;
};

} // namespace fw::core
