// SPDX-License-Identifier: Apache-2.0
#include "domain/agentfacts.h"

#include "base/protocol.h"
#include "domain/protocoltext.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSet>

namespace fw::core {

namespace field = base::protocol::field;

QString AgentFacts::hostName(const QJsonObject& facts)
{
    return facts.value(protocolText(field::kHostname)).toString();
}

AgentFacts AgentFacts::parse(const QByteArray& bytes, const QString& fileName)
{
    AgentFacts result;
    auto fail = [&](int line, const QString& what) {
        result.hosts.clear();
        result.error = line > 0 ? QCoreApplication::translate("fw::core::AgentFacts", "%1, line %2: %3")
                                      .arg(fileName)
                                      .arg(line)
                                      .arg(what)
                                : QCoreApplication::translate("fw::core::AgentFacts", "%1: %2").arg(fileName, what);
        return result;
    };

    // A pretty-printed single object spans many lines, so try the whole file first.
    QList<std::pair<int, QJsonObject>> objects;
    QJsonParseError wholeError;
    const QJsonDocument whole = QJsonDocument::fromJson(bytes, &wholeError);
    if (wholeError.error == QJsonParseError::NoError && whole.isObject()) {
        objects.append({0, whole.object()});
    } else {
        const QList<QByteArray> lines = bytes.split('\n');
        for (int i = 0; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            if (line.isEmpty())
                continue;
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
            if (error.error != QJsonParseError::NoError)
                return fail(i + 1,
                            QCoreApplication::translate("fw::core::AgentFacts", "not valid JSON (%1 at column %2)")
                                .arg(error.errorString())
                                .arg(error.offset + 1));
            if (!doc.isObject())
                return fail(i + 1, QCoreApplication::translate("fw::core::AgentFacts", "expected a JSON object"));
            objects.append({i + 1, doc.object()});
        }
    }

    QSet<QString> seen;
    for (const auto& [line, object] : objects) {
        const QString type = object.value(protocolText(field::kType)).toString();
        const QJsonValue version = object.value(protocolText(field::kVersion));
        if (version.isUndefined() || type.isEmpty())
            return fail(line, QCoreApplication::translate("fw::core::AgentFacts",
                                                          "not an agent event (no \"v\" and \"type\")"));
        if (!base::protocol::isKnownSchemaVersion(version.toDouble())) {
            return fail(line, QCoreApplication::translate("fw::core::AgentFacts",
                                                          "protocol version %1 is not supported (expected %2)")
                                  .arg(version.toInt())
                                  .arg(base::protocol::kSchemaVersion));
        }
        if (type != protocolText(base::protocol::event::kFacts))
            continue;
        const QString host = hostName(object);
        if (host.isEmpty())
            return fail(line, QCoreApplication::translate("fw::core::AgentFacts", "the facts have no \"hostname\""));
        if (seen.contains(host))
            return fail(line, QCoreApplication::translate("fw::core::AgentFacts", "host %1 appears twice").arg(host));
        seen.insert(host);
        result.hosts.append(object);
    }
    if (result.hosts.isEmpty())
        return fail(
            0, QCoreApplication::translate("fw::core::AgentFacts", "contains no \"facts\" object from fabric-agent"));
    return result;
}

} // namespace fw::core
