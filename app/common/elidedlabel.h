// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLabel>

namespace fw::app {

// A one-line label that shows as much of its text as its width allows, cut with "…" where `mode` says (a path in
// the middle, a message at its end), and always holds the whole text in its tooltip. Its size hint is what it
// shows, so a layout never thinks it cut: the status bar's message and project path.
class ElidedLabel final : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(Qt::TextElideMode mode, QWidget* parent = nullptr);

    // The whole text (its first line is shown); `toolTip` adds to the tooltip below the text.
    void setFullText(const QString& text, const QString& toolTip = {});
    QString fullText() const { return m_full; }
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void elide();

    Qt::TextElideMode m_mode;
    QString m_full;
};

} // namespace fw::app
