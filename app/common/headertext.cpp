// SPDX-License-Identifier: Apache-2.0
#include "common/headertext.h"

#include <QApplication>
#include <QFontMetrics>
#include <QStringList>
#include <QTextLayout>
#include <QTextOption>

namespace fw::app {

QString headerLines(const QString& text, int width)
{
    const QFont font = QApplication::font("QHeaderView");
    if (text.isEmpty() || QFontMetrics(font).horizontalAdvance(text) <= width)
        return text;
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        lines << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return lines.join(QLatin1Char('\n'));
}

} // namespace fw::app
