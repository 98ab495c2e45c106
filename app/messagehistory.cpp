// SPDX-License-Identifier: Apache-2.0
#include "messagehistory.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QLocale>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace fw::app {

MessageHistory::MessageHistory(QObject* parent) : QObject(parent) {}

void MessageHistory::add(const QString& text)
{
    if (text.trimmed().isEmpty())
        return;
    m_messages.append({QDateTime::currentDateTime(), text});
    if (m_messages.size() > kMaxMessages)
        m_messages.removeFirst();
    if (m_view)
        m_view->setPlainText(this->text());
    emit added(text);
}

QString MessageHistory::text() const
{
    QStringList lines;
    for (auto it = m_messages.crbegin(); it != m_messages.crend(); ++it)
        lines << QStringLiteral("%1  %2").arg(QLocale().toString(it->when.time(), QLocale::LongFormat), it->text);
    return lines.isEmpty() ? tr("No messages yet.") : lines.join(QStringLiteral("\n\n"));
}

void MessageHistory::show(QWidget* parent)
{
    if (m_view) {
        m_view->window()->raise();
        m_view->window()->activateWindow();
        return;
    }
    auto* dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("messageHistory"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Message History"));
    m_view = new QPlainTextEdit(dialog);
    m_view->setReadOnly(true);
    m_view->setPlainText(text());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(m_view);
    layout->addWidget(buttons);
    dialog->resize(640, 360);
    dialog->show();
}

} // namespace fw::app
