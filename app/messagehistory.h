// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class QPlainTextEdit;
class QWidget;

namespace fw::app {

// What the status bar said, whole: it shows a message's first line cut to its room (ElidedLabel), and every message
// that ended something (the measurement of this computer, a job stopping) is kept here with its time, for the View
// menu's Message History. Kept for the window's life, newest last.
class MessageHistory final : public QObject
{
    Q_OBJECT

public:
    struct Message
    {
        QDateTime when;
        QString text;
    };
    static constexpr int kMaxMessages = 200;

    explicit MessageHistory(QObject* parent = nullptr);

    void add(const QString& text);
    const QList<Message>& messages() const { return m_messages; }
    // The messages as one text, newest first: "15:13:02  Measured this computer: ...".
    QString text() const;
    // Shows the history in a window of its own over `parent` (one at a time; object name messageHistory), kept up to
    // date while it is open.
    void show(QWidget* parent);

signals:
    void added(const QString& text);

private:
    QList<Message> m_messages;
    QPointer<QPlainTextEdit> m_view;
};

} // namespace fw::app
