// SPDX-License-Identifier: Apache-2.0
#include "ingest/agentstreamreader.h"

#include "ingest/linereader.h"

#include <QJsonDocument>
#include <array>
#include <utility>

namespace fw::core {

namespace {

namespace event = base::protocol::event;

using Type = AgentEvent::Type;

constexpr std::array<std::pair<std::string_view, Type>, 20> kTypes{{
    {event::kFacts, Type::Facts},
    {event::kStart, Type::Start},
    {event::kProgress, Type::Progress},
    {event::kSizeResult, Type::SizeResult},
    {event::kWarning, Type::Warning},
    {event::kEnd, Type::End},
    {event::kError, Type::Error},
    {event::kCounters, Type::Counters},
    {event::kCounterDelta, Type::CounterDelta},
    {event::kFaultPlan, Type::FaultPlan},
    {event::kFaultApplied, Type::FaultApplied},
    {event::kFaultRenewed, Type::FaultRenewed},
    {event::kFaultFired, Type::FaultFired},
    {event::kFaultReverted, Type::FaultReverted},
    {event::kFaults, Type::Faults},
    {event::kPrivileges, Type::Privileges},
    {event::kStorageResult, Type::StorageResult},
    {event::kReplayStep, Type::ReplayStep},
    {event::kReplayResult, Type::ReplayResult},
    {event::kJobOutput, Type::JobOutput},
}};

Type typeNamed(const QString& name)
{
    for (const auto& [text, named] : kTypes) {
        if (name == protocolText(text))
            return named;
    }
    return Type::Unknown;
}

// The whitespace of QByteArray::trimmed().
bool onlyWhitespace(QByteArrayView line)
{
    for (const char c : line) {
        if (c != ' ' && c != '\t' && c != '\n' && c != '\v' && c != '\f' && c != '\r')
            return false;
    }
    return true;
}

} // namespace

AgentEvent AgentEvent::read(QByteArrayView line)
{
    AgentEvent e;
    if (onlyWhitespace(line))
        return e;
    e.m_blank = false;
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray::fromRawData(line.data(), line.size()), &e.m_parseError);
    if (e.m_parseError.error != QJsonParseError::NoError || !document.isObject())
        return e;
    e.m_isObject = true;
    e.m_object = document.object();
    const QJsonValue v = e.version();
    e.m_knownVersion = v.isDouble() && base::protocol::isKnownSchemaVersion(v.toDouble());
    const QJsonValue name = e.value(base::protocol::field::kType);
    e.m_hasType = name.isString();
    e.m_typeName = name.toString();
    e.m_type = typeNamed(e.m_typeName);
    return e;
}

AgentStreamReader::AgentStreamReader(QByteArray stream) : m_stream(std::move(stream)) {}

AgentStreamReader::AgentStreamReader(LineReader& lines) : m_lines(&lines) {}

qint64 AgentStreamReader::lineNumber() const
{
    return m_lines ? m_lines->lineNumber() : m_lineNumber;
}

bool AgentStreamReader::nextLine(QByteArrayView& line)
{
    if (m_lines) {
        std::string_view text;
        if (!m_lines->next(text))
            return false;
        line = QByteArrayView(text.data(), qsizetype(text.size()));
        m_complete = m_lines->lineEnded();
        return true;
    }
    if (m_pos >= m_stream.size())
        return false;
    const qsizetype newline = m_stream.indexOf('\n', m_pos);
    m_complete = newline >= 0;
    const qsizetype end = m_complete ? newline : m_stream.size();
    line = QByteArrayView(m_stream).sliced(m_pos, end - m_pos);
    m_pos = end + 1;
    ++m_lineNumber;
    if (line.endsWith('\r'))
        line.chop(1);
    return true;
}

bool AgentStreamReader::next(AgentEvent& event)
{
    QByteArrayView line;
    while (nextLine(line)) {
        event = AgentEvent::read(line);
        if (!event.isBlank())
            return true;
    }
    return false;
}

AgentEvent AgentStreamReader::first(const QByteArray& stream, AgentEvent::Type wanted)
{
    AgentStreamReader reader(stream);
    AgentEvent event;
    while (reader.next(event)) {
        if (event.is(wanted))
            return event;
    }
    return {};
}

QByteArray AgentStreamReader::leadingFacts(const QByteArray& stream)
{
    // The lines as the agent wrote them: they are the facts' provenance.
    qsizetype from = 0;
    for (qsizetype end; (end = stream.indexOf('\n', from)) >= 0; from = end + 1)
        if (!AgentEvent::read(QByteArrayView(stream).sliced(from, end - from)).is(AgentEvent::Type::Facts))
            break;
    return stream.left(from);
}

} // namespace fw::core
