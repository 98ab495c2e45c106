// SPDX-License-Identifier: Apache-2.0
#include "costdecision/costpage.h"

#include "analysis/costsensitivity.h"
#include "analysis/numberformat.h"
#include "charts/charttext.h"
#include "common/headertext.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "costdecision/costinputdelegate.h"
#include "costdecision/costinputmodel.h"
#include "prompts.h"
#include "storage/costrepository.h"
#include "storage/pricerepository.h"
#include "storage/projectfile.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMetaObject>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>
#include <algorithm>

namespace fw::app {

using namespace fw::core;

namespace {

// The tornado shows the inputs that matter most; the rest would only crowd the chart.
constexpr int kTornadoBars = 8;

std::optional<double> parseOptional(const QString& text, bool* ok)
{
    *ok = true;
    if (text.trimmed().isEmpty())
        return std::nullopt;
    const double value = QLocale().toDouble(text.trimmed(), ok);
    if (*ok && value >= 0)
        return value;
    *ok = false;
    return std::nullopt;
}

QString optionalText(const std::optional<double>& value)
{
    return value ? QLocale().toString(*value, 'g', 12) : QString();
}

// A whole number of at least `least`, or empty.
template <typename Integer> std::optional<Integer> parseOptionalInteger(const QString& text, qint64 least, bool* ok)
{
    *ok = true;
    if (text.trimmed().isEmpty())
        return std::nullopt;
    const qint64 value = QLocale().toLongLong(text.trimmed(), ok);
    if (*ok && value >= least)
        return Integer(value);
    *ok = false;
    return std::nullopt;
}

template <typename Integer> QString optionalIntegerText(const std::optional<Integer>& value)
{
    return value ? QLocale().toString(qint64(*value)) : QString();
}

} // namespace

CostPage::CostPage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : EvidencePage(prompts, context, parent), m_intro(new QLabel(this)), m_periodLabel(new QLabel(this)),
      m_period(new QComboBox(this)), m_currencyLabel(new QLabel(this)), m_currency(new QLineEdit(this)),
      m_thresholdLabel(new QLabel(this)), m_minBusbw(named(new QLineEdit(this), "minBusbw")),
      m_busbwBytes(named(new QLineEdit(this), "busbwBytes")), m_maxP99(named(new QLineEdit(this), "maxP99")),
      m_p99Bytes(named(new QLineEdit(this), "p99Bytes")), m_minRanks(named(new QLineEdit(this), "minRanks")),
      m_minNodes(named(new QLineEdit(this), "minNodes")), m_maxCv(named(new QLineEdit(this), "maxCv")),
      m_correctness(named(new QCheckBox(this), "correctnessPassed")), m_floorLabel(new QLabel(this)),
      m_lineRateShare(named(new QLineEdit(this), "lineRateShare")),
      m_loosenedBecause(named(new QLineEdit(this), "lineRateLoosenedBecause")), m_ratesLabel(new QLabel(this)),
      m_rates(named(new QTableWidget(this), "exchangeRates")), m_candidateLabel(new QLabel(this)),
      m_candidate(named(new QComboBox(this), "candidate")),
      m_thisComputer(named(new QLabel(this), "thisComputerNotice")), m_readiness(new QLabel(this)),
      m_model(new CostInputModel(this)), m_view(named(new QTableView(this), "costInputs")),
      m_summaryTitle(new QLabel(this)), m_summary(new QTableWidget(this)), m_tornadoTitle(new QLabel(this)),
      m_swing(new QDoubleSpinBox(this)), m_chart(new QChart()), m_chartView(new QChartView(m_chart, this)),
      m_breakEvenTitle(new QLabel(this)), m_otherCandidate(new QComboBox(this)), m_breakEvenInput(new QComboBox(this)),
      m_breakEven(new QLabel(this))
{
    m_intro->setWordWrap(true);
    m_thisComputer->setWordWrap(true);
    m_thisComputer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_thisComputer->setMargin(6);
    m_thisComputer->setStyleSheet(QStringLiteral("background: #fde2d2; color: #4a1800;"));
    m_thisComputer->hide();
    m_readiness->setWordWrap(true);
    m_readiness->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_breakEven->setWordWrap(true);
    // Long in German: wrap rather than be cut off (testlocalisedlayouts).
    m_tornadoTitle->setWordWrap(true);
    m_breakEvenTitle->setWordWrap(true);
    m_currency->setMaximumWidth(80);
    for (QLineEdit* edit :
         {m_minBusbw, m_busbwBytes, m_maxP99, m_p99Bytes, m_minRanks, m_minNodes, m_maxCv, m_lineRateShare})
        edit->setMaximumWidth(90);
    m_swing->setRange(1, 90);
    m_swing->setValue(10);
    m_swing->setDecimals(0);
    m_swing->setSuffix(QStringLiteral(" %"));
    m_view->setModel(m_model);
    m_view->setItemDelegate(new CostInputDelegate(m_view));
    m_view->setWordWrap(true);
    m_view->verticalHeader()->hide();
    // The note and the derivation share the width the first three columns leave, wrapped, whole in their tooltips:
    // sized to their text, they ran off the right edge (issue 42).
    m_view->horizontalHeader()->setSectionResizeMode(CostInputModel::Note, QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(CostInputModel::Derivation, QHeaderView::Stretch);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_summary->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_summary->verticalHeader()->hide();
    m_summary->horizontalHeader()->setStretchLastSection(true);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    // Room for the eight bars with their names on two lines each (Qt Charts gives a name a tenth of the plot).
    m_chart->setMargins(QMargins(10, 10, 10, 10));
    m_chartView->setMinimumHeight(520);
    m_summary->setMinimumHeight(130);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    keepChartTextsWhole(m_chart);

    m_rates->setColumnCount(3);
    m_rates->verticalHeader()->hide();
    m_rates->horizontalHeader()->setStretchLastSection(true);
    m_rates->setMinimumWidth(360);
    auto* settingsRow = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_periodLabel, m_period, m_currencyLabel, m_currency})
        settingsRow->addWidget(w, 0, Qt::AlignTop);
    settingsRow->addWidget(m_ratesLabel, 0, Qt::AlignTop);
    settingsRow->addWidget(m_rates);
    settingsRow->addStretch();
    // Acceptance thresholds (issue 19): a run is accepted, rejected, or not judged while none is set.
    auto* thresholdRow = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{m_thresholdLabel, m_correctness, m_minRanks, m_minNodes,
                                                      m_minBusbw, m_busbwBytes, m_maxP99, m_p99Bytes, m_maxCv})
        thresholdRow->addWidget(w);
    thresholdRow->addStretch();
    // The built-in line-rate floor (issue 37): raised freely, lowered only with a reason.
    auto* floorRow = new QHBoxLayout;
    floorRow->addWidget(m_floorLabel);
    floorRow->addWidget(m_lineRateShare);
    floorRow->addWidget(m_loosenedBecause, 1);
    auto* candidateRow = new QHBoxLayout;
    candidateRow->addWidget(m_candidateLabel);
    candidateRow->addWidget(m_candidate, 1);
    candidateRow->addStretch();

    // Below the inputs: the candidates side by side with the break-even, then the tornado across the whole width, so
    // that its input names (long in German) have room beside the bars; the part scrolls when the window is low.
    auto* bottom = new QWidget;
    auto* bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    auto* upper = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    left->addWidget(m_summaryTitle);
    left->addWidget(m_summary, 1);
    auto* right = new QVBoxLayout;
    right->addWidget(m_breakEvenTitle);
    auto* breakEvenRow = new QHBoxLayout;
    breakEvenRow->addWidget(m_otherCandidate, 1);
    breakEvenRow->addWidget(m_breakEvenInput, 1);
    right->addLayout(breakEvenRow);
    right->addWidget(m_breakEven);
    right->addStretch();
    upper->addLayout(left, 1);
    upper->addLayout(right, 1);
    auto* tornadoRow = new QHBoxLayout;
    tornadoRow->addWidget(m_tornadoTitle, 1);
    tornadoRow->addWidget(m_swing);
    bottomLayout->addLayout(upper);
    bottomLayout->addLayout(tornadoRow);
    bottomLayout->addWidget(m_chartView, 1);
    auto* bottomScroll = new QScrollArea(this);
    bottomScroll->setWidget(bottom);
    bottomScroll->setWidgetResizable(true);
    bottomScroll->setFrameShape(QFrame::NoFrame);
    bottomScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(bottomScroll);
    // The inputs are what the user types here (issue 42): three quarters of the height, the rest scrolls.
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({3000, 1000});

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(settingsRow);
    layout->addLayout(thresholdRow);
    layout->addLayout(floorRow);
    layout->addLayout(candidateRow);
    layout->addWidget(m_thisComputer);
    layout->addWidget(m_readiness);
    layout->addWidget(splitter, 1);

    connect(m_candidate, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating)
            return;
        updateCandidateBoxes();
        updateInputs();
        updateTornado();
        updateBreakEven();
    });
    connect(m_otherCandidate, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            updateBreakEven();
    });
    connect(m_breakEvenInput, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            updateBreakEven();
    });
    connect(m_swing, &QDoubleSpinBox::valueChanged, this, &CostPage::updateTornado);
    connect(m_period, &QComboBox::activated, this, [this] {
        CostSettings settings = m_snapshot.settings;
        settings.period = costPeriodFromKey(m_period->currentData().toString()).value_or(settings.period);
        if (settings != m_snapshot.settings)
            editSettings(settings, tr("Set the cost period"));
    });
    for (QLineEdit* edit : {m_currency, m_minBusbw, m_busbwBytes, m_maxP99, m_p99Bytes, m_minRanks, m_minNodes, m_maxCv,
                            m_lineRateShare, m_loosenedBecause})
        connect(edit, &QLineEdit::editingFinished, this, &CostPage::commitSettingsFromFields);
    connect(m_correctness, &QCheckBox::clicked, this, &CostPage::commitSettingsFromFields);
    connect(m_rates, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (!m_updating)
            commitRate(item->row());
    });
    connect(m_model, &CostInputModel::inputEdited, this,
            [this](qint64 candidateId, CostInputKey key, const CostInput& before, const CostInput& after) {
                push(tr("Edit %1").arg(displayName(key)), [this, candidateId, key, before, after](bool forward) {
                    CostRepository(*project()).setInput(candidateId, key, forward ? after : before);
                });
            });
    retranslate();
}

