// SPDX-License-Identifier: Apache-2.0
#include "report/supplierexchange.h"

#include "domain/questionnairecatalog.h"
#include "ingest/xlsxreader.h"
#include "report/hyphenation.h"
#include "report/reportlanguage.h"
#include "storage/projectfile.h"
#include "supplier/supplierworkbook.h"

#include <QColor>
#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QLocale>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextTable>
#include <algorithm>
#include <numeric>

namespace fw::app::supplierexchange {

namespace {

// What a cell shows: its text, a number as the locale writes it, a price sheet date as a date.
QString cellText(const core::XlsxCell* cell, int column, bool prices)
{
    if (!cell)
        return QString();
    if (cell->kind != core::XlsxCell::Kind::Number)
        return cell->text;
    if (cell->formula && cell->number == 0) // a line total of a line without a price yet
        return QString();
    if (prices &&
        column == core::supplierworkbook::kValidUntilColumn) // a spreadsheet day number: days since 1899-12-30
        return QDate(1899, 12, 30).addDays(qint64(cell->number)).toString(Qt::ISODate);
    return QLocale().toString(cell->number, 'g', 12);
}

// The workbook's visible sheets as tables, the header row repeated on every page, each column as wide as its texts
// need within bounds (the questions wide, the numbers narrow).
void writeSheets(QTextDocument& document, const core::XlsxReader::Result& book, const QString& priceSheet,
                 const QString& title, const QString& intro)
{
    QTextCursor cursor(&document);
    QTextCharFormat heading;
    heading.setFontWeight(QFont::Bold);
    heading.setFontPointSize(14);
    QTextCharFormat plain;
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    cursor.insertText(title, heading);
    cursor.insertBlock();
    cursor.insertText(intro, plain);
    heading.setFontPointSize(11);
    for (const core::XlsxSheet& sheet : book.sheets) {
        if (sheet.hidden)
            continue;
        int rows = 0;
        int columns = 0;
        for (auto it = sheet.cells.cbegin(); it != sheet.cells.cend(); ++it) {
            rows = std::max(rows, it.key().row + 1);
            columns = std::max(columns, it.key().column + 1);
        }
        if (rows == 0)
            continue;
        QList<double> weights(columns, 0);
        for (auto it = sheet.cells.cbegin(); it != sheet.cells.cend(); ++it)
            weights[it.key().column] += double(std::min<qsizetype>(it.value().text.size(), 120));
        const double total = std::accumulate(weights.cbegin(), weights.cend(), 0.0);
        for (double& weight : weights)
            weight = total > 0 ? std::clamp(100 * weight / total, 6.0, 35.0) : 100.0 / columns;
        const double clamped = std::accumulate(weights.cbegin(), weights.cend(), 0.0);
        QList<QTextLength> widths;
        for (const double weight : std::as_const(weights))
            widths << QTextLength(QTextLength::PercentageLength, weight * 100 / clamped);

        cursor.movePosition(QTextCursor::End);
        cursor.insertBlock();
        cursor.insertBlock();
        cursor.insertText(sheet.name, heading);
        QTextTableFormat format;
        format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
        format.setColumnWidthConstraints(widths);
        format.setHeaderRowCount(1);
        format.setCellPadding(3);
        format.setCellSpacing(0);
        format.setBorder(1);
        format.setBorderBrush(QColor(0x9a, 0xa4, 0xb1));
        format.setBorderCollapse(true);
        QTextTable* table = cursor.insertTable(rows, columns, format);
        const bool prices = sheet.name == priceSheet;
        for (int row = 0; row < rows; ++row) {
            for (int column = 0; column < columns; ++column) {
                QTextTableCell cell = table->cellAt(row, column);
                if (row == 0) {
                    QTextCharFormat shaded = cell.format();
                    shaded.setBackground(QColor(0xdd, 0xe4, 0xee));
                    cell.setFormat(shaded);
                }
                cell.firstCursorPosition().insertText(cellText(sheet.cell(row, column), column, prices),
                                                      row == 0 ? bold : plain);
            }
        }
    }
}

// The PDF of the workbook: the same cells, read back from the written file so the two never differ, laid out for
// reading and printing (landscape A4, page numbers, hyphenated in the workbook's language).
bool writeWorkbookPdf(core::ProjectFile& project, qint64 candidateId, const QString& language, const QString& path,
                      QString* error)
{
    QTemporaryDir folder;
    const QString xlsx = folder.filePath(QStringLiteral("workbook.xlsx"));
    if (!folder.isValid() || !core::supplierworkbook::Writer::write(project, candidateId, language, xlsx, error))
        return false;
    const core::XlsxReader::Result book = core::XlsxReader::read(xlsx);
    const auto stamp = core::supplierreview::Reader::stamp(book, error);
    if (!book.error.isEmpty() || !stamp) {
        if (!book.error.isEmpty())
            *error = book.error;
        return false;
    }
    const QString title =
        QCoreApplication::translate("fw::app::supplierexchange", "Supplier workbook: %1").arg(stamp->candidateName);
    const QString intro =
        QCoreApplication::translate("fw::app::supplierexchange",
                                    "%1, %2. This PDF is for reading: please answer in the spreadsheet (.xlsx) that "
                                    "came with it, in the shaded cells, and send the spreadsheet back.")
            .arg(QFileInfo(project.path()).completeBaseName(),
                 QLocale().toString(QDate::currentDate(), QLocale::LongFormat));

    const QString temporary = path + QStringLiteral(".part");
    {
        QPdfWriter writer(temporary);
        writer.setResolution(300);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, QMarginsF(12, 12, 12, 12),
                                         QPageLayout::Millimeter));
        writer.setTitle(title);
        QTextDocument document;
        QFont font;
        font.setFamilies(ReportLanguage::fontFamilies(language));
        font.setPointSizeF(8.5);
        document.setDefaultFont(font);
        writeSheets(document, book, stamp->priceSheet, title, intro);
        hyphenateDocument(document, language);
        document.print(&writer);
    }
    // An empty file: the writer could not open it. Either way nothing half-written is left at `path`.
    const bool written = QFileInfo(temporary).size() > 0;
    if (written)
        QFile::remove(path);
    if (written && QFile::rename(temporary, path))
        return true;
    QFile::remove(temporary);
    *error = QCoreApplication::translate("fw::app::supplierexchange", "Could not write %1.").arg(path);
    return false;
}

} // namespace

