// SPDX-License-Identifier: Apache-2.0
#include "counters/counterspage.h"

#include "analysis/countercomparison.h"
#include "common/objectnames.h"
#include "common/projectcontext.h"
#include "counters/counterdeltamodel.h"
#include "ingest/agentresults.h"
#include "prompts.h"
#include "remote/dispatchrunrepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace fw::app {

namespace {

// Saved counter files are small; a larger file is not one.
constexpr qint64 kMaxImportBytes = 64 * 1024 * 1024;

} // namespace

CountersPage::CountersPage(Prompts& prompts, ProjectContext& context, QWidget* parent)
    : QWidget(parent), m_prompts(prompts), m_context(context), m_intro(new QLabel(this)),
      m_sourcesLabel(new QLabel(this)), m_sources(named(new QListWidget(this), "sources")),
      m_import(named(new QPushButton(this), "import")), m_status(named(new QLabel(this), "status")),
      m_notes(named(new QLabel(this), "notes")), m_deltaLabel(new QLabel(this)),
      m_deltaChoice(named(new QComboBox(this), "deltaChoice")), m_model(new CounterDeltaModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_deltaView(named(new QTableView(this), "deltas")),
      m_alarmsLabel(new QLabel(this)), m_alarms(named(new QTableWidget(this), "alarms"))
{
    m_intro->setWordWrap(true);
    m_status->setWordWrap(true);
    m_notes->setWordWrap(true);
    m_notes->setStyleSheet(QStringLiteral("background: #fff3c4; color: #3d3000; padding: 4px;"));
    m_notes->hide();
    m_sourcesLabel->setBuddy(m_sources);
    m_deltaLabel->setBuddy(m_deltaChoice);
    m_deltaChoice->setSizeAdjustPolicy(QComboBox::AdjustToContents);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(CounterDeltaModel::SortRole);
    m_deltaView->setModel(m_proxy);
    m_deltaView->setSortingEnabled(true);
    m_deltaView->sortByColumn(-1, Qt::AscendingOrder);
    m_deltaView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_deltaView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_deltaView->verticalHeader()->hide();
    m_deltaView->horizontalHeader()->setStretchLastSection(true);

    m_alarms->setColumnCount(6);
    m_alarms->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_alarms->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_alarms->verticalHeader()->hide();
    m_alarms->horizontalHeader()->setStretchLastSection(true);

    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_sourcesLabel);
    leftLayout->addWidget(m_sources, 1);
    leftLayout->addWidget(m_import);

    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_status);
    rightLayout->addWidget(m_notes);
    auto* choice = new QHBoxLayout;
    choice->addWidget(m_deltaLabel);
    choice->addWidget(m_deltaChoice);
    choice->addStretch();
    rightLayout->addLayout(choice);
    rightLayout->addWidget(m_deltaView, 3);
    rightLayout->addWidget(m_alarmsLabel);
    rightLayout->addWidget(m_alarms, 1);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 3);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(splitter, 1);

    connect(m_sources, &QListWidget::currentRowChanged, this, &CountersPage::showSource);
    connect(m_deltaChoice, &QComboBox::currentIndexChanged, this, &CountersPage::showDelta);
    connect(m_import, &QPushButton::clicked, this, &CountersPage::chooseImport);
    retranslate();
    showSource(-1);
}

void CountersPage::reload()
{
    core::ProjectFile* project = m_context.project();
    if (project != m_loadedProject)
        m_imported.clear();
    m_loadedProject = project;
    m_dispatched.clear();
    if (project) {
        try {
            // Before schema 8 only bench was dispatched, so every counters stream carries its subcommand.
            for (const core::StoredDispatch& d :
                 core::DispatchRunRepository(*project).ofSubcommand(QStringLiteral("counters"))) {
                const QString when = QLocale().toString(d.result.startedAt.toLocalTime(), QLocale::ShortFormat);
                QString title = tr("Dispatch %1, %2, %3").arg(d.id).arg(when, d.result.destination);
                if (d.plan)
                    title += tr(" (plan run %1, step %2, %3)")
                                 .arg(d.plan->planRunId)
                                 .arg(d.plan->step + 1)
                                 .arg(d.plan->phase);
                m_dispatched << Source{title, d.result.stream, false};
            }
        } catch (const core::StorageError& e) {
            m_prompts.showError(this, tr("Counters"), e.message());
        }
    }
    fillSources();
}

