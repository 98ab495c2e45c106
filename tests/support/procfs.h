// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QList>
#include <QString>

// What /proc says of processes, for tests that look after processes they did not start themselves: a watchdog
// re-parented to whatever reaps orphans, an sshd's sessions, a killed job's ranks.
namespace testsupport {

// Every process id in /proc.
inline QList<qint64> allProcesses()
{
    QList<qint64> pids;
    for (const QString& name : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        bool numeric = false;
        const qint64 pid = name.toLongLong(&numeric);
        if (numeric)
            pids << pid;
    }
    return pids;
}

// The fields of /proc/PID/stat after "pid (comm)": [0] the state, [1] the parent, ...; empty once it is gone.
// comm may hold spaces and parentheses, so the fields are read after the last ')'.
inline QList<QByteArray> procStat(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return {};
    const QByteArray text = stat.readAll();
    return text.mid(text.lastIndexOf(')') + 2).split(' ');
}

// Gone, or a zombie: finished all the same, only not yet reaped by whoever adopted it.
inline bool processGone(qint64 pid)
{
    const QList<QByteArray> fields = procStat(pid);
    return fields.isEmpty() || fields.first() == "Z";
}

// The processes whose parent is `parent`.
inline QList<qint64> childrenOf(qint64 parent)
{
    QList<qint64> children;
    for (const qint64 pid : allProcesses()) {
        const QList<QByteArray> fields = procStat(pid);
        if (fields.size() > 1 && fields.at(1).toLongLong() == parent)
            children << pid;
    }
    return children;
}

} // namespace testsupport
