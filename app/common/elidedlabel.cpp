// SPDX-License-Identifier: Apache-2.0
#include "common/elidedlabel.h"

#include <QResizeEvent>

namespace fw::app {

ElidedLabel::ElidedLabel(Qt::TextElideMode mode, QWidget* parent) : QLabel(parent), m_mode(mode)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setTextFormat(Qt::PlainText);
}

void ElidedLabel::setFullText(const QString& text, const QString& toolTip)
{
    m_full = text;
    QString tip = text;
    if (!toolTip.isEmpty())
        tip += (tip.isEmpty() ? QString() : QStringLiteral("\n\n")) + toolTip;
    setToolTip(tip);
    elide();
    updateGeometry();
}

QSize ElidedLabel::minimumSizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("M\u2026M")), QLabel::minimumSizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::elide()
{
    const QString line = m_full.section(QLatin1Char('\n'), 0, 0);
    const int room = contentsRect().width() - 2 * margin() - 2 * indent();
    QString shown = fontMetrics().elidedText(line, m_mode, std::max(0, room));
    if (text() != shown)
        setText(shown);
    // The label's own size hint adds its margins: cut once more by what it still lacks.
    if (const int over = QLabel::sizeHint().width() - width(); over > 0 && shown != line.left(0)) {
        shown = fontMetrics().elidedText(line, m_mode, std::max(0, room - over));
        setText(shown);
    }
}

} // namespace fw::app