void CountersPage::fillSources()
{
    const QString previous = m_sources->currentItem() ? m_sources->currentItem()->text() : QString();
    const QSignalBlocker block(m_sources);
    m_sources->clear();
    for (const Source& s : m_dispatched)
        m_sources->addItem(s.title);
    for (const Source& s : m_imported)
        m_sources->addItem(s.title);
    for (int i = 0; i < m_sources->count(); ++i)
        m_sources->item(i)->setToolTip(m_sources->item(i)->text()); // whole where the list is narrow
    int row = m_sources->count() > 0 ? 0 : -1;
    for (int i = 0; i < m_sources->count(); ++i) {
        if (m_sources->item(i)->text() == previous)
            row = i;
    }
    m_sources->setCurrentRow(row);
    showSource(row);
}

int CountersPage::importFiles(const QStringList& paths)
{
    int read = 0;
    QStringList refused;
    for (const QString& path : paths) {
        QFile file(path);
        const QString name = QFileInfo(path).fileName();
        if (!file.open(QIODevice::ReadOnly)) {
            refused << tr("%1: %2").arg(name, file.errorString());
            continue;
        }
        if (file.size() > kMaxImportBytes) {
            refused << tr("%1: larger than a counters file can be").arg(name);
            continue;
        }
        const QByteArray stream = file.readAll();
        const core::CounterDeltas parsed = core::AgentResults::parseCounters(stream);
        if (parsed.stream.error) {
            refused << tr("%1: %2").arg(name, parsed.stream.error->text());
            continue;
        }
        if (parsed.snapshots.isEmpty() && parsed.deltas.isEmpty()) {
            refused << tr("%1: no counters or counter_delta event; not a saved fabric-agent counters stream").arg(name);
            continue;
        }
        m_imported << Source{tr("%1 (imported file)").arg(name), stream, true};
        ++read;
    }
    if (read > 0) {
        fillSources();
        m_sources->setCurrentRow(m_sources->count() - 1);
    }
    if (!refused.isEmpty())
        m_prompts.showError(this, tr("Import Counter Snapshot"), refused.join(QLatin1Char('\n')));
    return read;
}

void CountersPage::chooseImport()
{
    const QStringList paths = m_prompts.filesToOpen(this, tr("Import Counter Snapshot"),
                                                    tr("fabric-agent counters (*.jsonl *.json);;All files (*)"), true);
    if (!paths.isEmpty())
        importFiles(paths);
}

void CountersPage::showSource(int index)
{
    m_current = {};
    m_shownDeltas.clear();
    if (index >= 0 && index < m_dispatched.size() + m_imported.size()) {
        const Source& s =
            index < m_dispatched.size() ? m_dispatched.at(index) : m_imported.at(index - m_dispatched.size());
        m_current = core::AgentResults::parseCounters(s.stream);
        m_shownDeltas = m_current.deltas;
        if (m_shownDeltas.isEmpty() && m_current.snapshots.size() >= 2)
            m_shownDeltas << core::CounterComparison::between(m_current.snapshots.constFirst(),
                                                              m_current.snapshots.constLast());
    }
    {
        const QSignalBlocker block(m_deltaChoice);
        m_deltaChoice->clear();
        for (const core::CounterDelta& d : m_shownDeltas) {
            const QString phase = d.phase.isEmpty() ? tr("no phase") : d.phase;
            m_deltaChoice->addItem(tr("%1: %2 to %3").arg(phase, d.from, d.to));
        }
        m_deltaChoice->setEnabled(m_shownDeltas.size() > 1);
    }
    showDelta(m_shownDeltas.isEmpty() ? -1 : 0);
}

void CountersPage::showDelta(int index)
{
    const core::CounterDelta delta =
        index >= 0 && index < m_shownDeltas.size() ? m_shownDeltas.at(index) : core::CounterDelta();
    m_model->setDelta(delta);
    m_deltaView->resizeColumnsToContents();

    m_alarms->setRowCount(0);
    m_alarms->setRowCount(int(delta.alarms.size()));
    for (int row = 0; row < delta.alarms.size(); ++row) {
        const core::CounterAlarm& a = delta.alarms.at(row);
        const QString limit = a.limit == QLatin1StringView("max_per_s")
                                  ? tr("more than %1 per second").arg(QLocale().toString(a.threshold))
                                  : tr("more than %1").arg(QLocale().toString(a.threshold));
        const QStringList cells = {CounterDeltaModel::severityText(a.severity),
                                   a.name,
                                   CounterDeltaModel::devicePort(a.device, a.port),
                                   a.delta ? QLocale().toString(*a.delta) : QString(),
                                   core::isKnown(a.perS) ? QLocale().toString(a.perS, 'g', 4) : QString(),
                                   tr("%1 (rule %2, %3)").arg(limit, a.ruleCounter, a.ruleOrigin)};
        const QColor colour =
            a.severity == core::AlarmSeverity::Critical ? QColor(0xf8, 0xc9, 0xc4) : QColor(0xff, 0xe8, 0xa8);
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells.at(column));
            item->setBackground(colour);
            item->setForeground(QColor(0x20, 0x20, 0x20));
            item->setData(Qt::UserRole, a.severity == core::AlarmSeverity::Critical ? QStringLiteral("critical")
                                                                                    : QStringLiteral("warning"));
            if (column == 0 && a.severity == core::AlarmSeverity::Critical) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_alarms->setItem(row, column, item);
        }
    }
    m_alarms->resizeColumnsToContents();
    showMessage();
}