void CostPage::retranslate()
{
    m_intro->setText(tr("The fabric-adjusted cost per period adds up ten cost components, computed from the inputs "
                        "below, and is divided by the training runs accepted on time. Each input says where it "
                        "comes from; a derived one "
                        "shows its formula and can be overridden with a reason in the Note column. Fractions are "
                        "entered in percent."));
    m_periodLabel->setText(tr("Period:"));
    m_currencyLabel->setText(tr("Currency:"));
    m_thresholdLabel->setText(tr("Acceptance thresholds:"));
    m_minBusbw->setPlaceholderText(tr("min GB/s"));
    m_minBusbw->setToolTip(tr("A run is accepted only if its bus bandwidth at the size on the right (else at its "
                              "largest message size) reaches this (GB/s). Leave empty to not check it."));
    m_busbwBytes->setPlaceholderText(tr("at bytes"));
    m_busbwBytes->setToolTip(tr("The message size in bytes the bus bandwidth and the coefficient of variation are "
                                "judged at; empty: each run's largest size. A run without this size is rejected."));
    m_p99Bytes->setPlaceholderText(tr("at bytes"));
    m_p99Bytes->setToolTip(tr("The message size in bytes the p99 latency is judged at; empty: each run's smallest "
                              "size. A run without this size is rejected."));
    m_minRanks->setPlaceholderText(tr("min ranks"));
    m_minRanks->setToolTip(tr("A run is accepted only with at least this many ranks. Leave empty to not check it."));
    m_minNodes->setPlaceholderText(tr("min nodes"));
    m_minNodes->setToolTip(tr("A run is accepted only on at least this many nodes. Leave empty to not check it."));
    m_maxCv->setPlaceholderText(tr("max CV %"));
    m_maxCv->setToolTip(tr("A run is accepted only if the coefficient of variation of its time (stdev / mean, in "
                           "percent) stays at or below this. Leave empty to not check it."));
    m_correctness->setText(tr("correctness passed"));
    m_correctness->setToolTip(tr("A run is accepted only if every row was checked and right; an unverified run is "
                                 "rejected. A failed check always rejects a run."));
    m_floorLabel->setText(tr("Line-rate floor (%):"));
    m_lineRateShare->setPlaceholderText(QLocale().toString(kDefaultLineRateShare * 100));
    m_lineRateShare->setToolTip(
        tr("Once any threshold is set, a run across nodes is accepted only if its bus bandwidth at its largest size "
           "(%1 or more) reaches this share of the line rate its candidate's BOM declares (NIC speed × the NICs "
           "its ranks on a node use). Empty: %2 %. A higher share tightens the rule; a lower one, or 0 to turn it "
           "off, needs a reason on the right, which the report shows.")
            .arg(formatBytes(kLineRateFloorBytes), QLocale().toString(kDefaultLineRateShare * 100)));
    m_loosenedBecause->setPlaceholderText(tr("Why the floor is lowered (needed below the default)"));
    m_maxP99->setPlaceholderText(tr("max p99 µs"));
    m_maxP99->setToolTip(tr("A run is accepted only if its p99 latency at the size on the right (else at its "
                            "smallest message size) stays at or below this (µs). Leave empty to not check it."));
    m_ratesLabel->setText(tr("Exchange rates:"));
    m_rates->setToolTip(tr("What one unit of another currency is worth in the project's currency, and the date of "
                           "the rate. Prices quoted in that currency are converted with it. Type a new currency in "
                           "the empty row; clear a rate to remove it."));
    updateRates();
    m_candidateLabel->setText(tr("Candidate:"));
    m_summaryTitle->setText(tr("<b>All candidates</b>"));
    m_tornadoTitle->setText(tr("<b>What moves the cost per accepted run most</b>, each input moved by ±"));
    m_breakEvenTitle->setText(tr("<b>Break-even</b>: the value of one input at which this candidate costs as much "
                                 "per accepted run as another"));
    m_model->retranslate();
}

