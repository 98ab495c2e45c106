// SPDX-License-Identifier: Apache-2.0
#include "ingest/collectivename.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace fw::core::collectivename {

namespace {

struct Alias
{
    const char* spelling; // lowercase, without separators
    const char* canonical;
};

// Longer spellings first, so "reducescatter" is not read as "reduce".
constexpr Alias kAliases[] = {
    {"reducescatter", "reduce_scatter"},
    {"allreduce", "all_reduce"},
    {"allgather", "all_gather"},
    {"alltoallv", "all_to_allv"},
    {"alltoall", "all_to_all"},
    {"broadcast", "broadcast"},
    {"sendrecv", "send_recv"},
    {"hypercube", "hypercube"},
    {"scatter", "scatter"},
    {"gather", "gather"},
    {"reduce", "reduce"},
};

QString squeeze(const QString& word)
{
    QString result = word.toLower();
    result.remove(QLatin1Char('_'));
    result.remove(QLatin1Char('-'));
    return result;
}

} // namespace

QString fromProgram(const QString& program)
{
    QString name = QFileInfo(program.trimmed()).fileName();
    if (name.endsWith(QLatin1String("_perf")))
        name.chop(5);
    else if (name.endsWith(QLatin1String("_perf_mpi")))
        name.chop(9);
    const QString squeezed = squeeze(name);
    for (const Alias& alias : kAliases) {
        if (squeezed == QLatin1String(alias.spelling))
            return QString::fromLatin1(alias.canonical);
    }
    return {};
}

QString fromFileName(const QString& fileName)
{
    static const QRegularExpression separators(QStringLiteral("[^A-Za-z0-9-]+"));
    QString found;
    const QStringList words = QFileInfo(fileName).completeBaseName().split(separators, Qt::SkipEmptyParts);
    // "all_reduce" is split into "all" and "reduce"; join neighbours so both spellings match.
    QStringList candidates = words;
    for (qsizetype i = 0; i + 1 < words.size(); ++i)
        candidates << words[i] + words[i + 1];
    for (const QString& word : candidates) {
        const QString squeezed = squeeze(word);
        for (const Alias& alias : kAliases) {
            if (squeezed != QLatin1String(alias.spelling))
                continue;
            const QString canonical = QString::fromLatin1(alias.canonical);
            // "all_reduce" also yields the word "reduce": keep the longer, more specific name.
            if (found.isEmpty() || canonical.contains(found))
                found = canonical;
            else if (!found.contains(canonical))
                return {};
        }
    }
    return found;
}

} // namespace fw::core::collectivename
