// SPDX-License-Identifier: Apache-2.0
#include "worksheets/bomtablemodel.h"

#include "analysis/measuredbom.h"
#include "common/projectcontext.h"
#include "domain/agentfacts.h"
#include "storage/projectfile.h"
#include "storage/questionnairerepository.h"
#include "worksheets/worksheetdelegate.h"
#include "worksheets/worksheeteditcommand.h"

#include <QBrush>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QUndoStack>

namespace fw::app {

using core::BomCatalog;
using core::BomValues;
using core::FieldComparison;
using State = core::FieldComparison::State;

BomTableModel::BomTableModel(ProjectContext& context, QObject* parent) : QAbstractTableModel(parent), m_context(context)
{}

void BomTableModel::setCandidate(const std::optional<core::Candidate>& candidate)
{
    beginResetModel();
    m_candidate = m_context.project() ? candidate : std::nullopt;
    m_fields.clear();
    m_declared.clear();
    m_facts.clear();
    if (m_candidate) {
        core::BomRepository repository(*m_context.project());
        m_fields = BomCatalog::forFabric(m_candidate->fabric);
        m_declared = repository.declared(m_candidate->id);
        m_facts = repository.measured(m_candidate->id);
    }
    recompute();
    endResetModel();
}

bool BomTableModel::isEditable() const
{
    return m_candidate && m_context.isEditable();
}

void BomTableModel::recompute()
{
    QList<core::MeasuredHost> hosts;
    if (m_candidate) {
        for (const core::StoredFacts& facts : m_facts)
            hosts.append({facts.host, core::measuredBom(facts.facts, m_candidate->fabric)});
    }
    m_comparison = core::compareBom(m_fields, m_declared, hosts);
}

const FieldComparison* BomTableModel::comparison(int row) const
{
    return row >= 0 && row < m_comparison.size() ? &m_comparison.at(row) : nullptr;
}

int BomTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_fields.size());
}

int BomTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BomTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const core::BomField& field = m_fields.at(index.row());
    const QString key = QString::fromLatin1(field.key);
    const QString declared = m_declared.value(key);
    const FieldComparison& c = *comparison(index.row());
    const bool isChoice = field.type == core::BomValueType::Choice;
    switch (role) {
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case Group:
            return BomCatalog::groupName(field.group);
        case Field:
            return BomCatalog::label(field);
        case Declared:
            return isChoice ? BomCatalog::optionLabel(field, declared) : declared;
        case Unit:
            return QString::fromLatin1(field.unit);
        case Measured:
            if (c.measured.isEmpty())
                return QString();
            return isChoice ? BomCatalog::optionLabel(field, c.measured) : c.measured;
        case Check:
            switch (c.state) {
            case State::NotMeasured:
                return field.measurable ? (m_facts.isEmpty() ? tr("no facts imported") : tr("not reported"))
                                        : tr("not measurable");
            case State::NotDeclared:
                return tr("measured, not declared");
            case State::Match:
                return tr("matches");
            case State::Mismatch:
                return tr("MISMATCH on %1").arg(c.mismatching.join(QStringLiteral(", ")));
            case State::Partial:
                return tr("facts from %1 of %2 nodes").arg(c.measured, declared);
            }
            break;
        case ColumnCount:
            break;
        }
        break;
    case Qt::EditRole:
        if (index.column() == Declared)
            return declared;
        return data(index, Qt::DisplayRole);
    case Qt::ToolTipRole:
        if (!c.disagreements.isEmpty())
            return c.disagreements.join(QLatin1Char('\n'));
        if (index.column() == Measured && !m_facts.isEmpty())
            return tr("From %n host(s): %1", nullptr, int(m_facts.size())).arg(m_facts.first().source);
        break;
    case Qt::BackgroundRole:
        if (index.column() >= Declared && c.state == State::Mismatch)
            return QBrush(QColor(0xf8, 0xd0, 0xd0));
        if (index.column() >= Declared && (c.state == State::Partial || !c.disagreements.isEmpty()))
            return QBrush(QColor(0xfc, 0xef, 0xc4));
        break;
    case kOptionKeysRole:
    case kOptionLabelsRole:
        if (index.column() == Declared && isChoice) {
            QStringList values;
            for (const core::BomOption& option : field.options)
                values << (role == kOptionKeysRole ? QString::fromLatin1(option.key)
                                                   : BomCatalog::optionLabel(field, QString::fromLatin1(option.key)));
            return values;
        }
        break;
    case FieldKeyRole:
        return key;
    case StateRole:
        return int(c.state);
    default:
        break;
    }
    return {};
}

QVariant BomTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Group:
        return tr("Group");
    case Field:
        return tr("Item");
    case Declared:
        return tr("Declared");
    case Unit:
        return tr("Unit");
    case Measured:
        return tr("Measured");
    case Check:
        return tr("Check");
    case ColumnCount:
        break;
    }
    return {};
}