int CostPage::currentCandidate() const
{
    return m_snapshot.candidateRow(m_candidate->currentData().toLongLong());
}

void CostPage::refresh()
{
    m_snapshot = core::CostDecisionSnapshot::load(project());
    m_updating = true;
    const qint64 selected = m_candidate->currentData().toLongLong();
    m_candidate->clear();
    for (const Candidate& c : m_snapshot.candidates)
        m_candidate->addItem(tr("%1: %2").arg(c.supplier, c.offerName), c.id);
    m_candidate->setCurrentIndex(std::max(0, m_candidate->findData(selected)));

    m_period->clear();
    for (CostPeriod period : kAllCostPeriods)
        m_period->addItem(displayName(period), storageKey(period));
    m_period->setCurrentIndex(m_period->findData(storageKey(m_snapshot.settings.period)));
    m_currency->setText(m_snapshot.settings.currency);
    const AcceptanceThresholds& t = m_snapshot.settings.thresholds;
    m_minBusbw->setText(optionalText(t.minBusBandwidthGBs));
    m_busbwBytes->setText(optionalIntegerText(t.busBandwidthBytes));
    m_maxP99->setText(optionalText(t.maxP99LatencyUs));
    m_p99Bytes->setText(optionalIntegerText(t.p99Bytes));
    m_minRanks->setText(optionalIntegerText(t.minRanks));
    m_minNodes->setText(optionalIntegerText(t.minNodes));
    m_maxCv->setText(optionalText(t.maxCvPercent));
    m_correctness->setChecked(t.correctnessPassed);
    m_lineRateShare->setText(t.lineRateShare ? QLocale().toString(*t.lineRateShare * 100) : QString());
    m_loosenedBecause->setText(t.loosenedBecause);
    updateRates();
    for (QWidget* w : std::initializer_list<QWidget*>{m_period, m_currency, m_minBusbw, m_busbwBytes, m_maxP99,
                                                      m_p99Bytes, m_minRanks, m_minNodes, m_maxCv, m_correctness,
                                                      m_lineRateShare, m_loosenedBecause})
        w->setEnabled(isEditable());

    const CostInputKey input = CostInputKey(std::max(0, m_breakEvenInput->currentData().toInt()));
    m_breakEvenInput->clear();
    for (int i = 0; i < kCostInputCount; ++i)
        m_breakEvenInput->addItem(displayName(CostInputKey(i)), i);
    m_breakEvenInput->setCurrentIndex(m_breakEvenInput->findData(int(input)));
    m_updating = false;

    updateCandidateBoxes();
    updateInputs();
    updateSummary();
    updateTornado();
    updateBreakEven();
}

