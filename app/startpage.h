// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace fw::app {

class Settings;

// What the window shows with no project open: new, open and the demo, the recent projects (Settings, most recent
// first) and where the chosen one stands, step by step (core::ProgressReader). A recent project whose file is gone
// is shown as missing and can be removed from the list.
//
// Object names: startTitle, startIntro, startNew, startOpen, startDemo, recentProjects, openRecent, removeRecent,
// recentStepsTitle, recentSteps.
class StartPage final : public QWidget
{
    Q_OBJECT

public:
    // Roles of the recent list's items.
    static constexpr int kPathRole = Qt::UserRole;
    static constexpr int kMissingRole = Qt::UserRole + 1;

    explicit StartPage(Settings& settings, QWidget* parent = nullptr);

    // Reads the recent list (and the chosen project's steps) again; the window calls it when the page is shown.
    void refresh();

signals:
    void newRequested();
    void openRequested();
    void demoRequested();
    // A recent project was activated (click, Enter or Open).
    void openRecentRequested(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showSteps();
    void openCurrent();
    void removeCurrent();

    Settings& m_settings;
    QLabel* m_title;
    QLabel* m_intro;
    QPushButton* m_new;
    QPushButton* m_open;
    QPushButton* m_demo;
    QLabel* m_recentTitle;
    QListWidget* m_recent;
    QPushButton* m_openRecent;
    QPushButton* m_removeRecent;
    QLabel* m_stepsTitle;
    QListWidget* m_steps;
};

} // namespace fw::app