bool exportWorkbook(core::ProjectFile& project, qint64 candidateId, const QString& language, const QString& path,
                    QString* error)
{
    const ReportLanguage scope(language);
    if (path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        return writeWorkbookPdf(project, candidateId, language, path, error);
    return core::supplierworkbook::Writer::write(project, candidateId, language, path, error);
}

bool reviewWorkbook(core::ProjectFile& project, const QString& path, std::optional<qint64> candidate,
                    core::supplierreview::Review* review, QString* error)
{
    const core::XlsxReader::Result workbook = core::XlsxReader::read(path);
    if (!workbook.error.isEmpty()) {
        *error = workbook.error;
        return false;
    }
    // The cells are read in the workbook's language; the review speaks the user's.
    QString stampError;
    const auto stamp = core::supplierreview::Reader::stamp(workbook, &stampError);
    core::supplierworkbook::Vocabulary words;
    {
        const ReportLanguage scope(stamp ? stamp->language : QStringLiteral("en"));
        words = core::supplierworkbook::Vocabulary::current();
    }
    const QString ui = QLocale().name().section(u'_', 0, 0);
    return core::supplierreview::Reader::review(
        project, workbook, candidate, words,
        core::QuestionnaireCatalog::languages().contains(ui) ? ui : QStringLiteral("en"), review, error);
}

} // namespace fw::app::supplierexchange
