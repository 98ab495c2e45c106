// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "analysis/worksheet.h"

#include <QString>

namespace fw::app::worksheetexport {

// The procurement worksheet as an Excel workbook (libxlsxwriter): one sheet, a bold frozen header row, columns
// sized to their text. Returns false with `error` set when the file cannot be written.
bool writeXlsx(const core::Worksheet& worksheet, const QString& sheetName, const QString& title, const QString& path,
               QString* error);
// RFC 4180, UTF-8 with a byte order mark so Excel reads the umlauts and kana right (core::Worksheet::toCsv).
bool writeCsv(const core::Worksheet& worksheet, const QString& path, QString* error);

} // namespace fw::app::worksheetexport
