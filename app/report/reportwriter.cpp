// SPDX-License-Identifier: Apache-2.0
#include "report/hyphenation.h"
#include "report/pdftextlayer.h"
#include "report/reportbuilder.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFileInfo>
#include <QLocale>
#include <QLoggingCategory>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSet>
#include <QTextBlock>
#include <QTextDocument>
#include <QUrl>
#include <cmath>

Q_LOGGING_CATEGORY(lcReportWriter, "fw.report", QtInfoMsg)

namespace fw::app {

using namespace fw::core;

namespace {

// The PDF at `path` with a text layer that reads as its pages do (pdftextlayer.h).
bool makeTextLayerReadable(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray written = file.readAll();
    file.close();
    const QByteArray readable = readableTextLayer(written);
    if (readable == written)
        return true;
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(readable) == readable.size();
}

QString styleSheet(const QStringList& fontFamilies, bool forPdf)
{
    QString css = QStringLiteral(
        "body { font-family: %1; color: #1b1f24; }"
        "h1 { font-size: 17pt; color: #16365c; margin-top: 0; margin-bottom: 8px; }"
        "h2 { font-size: 12.5pt; color: #16365c; margin-top: 14px; margin-bottom: 4px; }"
        "h3 { font-size: 11pt; color: #16365c; margin-top: 10px; margin-bottom: 3px; }"
        "p { margin-top: 3px; margin-bottom: 5px; }"
        "p.lead { font-size: 11pt; font-weight: bold; color: #16365c; }"
        "p.none { color: #5a6270; font-style: italic; }"
        "p.caption { color: #5a6270; font-size: 8.5pt; }"
        ".muted { color: #7a828e; }"
        ".flag { color: #a8200d; font-weight: bold; }"
        ".mono { font-family: 'DejaVu Sans Mono', monospace; font-size: 7pt; }"
        "table.grid { border-collapse: collapse; margin-top: 4px; margin-bottom: 8px; }"
        "table.grid th { background-color: #e3e9f1; color: #16365c; text-align: left; border: 1px solid #b9c3cf; "
        "padding: 3px; }"
        "table.grid td { border: 1px solid #c9d1db; padding: 3px; vertical-align: top; }"
        "table.small td, table.small th { font-size: 8pt; }"
        "table.qa td { font-size: 8.5pt; }");
    QStringList quoted;
    for (const QString& family : fontFamilies)
        quoted << QLatin1Char('\'') + family + QLatin1Char('\'');
    css = css.arg(quoted.join(QStringLiteral(", ")));
    if (!forPdf) {
        css += QStringLiteral("body { max-width: 60em; margin: 2em auto; font-size: 10.5pt; line-height: 1.35; }"
                              ".title { border-bottom: 3px solid #16365c; margin-bottom: 2em; }"
                              "section { margin-top: 2em; }"
                              "img { max-width: 100%; }"
                              // Browsers hyphenate in the page's language (the lang attribute).
                              "p, td, th { hyphens: auto; -webkit-hyphens: auto; }");
    }
    return css;
}

QString pngDataUri(const QImage& image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(bytes.toBase64());
}

QString sectionHtml(const Report& report, bool forPdf)
{
    QString html;
    for (qsizetype i = 0; i < report.sections.size(); ++i) {
        const ReportSection& section = report.sections.at(i);
        const QString title = QStringLiteral("%1 %2").arg(i + 1).arg(section.title).toHtmlEscaped();
        if (forPdf) {
            html += QStringLiteral("<h1%1>%2</h1>")
                        .arg(i == 0 ? QString() : QStringLiteral(" style=\"page-break-before: always;\""), title);
            html += section.body;
        } else {
            html += QStringLiteral("<section id=\"s%1\"><h1>%2</h1>%3</section>").arg(i + 1).arg(title, section.body);
        }
    }
    return html;
}

} // namespace

QString ReportBuilder::toHtml(const Report& report, bool embedCharts)
{
    QString html = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\">"
                                  "<meta name=\"generator\" content=\"%2\"><title>%3</title><style>%4</style>"
                                  "</head><body>")
                       .arg(report.language, report.generatedBy.toHtmlEscaped(),
                            (report.documentTitle + QStringLiteral(" – ") + report.projectName).toHtmlEscaped(),
                            styleSheet(report.fontFamilies, false));
    html += QStringLiteral("<div class=\"title\"><h1>%1</h1><p class=\"lead\">%2</p>")
                .arg(report.documentTitle.toHtmlEscaped(), report.projectName.toHtmlEscaped());
    if (!report.buyer.isEmpty())
        html += QStringLiteral("<p class=\"buyer\">%1</p>").arg(report.buyer.toHtmlEscaped());
    html += QStringLiteral("<p>%1<br>%2</p>").arg(report.date.toHtmlEscaped(), report.generatedBy.toHtmlEscaped());
    if (!report.exampleNotice.isEmpty())
        html += QStringLiteral("<p class=\"flag\">%1</p>").arg(report.exampleNotice.toHtmlEscaped());
    html += QStringLiteral("<h2>%1</h2><ol>").arg(report.contentsTitle.toHtmlEscaped());
    for (qsizetype i = 0; i < report.sections.size(); ++i)
        html += QStringLiteral("<li><a href=\"#s%1\">%2</a></li>")
                    .arg(i + 1)
                    .arg(report.sections.at(i).title.toHtmlEscaped());
    html += QStringLiteral("</ol></div>");
    QString sections = sectionHtml(report, false);
    for (const ReportChart& chart : embedCharts ? report.charts : QList<ReportChart>())
        sections.replace(QStringLiteral("\"chart:%1\"").arg(chart.name),
                         QStringLiteral("\"%1\"").arg(pngDataUri(chart.image)));
    return html + sections + QStringLiteral("</body></html>\n");
}

