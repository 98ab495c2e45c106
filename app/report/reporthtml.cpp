// SPDX-License-Identifier: Apache-2.0
#include "report/reporthtml.h"

#include "analysis/numberformat.h"
#include "report/reportbuilder.h"

#include <QLocale>

namespace fw::app::report {

using namespace fw::core;

QString esc(const QString& text)
{
    return text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

QString para(const QString& text)
{
    return QStringLiteral("<p>%1</p>").arg(esc(text));
}

// What is not there, said plainly.
QString absent(const QString& text)
{
    return QStringLiteral("<p class=\"none\">%1</p>").arg(esc(text));
}

QString heading(const QString& text)
{
    return QStringLiteral("<h2>%1</h2>").arg(esc(text));
}

QString bullets(const QStringList& items)
{
    QString html = QStringLiteral("<ul>");
    for (const QString& item : items)
        html += QStringLiteral("<li>%1</li>").arg(esc(item));
    return html + QStringLiteral("</ul>");
}

// Cells are HTML already (esc() plain text first).
QString table(const QStringList& header, const QList<QStringList>& rows, const QString& cssClass)
{
    QString html =
        QStringLiteral("<table class=\"grid %1\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">").arg(cssClass);
    html += QStringLiteral("<thead><tr>");
    for (const QString& cell : header)
        html += QStringLiteral("<th>%1</th>").arg(cell);
    html += QStringLiteral("</tr></thead>");
    for (const QStringList& row : rows) {
        html += QStringLiteral("<tr>");
        for (const QString& cell : row)
            html += QStringLiteral("<td>%1</td>").arg(cell);
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QStringList escaped(const QStringList& texts)
{
    QStringList result;
    for (const QString& text : texts)
        result << esc(text);
    return result;
}

QString flagged(const QString& text)
{
    return QStringLiteral("<span class=\"flag\">%1</span>").arg(esc(text));
}

QString mono(const QString& text)
{
    return QStringLiteral("<span class=\"mono\">%1</span>").arg(esc(text));
}

QString candidateName(const Candidate& candidate)
{
    return ReportBuilder::tr("%1: %2").arg(candidate.supplier, candidate.offerName);
}

QString dateTime(const QDateTime& when)
{
    if (!when.isValid())
        return ReportBuilder::tr("not recorded");
    return ReportBuilder::tr("%1 UTC").arg(QLocale().toString(when.toUTC(), QLocale::ShortFormat));
}

QString percent(double fraction)
{
    return ReportBuilder::tr("%1 %").arg(QLocale().toString(fraction * 100, 'f', 1));
}

QString costValue(const core::CostDecisionSnapshot& s, CostInputKey key, double value)
{
    switch (unitOf(key)) {
    case CostUnit::Money:
        return s.money(value);
    case CostUnit::Count:
        return formatNumber(value);
    case CostUnit::Fraction:
        return percent(value);
    case CostUnit::Hours:
        return ReportBuilder::tr("%1 h").arg(formatNumber(value));
    case CostUnit::MoneyPerHour:
        return ReportBuilder::tr("%1/h").arg(s.money(value));
    }
    return formatNumber(value);
}

} // namespace fw::app::report
