// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "worksheets/worksheetpage.h"

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace fw::app {

class ProjectContext;

class BomTableModel;
class WorksheetTableView;

// The test bill of materials per candidate (R2): declared against measured, nodes that disagree, and the
// runs whose frozen BOM no longer matches (re-test needed).
class BomPage final : public WorksheetPage
{
    Q_OBJECT

public:
    BomPage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    BomTableModel* model() const { return m_model; }

    // What the "Import facts" button does after its file dialog; errors are shown through Prompts.
    bool importFacts(const QString& path);

protected:
    void load() override;
    void retranslate() override;

private:
    void showCandidate();
    void updateFindings();

    BomTableModel* m_model;
    QLabel* m_intro;
    QLabel* m_candidateLabel;
    QComboBox* m_candidates;
    QPushButton* m_import;
    QPushButton* m_clear;
    QLabel* m_summary;
    WorksheetTableView* m_view;
    QLabel* m_disagreementLabel;
    QListWidget* m_disagreements;
    QLabel* m_retestLabel;
    QListWidget* m_retest;
};

} // namespace fw::app
