// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "storage/projectidentity.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace fw::app {

// File > New and the start page's "New Project": the procurement's name (required), the buyer's organisation
// (optional) and the project file, whose name follows the procurement's name until the user chooses another.
//
// Object names: projectName, buyerOrganisation, projectFile, chooseProjectFile.
class NewProjectDialog final : public QDialog
{
    Q_OBJECT

public:
    // `folder`: where the file goes unless the user chooses another place.
    explicit NewProjectDialog(const QString& folder, QWidget* parent = nullptr);

    core::ProjectIdentity identity() const;
    QString path() const;

    // Asks before an existing file is replaced.
    void accept() override;

private:
    void nameEdited();
    void chooseFile();
    void updateOk();

    QString m_folder;
    bool m_fileChosen = false; // the user chose or typed the file: the name no longer changes it
    QLabel* m_intro;
    QLineEdit* m_name;
    QLineEdit* m_organisation;
    QLineEdit* m_file;
    QPushButton* m_choose;
    QDialogButtonBox* m_buttons;
};

} // namespace fw::app
