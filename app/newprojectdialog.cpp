// SPDX-License-Identifier: Apache-2.0
#include "newprojectdialog.h"

#include "common/objectnames.h"
#include "storage/projectfile.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace fw::app {

NewProjectDialog::NewProjectDialog(const QString& folder, QWidget* parent)
    : QDialog(parent), m_folder(folder), m_intro(new QLabel(this)), m_name(named(new QLineEdit(this), "projectName")),
      m_organisation(named(new QLineEdit(this), "buyerOrganisation")),
      m_file(named(new QLineEdit(this), "projectFile")), m_choose(named(new QPushButton(this), "chooseProjectFile")),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("New Procurement"));
    m_intro->setWordWrap(true);
    m_intro->setText(tr("One project file holds one procurement. Its name and the buyer's organisation are shown in "
                        "the window's title, on the start page and on the report's title page."));
    m_name->setPlaceholderText(tr("e.g. Training cluster fabric 2027"));
    m_organisation->setPlaceholderText(tr("optional"));
    m_choose->setText(tr("Choose..."));
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_choose);
    auto* form = new QFormLayout;
    form->addRow(tr("Procurement &name:"), m_name);
    form->addRow(tr("Buyer's &organisation:"), m_organisation);
    form->addRow(tr("Project &file:"), fileRow);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    setMinimumWidth(520);

    connect(m_name, &QLineEdit::textEdited, this, &NewProjectDialog::nameEdited);
    connect(m_file, &QLineEdit::textEdited, this, [this] {
        m_fileChosen = true;
        updateOk();
    });
    connect(m_choose, &QPushButton::clicked, this, &NewProjectDialog::chooseFile);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &NewProjectDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &NewProjectDialog::reject);
    updateOk();
}

core::ProjectIdentity NewProjectDialog::identity() const
{
    return {m_name->text().simplified(), m_organisation->text().simplified()};
}

QString NewProjectDialog::path() const
{
    QString path = QDir::fromNativeSeparators(m_file->text().trimmed());
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + QString::fromLatin1(core::ProjectFile::kFileSuffix);
    return QFileInfo(path).isRelative() ? QDir(m_folder).filePath(path) : path;
}

void NewProjectDialog::accept()
{
    const QString target = path();
    if (QFileInfo::exists(target) &&
        QMessageBox::question(
            this, tr("Replace the file?"),
            tr("%1 already exists. Replace it with the new, empty project?").arg(QDir::toNativeSeparators(target))) !=
            QMessageBox::Yes)
        return;
    QDialog::accept();
}

void NewProjectDialog::nameEdited()
{
    if (!m_fileChosen) {
        const QString file = core::projectFileNameFor(m_name->text());
        m_file->setText(file.isEmpty() ? QString() : QDir::toNativeSeparators(QDir(m_folder).filePath(file)));
    }
    updateOk();
}

void NewProjectDialog::chooseFile()
{
    QFileDialog dialog(this, tr("Project File"), path().isEmpty() ? m_folder : path(),
                       tr("Fabric Workbench projects (*.fabwb)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QString::fromLatin1(core::ProjectFile::kFileSuffix));
    // The replace question is this dialog's, on OK.
    dialog.setOption(QFileDialog::DontConfirmOverwrite);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    m_file->setText(QDir::toNativeSeparators(dialog.selectedFiles().constFirst()));
    m_fileChosen = true;
    updateOk();
}

void NewProjectDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!identity().name.isEmpty() && !path().isEmpty());
}

} // namespace fw::app