bool ReportBuilder::writeHtml(const Report& report, const QString& path, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(toHtml(report).toUtf8()) < 0 || !file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

namespace {

// The A4 page less its margins, in device pixels.
QRectF pdfBodyRect(const QPagedPaintDevice& device)
{
    const double mm = device.logicalDpiX() / 25.4;
    return QRectF(20 * mm, 22 * mm, device.width() - 40 * mm, device.height() - 42 * mm);
}

} // namespace

std::unique_ptr<QTextDocument> ReportBuilder::pdfBody(const Report& report, QPagedPaintDevice& device)
{
    QFont baseFont;
    baseFont.setFamilies(report.fontFamilies);
    baseFont.setPointSizeF(9.5);
    auto document = std::make_unique<QTextDocument>();
    document->setUndoRedoEnabled(false);
    document->documentLayout()->setPaintDevice(&device);
    document->setDefaultFont(baseFont);
    document->setDocumentMargin(0);
    QTextOption wrapping = document->defaultTextOption();
    wrapping.setWrapMode(QTextOption::WordWrap);
    document->setDefaultTextOption(wrapping);
    document->setDefaultStyleSheet(styleSheet(report.fontFamilies, true));
    for (const ReportChart& chart : report.charts)
        document->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart:") + chart.name), chart.image);
    document->setHtml(sectionHtml(report, true));
    // Long words break at a syllable with a hyphen, never anywhere (German compounds in narrow columns).
    if (!hyphenateDocument(*document, report.language))
        qCWarning(lcReportWriter) << "the PDF is not hyphenated:" << Hyphenator::patternFile(report.language)
                                  << "is missing";
    document->setPageSize(pdfBodyRect(device).size());
    return document;
}

bool ReportBuilder::writePdf(const Report& report, const QString& path, QString* error)
{
    // QPdfWriter writes straight to its file: write beside the target and rename, so a failure leaves no half PDF.
    const QString temporary = path + QStringLiteral(".part");
    {
        QPdfWriter writer(temporary);
        writer.setResolution(300);
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0),
                                         QPageLayout::Millimeter));
        writer.setTitle(report.documentTitle + QStringLiteral(" – ") + report.projectName);
        writer.setCreator(report.generatedBy);
        QPainter painter;
        if (!painter.begin(&writer)) {
            if (error)
                *error = tr("Could not write %1.").arg(path);
            return false;
        }
        const double mm = writer.resolution() / 25.4;
        const QRectF page(0, 0, writer.width(), writer.height());
        const QRectF body = pdfBodyRect(writer);

        const std::unique_ptr<QTextDocument> laidOut = pdfBody(report, writer);
        QTextDocument& document = *laidOut;
        const int pageCount = document.pageCount();

        // Where each section starts, for the contents.
        QList<int> sectionPages;
        for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
            if (block.blockFormat().headingLevel() == 1)
                sectionPages << int(document.documentLayout()->blockBoundingRect(block).top() / body.height()) + 2;
        }

        const QColor accent(0x16, 0x36, 0x5c);
        const auto fontOf = [&](double points, bool bold) {
            QFont font;
            font.setFamilies(report.fontFamilies);
            font.setPointSizeF(points);
            font.setBold(bold);
            return font;
        };
        const int totalPages = pageCount + 1;

        // Title page.
        painter.fillRect(QRectF(0, 0, page.width(), 12 * mm), accent);
        painter.setPen(accent);
        painter.setFont(fontOf(24, true));
        QRectF area(body.left(), 45 * mm, body.width(), 40 * mm);
        QRectF used;
        painter.drawText(area, Qt::TextWordWrap, report.documentTitle, &used);
        painter.setFont(fontOf(16, false));
        painter.setPen(Qt::black);
        area.moveTop(used.bottom() + 6 * mm);
        painter.drawText(area, Qt::TextWordWrap, report.projectName, &used);
        if (!report.buyer.isEmpty()) {
            painter.setFont(fontOf(12, false));
            area.moveTop(used.bottom() + 2 * mm);
            painter.drawText(area, Qt::TextWordWrap, report.buyer, &used);
        }
        painter.setFont(fontOf(10.5, false));
        painter.setPen(QColor(0x40, 0x48, 0x54));
        area.moveTop(used.bottom() + 4 * mm);
        painter.drawText(area, Qt::TextWordWrap, report.date + QLatin1Char('\n') + report.generatedBy, &used);
        double y = used.bottom() + 8 * mm;
        if (!report.exampleNotice.isEmpty()) {
            painter.setFont(fontOf(10, true));
            painter.setPen(QColor(0xa8, 0x20, 0x0d));
            painter.drawText(QRectF(body.left(), y, body.width(), 30 * mm), Qt::TextWordWrap, report.exampleNotice,
                             &used);
            y = used.bottom() + 8 * mm;
        }
        painter.setPen(accent);
        painter.drawLine(QPointF(body.left(), y), QPointF(body.right(), y));
        y += 5 * mm;
        painter.setFont(fontOf(13, true));
        painter.drawText(QRectF(body.left(), y, body.width(), 10 * mm), Qt::AlignLeft, report.contentsTitle, &used);
        y = used.bottom() + 3 * mm;
        painter.setFont(fontOf(10.5, false));
        painter.setPen(Qt::black);
        for (qsizetype i = 0; i < report.sections.size(); ++i) {
            const QRectF line(body.left(), y, body.width(), 8 * mm);
            painter.drawText(line, Qt::AlignLeft, QStringLiteral("%1  %2").arg(i + 1).arg(report.sections.at(i).title),
                             &used);
            if (i < sectionPages.size())
                painter.drawText(line, Qt::AlignRight, QLocale(report.language).toString(sectionPages.at(i)));
            y = used.bottom() + 2.2 * mm;
        }

        // Body pages, with a running head and the page number.
        for (int p = 0; p < pageCount; ++p) {
            writer.newPage();
            painter.setFont(fontOf(7.5, false));
            painter.setPen(QColor(0x5a, 0x62, 0x70));
            const QRectF head(body.left(), 10 * mm, body.width(), 6 * mm);
            painter.drawText(head, Qt::AlignLeft | Qt::AlignBottom,
                             report.documentTitle + QStringLiteral(" · ") + report.projectName);
            painter.drawText(head, Qt::AlignRight | Qt::AlignBottom, report.date);
            painter.drawLine(QPointF(body.left(), 16.5 * mm), QPointF(body.right(), 16.5 * mm));
            const QRectF foot(body.left(), page.height() - 15 * mm, body.width(), 6 * mm);
            painter.drawText(foot, Qt::AlignLeft | Qt::AlignTop, report.generatedBy);
            painter.drawText(foot, Qt::AlignRight | Qt::AlignTop,
                             report.pageText.arg(QLocale(report.language).toString(p + 2),
                                                 QLocale(report.language).toString(totalPages)));

            painter.save();
            painter.translate(body.left(), body.top() - p * body.height());
            const QRectF clip(0, p * body.height(), body.width(), body.height());
            painter.setClipRect(clip);
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip = clip;
            context.palette.setColor(QPalette::Text, Qt::black);
            document.documentLayout()->draw(&painter, context);
            painter.restore();
        }
        if (!painter.end()) {
            QFile::remove(temporary);
            if (error)
                *error = tr("Could not write %1.").arg(path);
            return false;
        }
    }
    if (!makeTextLayerReadable(temporary)) {
        QFile::remove(temporary);
        if (error)
            *error = tr("Could not write %1.").arg(path);
        return false;
    }
    QFile::remove(path);
    if (!QFile::rename(temporary, path)) {
        QFile::remove(temporary);
        if (error)
            *error = tr("Could not write %1.").arg(path);
        return false;
    }
    return true;
}

} // namespace fw::app
