// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>
#include <functional>

class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class ProjectContext;

class Prompts;

// The procurement report of the open project: the buyer picks the report's language (independent of the UI's)
// and the format (PDF, HTML, or the worksheet as XLSX or CSV), sees the report in the preview, and exports it.
//
// Object names: language, format, refresh, export, status, preview.
class ReportPage final : public QWidget
{
    Q_OBJECT

public:
    ReportPage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    // Rebuilds the preview from the open project in the chosen language.
    void refresh();
    // Asks for a file name and writes the report; returns whether a file was written.
    bool exportReport();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslate();
    // The language and format of the open project's last export, once per project.
    void restoreChoices();

    Prompts& m_prompts;
    ProjectContext& m_context;
    QLabel* m_intro;
    QLabel* m_languageLabel;
    QComboBox* m_language;
    QLabel* m_formatLabel;
    QComboBox* m_format;
    QPushButton* m_refresh;
    QPushButton* m_export;
    QLabel* m_status;
    QTextBrowser* m_preview;
    QString m_restoredFor; // the project whose choices were restored
};

} // namespace fw::app
