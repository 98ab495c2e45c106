// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;

namespace fw::app {

// The label and notes of one benchmark run. Tests find the fields by object name: label, notes.
class RunEditDialog final : public QDialog
{
    Q_OBJECT

public:
    RunEditDialog(const QString& label, const QString& notes, QWidget* parent = nullptr);

    QString label() const;
    QString notes() const;

private:
    QLineEdit* m_label;
    QPlainTextEdit* m_notes;
};

} // namespace fw::app
