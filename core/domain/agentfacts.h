// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace fw::core {

// The `fabric-agent facts` objects of one file: a single object (one host), or JSON Lines of several hosts.
// Other agent events in a JSON Lines stream are skipped. Either every host is read, or `error` says what
// is wrong and where (file and line), and `hosts` is empty.
struct AgentFacts
{
    QList<QJsonObject> hosts;
    QString error;

    static AgentFacts parse(const QByteArray& bytes, const QString& fileName);
    static QString hostName(const QJsonObject& facts);
};

} // namespace fw::core