void CostPage::updateRates()
{
    const bool updating = m_updating;
    m_updating = true;
    m_rates->setHorizontalHeaderLabels({headerLines(tr("Currency"), 90),
                                        headerLines(tr("1 unit in %1").arg(m_snapshot.settings.currency), 90),
                                        headerLines(tr("As of (date)"), 90)});
    m_rates->setRowCount(int(m_snapshot.rates.size()) + (isEditable() ? 1 : 0));
    for (int row = 0; row < m_rates->rowCount(); ++row) {
        const bool stored = row < m_snapshot.rates.size();
        const ExchangeRate rate = stored ? m_snapshot.rates.at(row) : ExchangeRate{};
        const QStringList cells = {rate.currency, stored ? QLocale().toString(rate.inBase, 'g', 12) : QString(),
                                   stored ? rate.asOf.toString(Qt::ISODate) : QString()};
        for (int column = 0; column < 3; ++column) {
            auto* item = new QTableWidgetItem(cells.at(column));
            Qt::ItemFlags flags = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
            // A stored rate keeps its currency: a new one is another row.
            if (isEditable() && (column > 0 || !stored))
                flags |= Qt::ItemIsEditable;
            item->setFlags(flags);
            m_rates->setItem(row, column, item);
        }
    }
    // As high as its rows, up to three (more scroll), so that an empty list does not take the inputs' room.
    int height = m_rates->horizontalHeader()->sizeHint().height() + 2 * m_rates->frameWidth();
    for (int row = 0; row < std::min(m_rates->rowCount(), 3); ++row)
        height += m_rates->rowHeight(row);
    m_rates->setFixedHeight(height);
    m_updating = updating;
}

