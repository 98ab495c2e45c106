// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "domain/agentresults.h"

#include <QWidget>
#include <functional>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTableWidget;

namespace fw::core {
class ProjectFile;
}

namespace fw::app {

class ProjectContext;

class CounterDeltaModel;
class Prompts;

// Counters (R4.4): the project's `fabric-agent counters` dispatches, and saved counter files the user imports.
// For the chosen one it shows each counter that changed (before, after, delta, rate) and the alarms the agent's
// rules raised, coloured by severity. When a source could not be read (no RDMA device, no ethtool) the stream's
// notes say so, so a missing section is never read as "no errors".
//
// Object names: sources, import, status, notes, deltaChoice, deltas (the table of changed counters), alarms.
class CountersPage final : public QWidget
{
    Q_OBJECT

public:
    CountersPage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    // Re-reads the counters dispatches of the open project; imported files stay listed until the project changes.
    void reload();
    // Reads saved `fabric-agent counters` JSON Lines files and lists them (not stored in the project). Returns how
    // many were read; a file that is not a counters stream is refused through Prompts::showError.
    int importFiles(const QStringList& paths);
    // Asks for files through Prompts::filesToOpen and imports them.
    void chooseImport();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    struct Source
    {
        QString title;
        QByteArray stream;
        bool imported = false;
    };

    void retranslate();
    void fillSources();
    void showSource(int index);
    void showDelta(int index);
    void showMessage();

    Prompts& m_prompts;
    ProjectContext& m_context;
    core::ProjectFile* m_loadedProject = nullptr;
    QList<Source> m_dispatched;
    QList<Source> m_imported;
    core::CounterDeltas m_current;
    QList<core::CounterDelta> m_shownDeltas; // the agent's deltas, or one computed from the first and last snapshot

    QLabel* m_intro;
    QLabel* m_sourcesLabel;
    QListWidget* m_sources;
    QPushButton* m_import;
    QLabel* m_status;
    QLabel* m_notes;
    QLabel* m_deltaLabel;
    QComboBox* m_deltaChoice;
    CounterDeltaModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QTableView* m_deltaView;
    QLabel* m_alarmsLabel;
    QTableWidget* m_alarms;
};

} // namespace fw::app