void CountersPage::showMessage()
{
    const QStringList notes = m_current.allNotes();
    if (notes.isEmpty()) {
        m_notes->hide();
    } else {
        QStringList lines = {tr("Not included in this data:")};
        for (const QString& note : notes)
            lines << QStringLiteral("• ") + note;
        m_notes->setText(lines.join(QLatin1Char('\n')));
        m_notes->show();
    }

    const int index = m_deltaChoice->currentIndex();
    const core::CounterDelta* delta = index >= 0 && index < m_shownDeltas.size() ? &m_shownDeltas.at(index) : nullptr;
    int alarms = 0;
    int critical = 0;
    if (delta) {
        alarms = int(delta->alarms.size());
        for (const core::CounterAlarm& a : delta->alarms)
            critical += a.severity == core::AlarmSeverity::Critical ? 1 : 0;
    }
    m_alarmsLabel->setText(alarms == 0 ? tr("Alarms: none")
                                       : tr("Alarms: %n (%1 critical)", nullptr, alarms).arg(critical));

    QString text;
    if (m_sources->count() == 0) {
        text = m_context.project()
                   ? tr("No counter data in this project yet. Dispatch fabric-agent counters from the Faults "
                        "& Replay page, or import a saved counters file.")
                   : tr("No project is open. You can still import a saved counters file.");
    } else if (m_sources->currentRow() < 0) {
        text = tr("Choose a counters run on the left.");
    } else if (m_current.stream.error) {
        text = tr("This stream cannot be read: %1").arg(m_current.stream.error->text());
    } else if (delta) {
        const QString interval = core::isKnown(delta->intervalS)
                                     ? tr("%1 s").arg(QLocale().toString(delta->intervalS, 'g', 4))
                                     : tr("unknown interval");
        if (delta->changes.isEmpty() && delta->unchanged == 0)
            text = tr("No counter data: the agent could read no counters on this host (see the notes).");
        else
            text = tr("%n counter(s) changed, %1 unchanged, over %2.", nullptr, int(delta->changes.size()))
                       .arg(delta->unchanged)
                       .arg(interval);
        if (m_current.deltas.isEmpty())
            text += QLatin1Char(' ') + tr("Computed from the first and last snapshot: the agent's alarm rules were not "
                                          "applied.");
    } else if (m_current.snapshots.size() == 1) {
        const core::CounterSnapshot& s = m_current.snapshots.constFirst();
        text = s.counters.isEmpty()
                   ? tr("No counter data: the agent could read no counters on %1 (see the notes).").arg(s.host)
                   : tr("One snapshot of %n counter(s) on %1 at %2: a change needs a second snapshot.", nullptr,
                        int(s.counters.size()))
                         .arg(s.host, s.time);
    } else {
        text = tr("No counter data in this stream.");
    }
    if (m_current.stream.truncated)
        text += QLatin1Char(' ') + tr("The stream was cut off: the run was interrupted.");
    if (!m_current.stream.errors.isEmpty())
        text += QLatin1Char(' ') + tr("The agent reported: %1").arg(m_current.stream.errors.constFirst().message);
    m_status->setText(text);
}

void CountersPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    reload();
}

void CountersPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CountersPage::retranslate()
{
    m_intro->setText(tr("Port, RoCE congestion, pause and interface counters read by fabric-agent counters, with the "
                        "alarms its rules raise. Critical alarms are red, warnings amber."));
    m_sourcesLabel->setText(tr("Counter &runs:"));
    m_import->setText(tr("Import Counter Snapshot..."));
    m_deltaLabel->setText(tr("&Interval:"));
    m_alarms->setHorizontalHeaderLabels(
        {tr("Severity"), tr("Counter"), tr("Device/port"), tr("Delta"), tr("Per second"), tr("Rule")});
    showSource(m_sources->currentRow());
}

} // namespace fw::app
