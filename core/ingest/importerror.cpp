// SPDX-License-Identifier: Apache-2.0
#include "ingest/importerror.h"

namespace fw::core {

namespace {

QString compose(const QString& fileName, qint64 line, const QString& reason)
{
    if (line > 0)
        return ImportError::tr("%1, line %2: %3").arg(fileName).arg(line).arg(reason);
    return ImportError::tr("%1: %2").arg(fileName, reason);
}

} // namespace

ImportError::ImportError(const QString& fileName, qint64 line, const QString& reason)
    : std::runtime_error(compose(fileName, line, reason).toStdString()), m_fileName(fileName), m_line(line),
      m_reason(reason), m_message(compose(fileName, line, reason))
{}

QString ImportError::outOfMemory(const QString& fileName)
{
    return compose(fileName, 0,
                   tr("there was not enough memory to import the file; nothing of it was stored. Close other "
                      "programs, or split the log, and import it again"));
}

} // namespace fw::core
