// SPDX-License-Identifier: Apache-2.0
#include "worksheetexport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>
#include <xlsxwriter.h>

namespace fw::app::worksheetexport {

namespace {

// Excel refuses sheet names over 31 characters or with []:*?/\ in them.
QByteArray sheetNameOf(const QString& name)
{
    QString clean = name;
    for (const QChar c : QStringLiteral("[]:*?/\\"))
        clean.replace(c, QLatin1Char(' '));
    clean = clean.trimmed().left(31);
    if (clean.isEmpty())
        clean = QStringLiteral("Worksheet");
    return clean.toUtf8();
}

} // namespace

bool writeXlsx(const core::Worksheet& worksheet, const QString& sheetName, const QString& title, const QString& path,
               QString* error)
{
    // libxlsxwriter writes the file itself; it goes to a temporary name first so a failure leaves no half file.
    const QString temporary = path + QStringLiteral(".part");
    const QByteArray temporaryName = QFile::encodeName(temporary);
    lxw_workbook* workbook = workbook_new(temporaryName.constData());
    if (!workbook) {
        if (error)
            *error = QCoreApplication::translate("fw::app::WorksheetExport", "Could not create %1.").arg(path);
        return false;
    }
    QByteArray titleText = title.toUtf8();
    lxw_doc_properties properties{};
    properties.title = titleText.data(); // libxlsxwriter copies it; its struct is not const-correct
    workbook_set_properties(workbook, &properties);

    const QByteArray name = sheetNameOf(sheetName);
    lxw_worksheet* sheet = workbook_add_worksheet(workbook, name.constData());
    lxw_format* headerFormat = workbook_add_format(workbook);
    format_set_bold(headerFormat);
    format_set_bg_color(headerFormat, 0xDDE4EE);
    format_set_text_wrap(headerFormat);
    format_set_align(headerFormat, LXW_ALIGN_VERTICAL_TOP);
    lxw_format* cellFormat = workbook_add_format(workbook);
    format_set_text_wrap(cellFormat);
    format_set_align(cellFormat, LXW_ALIGN_VERTICAL_TOP);

    const QStringList& header = worksheet.header();
    QList<int> widths(header.size(), 8);
    for (qsizetype c = 0; c < header.size(); ++c) {
        worksheet_write_string(sheet, 0, lxw_col_t(c), header.at(c).toUtf8().constData(), headerFormat);
        widths[c] = std::max(widths[c], int(header.at(c).size()));
    }
    for (qsizetype r = 0; r < worksheet.rows().size(); ++r) {
        const QStringList& row = worksheet.rows().at(r);
        for (qsizetype c = 0; c < row.size(); ++c) {
            worksheet_write_string(sheet, lxw_row_t(r + 1), lxw_col_t(c), row.at(c).toUtf8().constData(), cellFormat);
            if (c < widths.size())
                widths[c] = std::max(widths[c], int(row.at(c).size()));
        }
    }
    for (qsizetype c = 0; c < widths.size(); ++c)
        worksheet_set_column(sheet, lxw_col_t(c), lxw_col_t(c), std::min(widths.at(c) + 2, 60), nullptr);
    worksheet_freeze_panes(sheet, 1, 0);

    const lxw_error result = workbook_close(workbook);
    if (result != LXW_NO_ERROR) {
        QFile::remove(temporary);
        if (error)
            *error = QCoreApplication::translate("fw::app::WorksheetExport", "Could not write %1: %2")
                         .arg(path, QString::fromUtf8(lxw_strerror(result)));
        return false;
    }
    QFile::remove(path);
    if (!QFile::rename(temporary, path)) {
        QFile::remove(temporary);
        if (error)
            *error = QCoreApplication::translate("fw::app::WorksheetExport", "Could not write %1.").arg(path);
        return false;
    }
    return true;
}

bool writeCsv(const core::Worksheet& worksheet, const QString& path, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(worksheet.toCsv()) < 0 || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("fw::app::WorksheetExport", "Could not write %1: %2")
                         .arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace fw::app::worksheetexport
