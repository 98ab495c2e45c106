// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "supplier/supplierreview.h"

#include <QString>
#include <optional>

namespace fw::core {
class ProjectFile;
}

// The supplier workbook sent and brought back (issue 24), in the workbook's language whatever the UI's: the command
// line and the Questionnaires page both go through these two, so both write and read the same file the same way.
namespace fw::app::supplierexchange {

// Writes the workbook of `candidateId` in `language` to `path`: the XLSX the supplier fills in, or, for a path
// ending in .pdf, the same sheets as a PDF for reading. Returns false with `error` set.
bool exportWorkbook(core::ProjectFile& project, qint64 candidateId, const QString& language, const QString& path,
                    QString* error);

// Reads the workbook at `path` and reviews it against the project, in the language its stamp names. Returns false
// with `error` set when the workbook as a whole is refused (unreadable, a zip bomb, a changed stamp, another
// candidate); cells that do not fit are in the review's refusals.
bool reviewWorkbook(core::ProjectFile& project, const QString& path, std::optional<qint64> candidate,
                    core::supplierreview::Review* review, QString* error);

} // namespace fw::app::supplierexchange