void CostPage::commitRate(int row)
{
    if (!isEditable() || row < 0)
        return;
    const auto cell = [&](int column) {
        const QTableWidgetItem* item = m_rates->item(row, column);
        return item ? item->text().trimmed() : QString();
    };
    const std::optional<ExchangeRate> before =
        row < m_snapshot.rates.size() ? std::optional(m_snapshot.rates.at(row)) : std::nullopt;
    const QString currency = cell(0).toUpper();
    if (currency.isEmpty() || (!before && cell(1).isEmpty()))
        return; // a new row is stored once it has a currency and a rate
    std::optional<ExchangeRate> after;
    if (!cell(1).isEmpty()) {
        bool ok = false;
        double value = QLocale().toDouble(cell(1), &ok);
        if (!ok)
            value = cell(1).toDouble(&ok);
        const QDate asOf = cell(2).isEmpty() ? QDate::currentDate() : QDate::fromString(cell(2), Qt::ISODate);
        if (!ok || value <= 0 || !asOf.isValid()) {
            prompts().showError(this, tr("Change not saved"),
                                tr("An exchange rate is a number greater than 0, with its date as 2026-11-30."));
            updateRates();
            return;
        }
        after = ExchangeRate{currency, value, asOf};
    }
    if (after == before)
        return;
    const QString text =
        after ? tr("Set the exchange rate of %1").arg(currency) : tr("Remove the exchange rate of %1").arg(currency);
    // Deferred: the table is rebuilt when the command runs, and this item must outlive its own signal.
    QMetaObject::invokeMethod(
        this,
        [this, text, before, after] {
            push(text, [this, before, after](bool forward) {
                PriceRepository prices(*project());
                const std::optional<ExchangeRate>& value = forward ? after : before;
                const std::optional<ExchangeRate>& other = forward ? before : after;
                if (value)
                    prices.setRate(*value);
                else if (other)
                    prices.removeRate(other->currency);
            });
        },
        Qt::QueuedConnection);
}

