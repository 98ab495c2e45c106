// SPDX-License-Identifier: Apache-2.0
#include "analysis/worksheet.h"

#include <QRegularExpression>

namespace fw::core {

Worksheet::Worksheet(QStringList header, QList<QStringList> rows) : m_header(std::move(header)), m_rows(std::move(rows))
{}

QByteArray Worksheet::toCsv() const
{
    QString text;
    const auto line = [&](const QStringList& cells) {
        QStringList quoted;
        for (QString cell : cells)
            quoted << QLatin1Char('"') + cell.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
        text += quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    };
    line(m_header);
    for (const QStringList& row : m_rows)
        line(row);
    return QByteArray("\xEF\xBB\xBF") + text.toUtf8();
}

QString Worksheet::toTsv() const
{
    static const QRegularExpression separators(QStringLiteral("[\\t\\r\\n]+"));
    QString text;
    const auto line = [&](const QStringList& cells) {
        QStringList cleaned;
        for (QString cell : cells)
            cleaned << cell.replace(separators, QStringLiteral(" "));
        text += cleaned.join(QLatin1Char('\t')) + QLatin1Char('\n');
    };
    line(m_header);
    for (const QStringList& row : m_rows)
        line(row);
    return text;
}

QString Worksheet::toHtml() const
{
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n<tr>");
    for (const QString& cell : m_header)
        html += QStringLiteral("<th>") + cell.toHtmlEscaped() + QStringLiteral("</th>");
    html += QStringLiteral("</tr>\n");
    for (const QStringList& row : m_rows) {
        html += QStringLiteral("<tr>");
        for (const QString& cell : row)
            html += QStringLiteral("<td>") + cell.toHtmlEscaped() + QStringLiteral("</td>");
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n");
}

} // namespace fw::core
