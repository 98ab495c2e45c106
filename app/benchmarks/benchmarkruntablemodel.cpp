// SPDX-License-Identifier: Apache-2.0
#include "benchmarks/benchmarkruntablemodel.h"

#include "common/runtext.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"

#include <QBrush>
#include <QColor>
#include <QDir>
#include <QLocale>

namespace fw::app {

BenchmarkRunTableModel::BenchmarkRunTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void BenchmarkRunTableModel::reload(core::ProjectFile* project)
{
    beginResetModel();
    m_runs.clear();
    m_candidateNames.clear();
    if (project) {
        try {
            m_runs = core::BenchmarkRunRepository(*project).list();
            for (const core::Candidate& c : core::CandidateRepository(*project).all())
                m_candidateNames.insert(c.id, c.offerName.isEmpty() ? c.supplier
                                                                    : c.supplier + QStringLiteral(" / ") + c.offerName);
        } catch (...) {
            m_runs.clear();
            endResetModel();
            throw;
        }
    }
    endResetModel();
}

int BenchmarkRunTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int BenchmarkRunTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int BenchmarkRunTableModel::rowOf(qint64 id) const
{
    for (int row = 0; row < m_runs.size(); ++row) {
        if (m_runs[row].id == id)
            return row;
    }
    return -1;
}

QVariant BenchmarkRunTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_runs.size())
        return {};
    const core::BenchmarkRun& run = m_runs.at(index.row());
    switch (role) {
    case RunIdRole:
        return run.id;
    case SourceRole:
        return int(run.source);
    case CorrectnessRole:
        return int(run.summary.correctness);
    case Qt::ForegroundRole:
        if (index.column() == Correctness && run.summary.correctness == core::Correctness::Failed)
            return QBrush(QColor(0xb0, 0x00, 0x20));
        if (index.column() == Correctness && run.summary.correctness == core::Correctness::Unverified)
            return QBrush(QColor(0x8a, 0x5a, 0x00));
        return {};
    case Qt::ToolTipRole: {
        QString tip = tr("%1\nSHA-256 %2\nParser %3, format: %4")
                          .arg(run.notes.isEmpty() ? runtext::oneLine(run) : run.notes, run.provenance.sha256,
                               run.provenance.parserVersion, core::displayName(run.provenance.format));
        if (run.measuredOn == core::MeasuredOn::ThisComputer)
            tip += QLatin1Char('\n') + tr("Measured on this computer, not on a candidate's fabric: left out of the "
                                          "scores and the acceptance rate.");
        return tip;
    }
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (Column(index.column())) {
    case Source:
        // A run of the agent on this computer says so where its kind is read (core::MeasuredOn).
        return run.measuredOn == core::MeasuredOn::ThisComputer
                   ? tr("%1, this computer").arg(core::displayName(run.source))
                   : core::displayName(run.source);
    case Label:
        return run.label.isEmpty() ? tr("#%1").arg(run.id) : run.label;
    case Candidate:
        return run.candidateId ? m_candidateNames.value(*run.candidateId) : tr("(no candidate)");
    case Tool:
        return runtext::toolWithVersion(run);
    case Test:
        return run.backend.isEmpty() ? run.testName : QStringLiteral("%1 (%2)").arg(run.testName, run.backend);
    case Placement:
        return runtext::placement(run);
    case Sizes:
        return runtext::sizeRange(run.summary);
    case Correctness:
        return core::displayName(run.summary.correctness);
    case File:
        return run.provenance.part > 0 ? tr("%1 (run %2)").arg(run.provenance.fileName).arg(run.provenance.part + 1)
                                       : run.provenance.fileName;
    case Imported:
        return QLocale().toString(run.provenance.importedAt.toLocalTime(), QLocale::ShortFormat);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant BenchmarkRunTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Source:
        return tr("Source");
    case Label:
        return tr("Run");
    case Candidate:
        return tr("Candidate");
    case Tool:
        return tr("Tool");
    case Test:
        return tr("Test");
    case Placement:
        return tr("Ranks");
    case Sizes:
        return tr("Sizes");
    case Correctness:
        return tr("Correctness");
    case File:
        return tr("File");
    case Imported:
        return tr("Imported");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace fw::app
