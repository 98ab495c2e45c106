// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <optional>

namespace fw::core {

// One cell of a workbook as its file stores it: a string (shared or inline), a number, a boolean, or an error
// value; `formula` says the cell holds a formula (its cached result is the value).
struct XlsxCell
{
    enum class Kind
    {
        Text,
        Number,
        Boolean,
        Error
    };
    Kind kind = Kind::Text;
    QString text; // Text, and the cell's value as written for the other kinds
    double number = 0;
    bool formula = false;
};

// 0-based row and column, and the A1 name of a cell ("C12").
struct CellRef
{
    int row = 0;
    int column = 0;
    QString name() const;
    static std::optional<CellRef> parse(const QString& a1);
    auto operator<=>(const CellRef&) const = default;
};

struct XlsxSheet
{
    QString name;
    bool hidden = false;
    QMap<CellRef, XlsxCell> cells;

    const XlsxCell* cell(int row, int column) const;
};

// An Office Open XML workbook (.xlsx), or an OpenDocument spreadsheet (.ods) as LibreOffice saves it, read with zlib's
// minizip and QXmlStreamReader: the sheets in order, with their values (an ODS date as the day number an XLSX file
// holds). Limits protect against a hostile file: every part's uncompressed size is checked against its own and
// the total limit before it is inflated (and again while inflating, in case the directory lies), and a cell longer
// than Excel's own limit of 32,767 characters is refused with its sheet and cell.
class XlsxReader
{
    Q_DECLARE_TR_FUNCTIONS(XlsxReader)

public:
    static constexpr qint64 kMaxPartBytes = 32 * 1024 * 1024;
    static constexpr qint64 kMaxTotalBytes = 128 * 1024 * 1024;
    static constexpr int kMaxCellCharacters = 32767;

    struct Result
    {
        QList<XlsxSheet> sheets;
        QString error; // translated; names the file, and the sheet and cell where one is to blame

        const XlsxSheet* sheet(const QString& name) const;
    };

    static Result read(const QString& path);
};

} // namespace fw::core
