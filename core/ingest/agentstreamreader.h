// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/protocol.h"
#include "domain/protocoltext.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QString>
#include <string_view>

namespace fw::core {

class LineReader;

// One line of the agent's JSON Lines (docs/agent-protocol.md), read once: the object, its version and its type.
// It only says what the line is; whether a malformed line or another version stops a reader, and with which
// message, is the reader's to decide.
class AgentEvent
{
public:
    // The events of base/protocol.h; Unknown for a type this version does not know (readers ignore those) and for
    // a line that is no event.
    enum class Type
    {
        Unknown,
        Facts,
        Start,
        Progress,
        SizeResult,
        Warning,
        End,
        Error,
        Counters,
        CounterDelta,
        FaultPlan,
        FaultApplied,
        FaultRenewed,
        FaultFired,
        FaultReverted,
        Faults,
        Privileges,
        StorageResult,
        ReplayStep,
        ReplayResult,
        JobOutput
    };

    // Reads one line, without its end-of-line bytes.
    static AgentEvent read(QByteArrayView line);

    // Only whitespace: no event and no error.
    bool isBlank() const { return m_blank; }
    // The line is one JSON object; when it is not, parseError() says why (NoError: valid JSON, not an object).
    bool isObject() const { return m_isObject; }
    const QJsonParseError& parseError() const { return m_parseError; }
    const QJsonObject& object() const { return m_object; }

    // "v" as written, and whether it is a version this reader knows (base::protocol::isKnownSchemaVersion).
    QJsonValue version() const { return value(base::protocol::field::kVersion); }
    bool hasKnownVersion() const { return m_knownVersion; }
    // Whether "type" is a string, that string, and the event it names.
    bool hasType() const { return m_hasType; }
    const QString& typeName() const { return m_typeName; }
    Type type() const { return m_type; }
    bool is(Type which) const { return m_type == which; }

    // A field by its protocol name: event.value(base::protocol::field::kMessage).
    QJsonValue value(std::string_view field) const { return m_object.value(protocolText(field)); }
    QString string(std::string_view field) const { return value(field).toString(); }

private:
    bool m_blank = true;
    bool m_isObject = false;
    QJsonParseError m_parseError{0, QJsonParseError::NoError};
    QJsonObject m_object;
    bool m_knownVersion = false;
    bool m_hasType = false;
    QString m_typeName;
    Type m_type = Type::Unknown;
};

// Splits an agent stream into lines and reads each one that is not blank as an AgentEvent. The one reader of the
// agent's stream: the importer, the stored results, the live progress and the plan job all read through it.
class AgentStreamReader
{
public:
    // A stream held whole: a stored dispatch, a command's output.
    explicit AgentStreamReader(QByteArray stream);
    // A file, through the importer's line reader (its line limit and its errors).
    explicit AgentStreamReader(LineReader& lines);

    // The next line that is not blank; false at the end of the stream.
    bool next(AgentEvent& event);
    // The number of the line last read, counting from 1.
    qint64 lineNumber() const;
    // Whether the line last read ended with a newline: only the last line of a cut-off stream does not.
    bool lineComplete() const { return m_complete; }

    // The first event of type `wanted` in a stream, whatever its version; an empty event (no object) when there is
    // none.
    static AgentEvent first(const QByteArray& stream, AgentEvent::Type wanted);
    // The `facts` events a stream opens with (`bench --facts`), one compact JSON line per host, as `fabric-agent
    // facts` prints them under a launcher; empty when the stream does not open with facts.
    static QByteArray leadingFacts(const QByteArray& stream);

private:
    bool nextLine(QByteArrayView& line);

    LineReader* m_lines = nullptr;
    QByteArray m_stream;
    qsizetype m_pos = 0;
    qint64 m_lineNumber = 0;
    bool m_complete = true;
};

} // namespace fw::core
