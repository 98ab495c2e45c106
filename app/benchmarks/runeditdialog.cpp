// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/runeditdialog.h"

#include "common/objectnames.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace fw::app {

RunEditDialog::RunEditDialog(const QString& label, const QString& notes, QWidget* parent)
    : QDialog(parent), m_label(named(new QLineEdit(label, this), "label")),
      m_notes(named(new QPlainTextEdit(notes, this), "notes"))
{
    setWindowTitle(tr("Edit Run"));
    m_label->setPlaceholderText(tr("e.g. Acceptance baseline, 16 nodes"));
    auto* form = new QFormLayout;
    form->addRow(tr("Label:"), m_label);
    form->addRow(tr("Notes:"), m_notes);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

QString RunEditDialog::label() const
{
    return m_label->text().trimmed();
}

QString RunEditDialog::notes() const
{
    return m_notes->toPlainText();
}

} // namespace fw::app
