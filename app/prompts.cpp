// SPDX-License-Identifier: Apache-2.0
#include "prompts.h"

#include "newprojectdialog.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>

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

void DialogPrompts::showHelp(QWidget* parent, const QString& title, const QString& html)
{
    QMessageBox box(QMessageBox::Information, title, html, QMessageBox::Close, parent);
    box.setTextFormat(Qt::RichText);
    box.exec();
}

bool DialogPrompts::confirm(QWidget* parent, const QString& title, const QString& text)
{
    return QMessageBox::question(parent, title, text) == QMessageBox::Yes;
}

RunAnswer DialogPrompts::startRun(QWidget* parent, const QString& title, const QString& text, bool offerDontAsk)
{
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
    QPushButton* run =
        box.addButton(QCoreApplication::translate("fw::app::Prompts", "Run the Agent"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    QCheckBox* dontAsk = nullptr;
    if (offerDontAsk) {
        dontAsk = new QCheckBox(QCoreApplication::translate("fw::app::Prompts", "Don't ask again for this connection"));
        box.setCheckBox(dontAsk);
    }
    box.exec();
    const bool accepted = box.clickedButton() == run;
    return {accepted, accepted && dontAsk && dontAsk->isChecked()};
}

bool DialogPrompts::salvageRows(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::NoButton, parent);
    QPushButton* salvage = box.addButton(QCoreApplication::translate("fw::app::Prompts", "Import What Can Be Read"),
                                         QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Close);
    box.setDefaultButton(QMessageBox::Close);
    box.exec();
    return box.clickedButton() == salvage;
}

QString DialogPrompts::projectToOpen(QWidget* parent)
{
    return QFileDialog::getOpenFileName(parent, QCoreApplication::translate("fw::app::Prompts", "Open Project"),
                                        QString(), projectFilter());
}

NewProjectAnswer DialogPrompts::newProject(QWidget* parent)
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    NewProjectDialog dialog(QFileInfo(documents).isDir() ? documents : QDir::homePath(), parent);
    if (dialog.exec() != QDialog::Accepted)
        return {};
    return {dialog.path(), dialog.identity()};
}

QStringList DialogPrompts::filesToOpen(QWidget* parent, const QString& title, const QString& filter, bool multiple)
{
    if (multiple)
        return QFileDialog::getOpenFileNames(parent, title, QDir::homePath(), filter);
    const QString path = QFileDialog::getOpenFileName(parent, title, QDir::homePath(), filter);
    return path.isEmpty() ? QStringList() : QStringList{path};
}

QString DialogPrompts::exportPath(QWidget* parent, const QString& title, const QString& suggested,
                                  const QString& filter)
{
    QFileDialog dialog(parent, title, suggested, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.selectFile(suggested);
    const qsizetype dot = suggested.lastIndexOf(QLatin1Char('.'));
    if (dot > 0)
        dialog.setDefaultSuffix(suggested.mid(dot + 1));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

bool DialogPrompts::trustHostKey(QWidget* parent, const QString& host, const QString& keyType,
                                 const QString& fingerprint, bool replacing)
{
    QMessageBox box(replacing ? QMessageBox::Warning : QMessageBox::Question,
                    QCoreApplication::translate("fw::app::Prompts", "SSH Host Key"),
                    (replacing ? QCoreApplication::translate("fw::app::Prompts", "Replace the stored host key of %1?")
                               : QCoreApplication::translate("fw::app::Prompts", "Trust the host %1?"))
                        .arg(host),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(
        (replacing
             ? QCoreApplication::translate(
                   "fw::app::Prompts",
                   "The server now presents a different key. Replace the stored key only if the cluster's "
                   "administrators confirm that this fingerprint is the server's new key; otherwise someone "
                   "may be intercepting the connection.")
             : QCoreApplication::translate(
                   "fw::app::Prompts", "This host is not known yet. Compare the fingerprint with the one the cluster's "
                                       "administrators publish before trusting it.")) +
        QStringLiteral("\n\n%1 %2").arg(keyType, fingerprint));
    QPushButton* trust = box.addButton(replacing ? QCoreApplication::translate("fw::app::Prompts", "Replace Key")
                                                 : QCoreApplication::translate("fw::app::Prompts", "Trust"),
                                       QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == trust;
}

QString DialogPrompts::keyPassphrase(QWidget* parent, const QString& keyFile)
{
    return QInputDialog::getText(parent, QCoreApplication::translate("fw::app::Prompts", "Key Passphrase"),
                                 QCoreApplication::translate("fw::app::Prompts", "Passphrase for %1:").arg(keyFile),
                                 QLineEdit::Password);
}

bool DialogPrompts::stopJobAndClose(QWidget* parent, bool faultHeld)
{
    QMessageBox box(QMessageBox::Question, QCoreApplication::translate("fw::app::Prompts", "Stop the Running Job?"),
                    faultHeld ? QCoreApplication::translate("fw::app::Prompts",
                                                            "An acceptance plan is running and may be holding a fault "
                                                            "on a node. Stop the plan and close the window?")
                              : QCoreApplication::translate("fw::app::Prompts",
                                                            "An agent job is still running. Stop it and close the "
                                                            "window?"),
                    QMessageBox::NoButton, parent);
    box.setInformativeText(
        faultHeld ? QCoreApplication::translate("fw::app::Prompts",
                                                "The fault is reverted first; the window closes when the plan has "
                                                "stopped. What ran so far stays in the project.")
                  : QCoreApplication::translate("fw::app::Prompts", "The window closes when the job has stopped. "
                                                                    "What it measured so far stays in the project."));
    QPushButton* stop =
        box.addButton(QCoreApplication::translate("fw::app::Prompts", "Stop and Close"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == stop;
}

QString DialogPrompts::text(QWidget* parent, const QString& title, const QString& label)
{
    return QInputDialog::getText(parent, title, label);
}

} // namespace fw::app