void CostPage::updateCandidateBoxes()
{
    m_updating = true;
    const qint64 other = m_otherCandidate->currentData().toLongLong();
    const qint64 current = m_candidate->currentData().toLongLong();
    m_otherCandidate->clear();
    for (const Candidate& c : m_snapshot.candidates) {
        if (c.id != current)
            m_otherCandidate->addItem(tr("against %1").arg(c.supplier), c.id);
    }
    m_otherCandidate->setCurrentIndex(std::max(0, m_otherCandidate->findData(other)));
    m_updating = false;
}

void CostPage::updateInputs()
{
    const int c = currentCandidate();
    if (c < 0) {
        m_model->clear();
        m_readiness->setText(m_snapshot.candidates.isEmpty() && project()
                                 ? tr("Add candidates on the Candidates page to build their cost models.")
                                 : QString());
        m_readiness->setStyleSheet({});
        return;
    }
    const CostResult& result = m_snapshot.results.at(c);
    // What the acceptance rate leaves out because it was measured on this computer, named above the inputs.
    m_thisComputer->setText(m_snapshot.thisComputerNotice());
    m_thisComputer->setVisible(!m_thisComputer->text().isEmpty());
    // The reset after each edit must not move the cell cursor: keyboard entry goes on where the user was.
    const QModelIndex current = m_view->currentIndex();
    m_model->show(m_snapshot.candidates.at(c).id, m_snapshot.cases.at(c).inputs, result, m_snapshot.settings.currency,
                  isEditable());
    if (current.isValid())
        m_view->setCurrentIndex(m_model->index(current.row(), current.column()));
    for (const int column : {CostInputModel::Input, CostInputModel::Value, CostInputModel::Source})
        m_view->resizeColumnToContents(column);
    m_view->setColumnWidth(CostInputModel::Input, std::min(m_view->columnWidth(CostInputModel::Input), 240));
    if (result.ready) {
        m_readiness->setText(tr("Ready: useful GPU utilisation, the acceptance rate at %1 nodes and the operations "
                                "hours are known. Cost per accepted run: %2.")
                                 .arg(m_snapshot.candidates.at(c).nodeCount)
                                 .arg(m_snapshot.money(*result.costPerAcceptedRun)));
        m_readiness->setStyleSheet(QStringLiteral("color: #14662b;"));
    } else {
        m_readiness->setText(tr("Not ready. Missing:\n• %1").arg(result.missing.join(QStringLiteral("\n• "))));
        m_readiness->setStyleSheet(QStringLiteral("color: #b00020;"));
    }
}