Qt::ItemFlags BomTableModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags result = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Declared && isEditable())
        result |= Qt::ItemIsEditable;
    return result;
}

QString BomTableModel::rejection(const QModelIndex& index, const QString& value) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != Declared)
        return {};
    const core::BomField& field = m_fields.at(index.row());
    QString why;
    if (!BomCatalog::normalise(field, value, &why))
        return tr("%1 (row %2): %3").arg(BomCatalog::label(field)).arg(index.row() + 1).arg(why);
    return {};
}

bool BomTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) ||
        !(flags(index) & Qt::ItemIsEditable))
        return false;
    const core::BomField& field = m_fields.at(index.row());
    const QString key = QString::fromLatin1(field.key);
    const auto normalised = BomCatalog::normalise(field, value.toString());
    if (!normalised) {
        emit inputRejected(rejection(index, value.toString()));
        return false;
    }
    if (*normalised == m_declared.value(key))
        return true;
    pushDeclared(m_candidate->id, {{key, m_declared.value(key)}}, {{key, *normalised}},
                 tr("Edit %1 of %2").arg(BomCatalog::label(field), m_candidate->supplier));
    return m_declared.value(key) == *normalised;
}

void BomTableModel::pushDeclared(qint64 candidateId, const BomValues& before, const BomValues& after,
                                 const QString& text)
{
    m_context.undoStack()->push(new WorksheetEditCommand(
        text, [this, candidateId, before, after](bool redo) { applyDeclared(candidateId, redo ? after : before); },
        [this](const QString& message) { emit storageFailed(message); }));
}

void BomTableModel::applyDeclared(qint64 candidateId, const BomValues& values)
{
    core::BomRepository(*m_context.project()).setDeclared(candidateId, values);
    if (m_candidate && m_candidate->id == candidateId) {
        for (auto it = values.cbegin(); it != values.cend(); ++it) {
            if (it.value().isEmpty())
                m_declared.remove(it.key());
            else
                m_declared.insert(it.key(), it.value());
        }
        recompute();
        emit dataChanged(index(0, Declared), index(rowCount() - 1, Check));
    }
    emit bomChanged();
}

bool BomTableModel::importFacts(const QString& path, QString* error)
{
    if (!isEditable())
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read %1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    const QString name = QFileInfo(path).fileName();
    const core::AgentFacts parsed = core::AgentFacts::parse(bytes, name);
    if (!parsed.error.isEmpty()) {
        *error = parsed.error;
        return false;
    }
    const QString sha256 = core::QuestionnaireRepository::sha256(bytes);
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    QList<core::StoredFacts> after = m_facts;
    for (const QJsonObject& facts : parsed.hosts) {
        const QString host = core::AgentFacts::hostName(facts);
        after.removeIf([&](const core::StoredFacts& f) { return f.host == host; });
        after.append({host, name, sha256, now, facts});
    }
    std::sort(after.begin(), after.end(),
              [](const core::StoredFacts& a, const core::StoredFacts& b) { return a.host < b.host; });
    pushMeasured(after, tr("Import facts of %n host(s) from %1", nullptr, int(parsed.hosts.size())).arg(name));
    return true;
}

void BomTableModel::clearMeasured()
{
    if (isEditable() && !m_facts.isEmpty())
        pushMeasured({}, tr("Clear measured facts of %1").arg(m_candidate->supplier));
}

void BomTableModel::pushMeasured(const QList<core::StoredFacts>& after, const QString& text)
{
    const qint64 candidateId = m_candidate->id;
    const QList<core::StoredFacts> before = m_facts;
    m_context.undoStack()->push(new WorksheetEditCommand(
        text, [this, candidateId, before, after](bool redo) { applyMeasured(candidateId, redo ? after : before); },
        [this](const QString& message) { emit storageFailed(message); }));
}

void BomTableModel::applyMeasured(qint64 candidateId, const QList<core::StoredFacts>& facts)
{
    core::BomRepository(*m_context.project()).replaceMeasured(candidateId, facts);
    if (m_candidate && m_candidate->id == candidateId) {
        m_facts = facts;
        recompute();
        emit dataChanged(index(0, Declared), index(rowCount() - 1, Check));
    }
    emit bomChanged();
}

QStringList BomTableModel::disagreements() const
{
    QStringList result;
    for (const FieldComparison& c : m_comparison)
        result << c.disagreements;
    return result;
}

int BomTableModel::mismatchCount() const
{
    return int(std::count_if(m_comparison.begin(), m_comparison.end(),
                             [](const FieldComparison& c) { return c.state == State::Mismatch; }));
}

void BomTableModel::retranslate()
{
    recompute(); // node disagreements carry translated field names
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace fw::app
