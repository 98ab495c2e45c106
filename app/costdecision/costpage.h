// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "costdecision/evidencepage.h"
#include "evidence/costdecisionsnapshot.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTableWidget;

class QChart;
class QChartView;

namespace fw::app {

class ProjectContext;

class CostInputModel;

// The fabric-adjusted cost of each candidate (R5): inputs with their sources and derivations, readiness,
// cost per accepted run and output, a tornado of what moves it most, and the break-even against another
// candidate on any one input. The project's exchange rates (currency, what one unit is worth in the project's
// currency, as of a date) are edited in the table "exchangeRates"; its last row is empty for a new currency, and
// clearing a rate removes it; the inputs are the table "costInputs". Inputs taken from a supplier's price sheet are
// marked "quoted" with their lines. A notice ("thisComputerNotice") names the runs measured on this computer that
// the acceptance rate leaves out.
class CostPage final : public EvidencePage
{
    Q_OBJECT

public:
    CostPage(Prompts& prompts, ProjectContext& context, QWidget* parent = nullptr);

    const core::CostDecisionSnapshot& snapshot() const { return m_snapshot; }
    CostInputModel* model() const { return m_model; }
    QComboBox* periodBox() const { return m_period; }
    QLineEdit* currencyEdit() const { return m_currency; }
    QLabel* readinessLabel() const { return m_readiness; }
    QTableWidget* summaryTable() const { return m_summary; }
    QChart* tornadoChart() const { return m_chart; }
    QDoubleSpinBox* swingBox() const { return m_swing; }
    QComboBox* breakEvenCandidateBox() const { return m_otherCandidate; }
    QComboBox* breakEvenInputBox() const { return m_breakEvenInput; }
    QLabel* breakEvenLabel() const { return m_breakEven; }
    QTableWidget* ratesTable() const { return m_rates; }

protected:
    void refresh() override;
    void retranslate() override;

private:
    int currentCandidate() const;
    void editSettings(const core::CostSettings& settings, const QString& text);
    void commitSettingsFromFields();
    void updateRates();
    void commitRate(int row);
    void updateCandidateBoxes();
    void updateInputs();
    void updateSummary();
    void updateTornado();
    void updateBreakEven();

    core::CostDecisionSnapshot m_snapshot;
    bool m_updating = false;

    QLabel* m_intro;
    QLabel* m_periodLabel;
    QComboBox* m_period;
    QLabel* m_currencyLabel;
    QLineEdit* m_currency;
    QLabel* m_thresholdLabel;
    QLineEdit* m_minBusbw;
    QLineEdit* m_busbwBytes;
    QLineEdit* m_maxP99;
    QLineEdit* m_p99Bytes;
    QLineEdit* m_minRanks;
    QLineEdit* m_minNodes;
    QLineEdit* m_maxCv;
    QCheckBox* m_correctness;
    QLabel* m_floorLabel;
    QLineEdit* m_lineRateShare; // percent
    QLineEdit* m_loosenedBecause;
    QLabel* m_ratesLabel;
    QTableWidget* m_rates;
    QLabel* m_candidateLabel;
    QComboBox* m_candidate;
    QLabel* m_thisComputer; // what the acceptance rate leaves out because it was measured on this computer
    QLabel* m_readiness;
    CostInputModel* m_model;
    QTableView* m_view;
    QLabel* m_summaryTitle;
    QTableWidget* m_summary;
    QLabel* m_tornadoTitle;
    QDoubleSpinBox* m_swing;
    QChart* m_chart;
    QChartView* m_chartView;
    QLabel* m_breakEvenTitle;
    QComboBox* m_otherCandidate;
    QComboBox* m_breakEvenInput;
    QLabel* m_breakEven;
};

} // namespace fw::app