void CostPage::updateSummary()
{
    const QStringList headers = {tr("Candidate"),
                                 tr("Fabric-adjusted cost per %1").arg(displayName(m_snapshot.settings.period)),
                                 tr("Accepted runs"),
                                 tr("Cost per accepted run"),
                                 tr("Cost per accepted output"),
                                 tr("Readiness")};
    m_summary->clear();
    m_summary->setColumnCount(int(headers.size()));
    m_summary->setHorizontalHeaderLabels(headers);
    m_summary->setRowCount(int(m_snapshot.candidates.size()));
    for (int c = 0; c < m_snapshot.candidates.size(); ++c) {
        const CostResult& r = m_snapshot.results.at(c);
        // A figure that depends on a missing number is no result: it shows only when the model is ready.
        const auto orMissing = [&](const std::optional<double>& value, bool money) {
            if (!value || !r.ready)
                return tr("not known");
            return money ? m_snapshot.money(*value) : formatCount(*value);
        };
        const QStringList cells = {m_snapshot.candidates.at(c).supplier,
                                   orMissing(r.total, true),
                                   orMissing(r.acceptedRuns, false),
                                   orMissing(r.costPerAcceptedRun, true),
                                   !r.ready                  ? tr("not known")
                                   : r.costPerAcceptedOutput ? m_snapshot.money(*r.costPerAcceptedOutput)
                                                             : tr("no inference volume entered"),
                                   r.ready ? tr("ready")
                                           : tr("not ready: %n number(s) missing", nullptr, int(r.missing.size()))};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells.at(column));
            if (column == cells.size() - 1 && !r.ready)
                item->setToolTip(r.missing.join(QLatin1Char('\n')));
            m_summary->setItem(c, column, item);
        }
    }
    m_summary->resizeColumnsToContents();
}

void CostPage::updateTornado()
{
    m_chart->removeAllSeries();
    for (QAbstractAxis* axis : m_chart->axes())
        m_chart->removeAxis(axis);
    const int c = currentCandidate();
    const bool ready = c >= 0 && m_snapshot.results.at(c).ready;
    const QList<TornadoBar> bars =
        ready ? tornado(m_snapshot.cases.at(c), m_swing->value() / 100) : QList<TornadoBar>();
    if (bars.isEmpty()) {
        m_chart->setTitle(c < 0 ? QString() : tr("No tornado yet: the cost model is not ready."));
        fitChartTexts(m_chart);
        return;
    }
    const double base = *m_snapshot.results.at(c).costPerAcceptedRun;
    m_chart->setTitle(tr("Change of the cost per accepted run (%1) of %2")
                          .arg(m_snapshot.money(base), m_snapshot.candidates.at(c).supplier));
    auto* down = new QBarSet(tr("input −%1 %").arg(m_swing->value()));
    auto* up = new QBarSet(tr("input +%1 %").arg(m_swing->value()));
    QStringList categories;
    // The category axis draws its first entry at the bottom: the widest bar goes last, to sit on top.
    const QList<TornadoBar> shown = bars.mid(0, kTornadoBars);
    for (auto it = shown.crbegin(); it != shown.crend(); ++it) {
        down->append(it->lowCost - base);
        up->append(it->highCost - base);
        categories << displayName(it->key);
    }
    auto* series = new QHorizontalStackedBarSeries;
    series->append(down);
    series->append(up);
    m_chart->addSeries(series);
    auto* axisY = new QBarCategoryAxis;
    axisY->append(categories);
    m_chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto* axisX = new QValueAxis;
    axisX->setTitleText(m_snapshot.settings.currency);
    axisX->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->setLocalizeNumbers(true); // ticks with the locale's grouping: "−8,000", "10.000"
    m_chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    axisX->applyNiceNumbers();
    fitChartTexts(m_chart);
}

