// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace fw::core {

// A plain table of text for the procurement document (R6.3), in the formats spreadsheets and word processors
// paste or import.
class Worksheet
{
public:
    Worksheet(QStringList header, QList<QStringList> rows);

    const QStringList& header() const { return m_header; }
    const QList<QStringList>& rows() const { return m_rows; }

    // RFC 4180: every field quoted, quotes doubled, CRLF line ends, UTF-8 byte order mark for spreadsheets.
    QByteArray toCsv() const;
    // Tab-separated, one line per row; tabs and line breaks inside a cell become spaces.
    QString toTsv() const;
    // A complete HTML table with escaped text and a header row.
    QString toHtml() const;

private:
    QStringList m_header;
    QList<QStringList> m_rows;
};

} // namespace fw::core
