#include "prompts.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>

namespace fw::app {

namespace {

QString projectFilter()
{
    return QCoreApplication::translate("fw::app::Prompts", "Fabric Workbench projects (*.fabwb)");
}

} // namespace

void DialogPrompts::showError(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox::critical(parent, title, text);
}

bool DialogPrompts::confirm(QWidget* parent, const QString& title, const QString& text)
{
    return QMessageBox::question(parent, title, text) == QMessageBox::Yes;
}

QString DialogPrompts::projectToOpen(QWidget* parent)
{
    return QFileDialog::getOpenFileName(parent, QCoreApplication::translate("fw::app::Prompts", "Open Project"),
                                        QString(), projectFilter());
}

QString DialogPrompts::newProjectPath(QWidget* parent)
{
    // A dialog object rather than getSaveFileName, so the overwrite question sees the added suffix.
    QFileDialog dialog(parent, QCoreApplication::translate("fw::app::Prompts", "New Project"), QString(),
                       projectFilter());
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("fabwb"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

} // namespace fw::app