void CostPage::updateBreakEven()
{
    const int c = currentCandidate();
    const int other = m_snapshot.candidateRow(m_otherCandidate->currentData().toLongLong());
    if (c < 0 || other < 0) {
        m_breakEven->setText(tr("A break-even needs two candidates."));
        return;
    }
    const CostResult& mine = m_snapshot.results.at(c);
    const CostResult& theirs = m_snapshot.results.at(other);
    if (!mine.ready || !theirs.ready) {
        m_breakEven->setText(tr("A break-even needs the cost models of both candidates ready."));
        return;
    }
    const CostInputKey key = CostInputKey(m_breakEvenInput->currentData().toInt());
    const QString name = m_snapshot.candidates.at(c).supplier;
    const QString otherName = m_snapshot.candidates.at(other).supplier;
    const QString now = mine.value(key)
                            ? CostInputModel::formatValue(key, *mine.value(key), m_snapshot.settings.currency)
                            : tr("not known");
    const auto value = breakEven(m_snapshot.cases.at(c), key, *theirs.costPerAcceptedRun);
    if (!value) {
        m_breakEven->setText(
            tr("No value of %1 makes %2 cost as much per accepted run as %3 (%4); it is %5 now.")
                .arg(displayName(key), name, otherName, m_snapshot.money(*theirs.costPerAcceptedRun), now));
        return;
    }
    m_breakEven->setText(tr("%1 costs as much per accepted run as %2 (%3) when its %4 is %5; it is %6 now.")
                             .arg(name, otherName, m_snapshot.money(*theirs.costPerAcceptedRun), displayName(key),
                                  CostInputModel::formatValue(key, *value, m_snapshot.settings.currency), now));
}

void CostPage::editSettings(const CostSettings& settings, const QString& text)
{
    const CostSettings before = m_snapshot.settings;
    push(text, [this, before, settings](bool forward) {
        CostRepository(*project()).setSettings(forward ? settings : before);
    });
}

void CostPage::commitSettingsFromFields()
{
    if (m_updating || !isEditable())
        return;
    CostSettings settings = m_snapshot.settings;
    settings.currency = m_currency->text().trimmed();
    AcceptanceThresholds& t = settings.thresholds;
    bool ok[8] = {};
    t.minBusBandwidthGBs = parseOptional(m_minBusbw->text(), &ok[0]);
    t.maxP99LatencyUs = parseOptional(m_maxP99->text(), &ok[1]);
    t.maxCvPercent = parseOptional(m_maxCv->text(), &ok[2]);
    t.busBandwidthBytes = parseOptionalInteger<qint64>(m_busbwBytes->text(), 0, &ok[3]);
    t.p99Bytes = parseOptionalInteger<qint64>(m_p99Bytes->text(), 0, &ok[4]);
    t.minRanks = parseOptionalInteger<int>(m_minRanks->text(), 1, &ok[5]);
    t.minNodes = parseOptionalInteger<int>(m_minNodes->text(), 1, &ok[6]);
    t.correctnessPassed = m_correctness->isChecked();
    t.lineRateShare = parseOptional(m_lineRateShare->text(), &ok[7]);
    if (t.lineRateShare)
        *t.lineRateShare /= 100;
    t.loosenedBecause = m_loosenedBecause->text().trimmed();
    if (ok[7] && t.loosensFloor() && t.loosenedBecause.isEmpty()) {
        // Not an error yet: the reason comes next, and the share stays typed until it does.
        m_loosenedBecause->setFocus();
        return;
    }
    if (!std::all_of(std::begin(ok), std::end(ok), [](bool b) { return b; }) || settings.currency.isEmpty()) {
        prompts().showError(this, tr("Change not saved"),
                            settings.currency.isEmpty()
                                ? tr("The currency must not be empty.")
                                : tr("An acceptance threshold must be a number of 0 or more (ranks and nodes: a whole "
                                     "number of 1 or more; sizes: whole bytes), or empty."));
        refresh();
        return;
    }
    if (settings != m_snapshot.settings)
        editSettings(settings, tr("Edit the cost settings"));
}

} // namespace fw::app
