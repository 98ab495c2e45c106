// SPDX-License-Identifier: Apache-2.0
#include "storage/comparequeries.h"

#include "storage/projectfile.h"
#include "storage/sqliterows.h"
#include "storage/storageerror.h"

#include <QSqlQuery>
#include <QStringList>
#include <algorithm>
#include <limits>
#include <sqlite3.h>

namespace fw::core {

namespace {

double realOrUnknown(const QVariant& value)
{
    return value.isNull() ? kUnknown : value.toDouble();
}

// typeof() of a BLOB column reads only the record header; `IS NOT NULL` walks its overflow pages (4x slower on a
// project of 200 runs with samples, measured).
// SQLite's default limit on bound parameters is 999 on older builds; stay well below it.
constexpr qsizetype kIdsPerStatement = 500;

} // namespace

QList<CompareRow> CompareQueries::rows(const QList<qint64>& runIds, qint64 minBytes, qint64 maxBytes) const
{
    QList<CompareRow> result;
    for (qsizetype start = 0; start < runIds.size(); start += kIdsPerStatement) {
        const QList<qint64> chunk = runIds.mid(start, kIdsPerStatement);
        QStringList marks;
        QVariantList values;
        for (qint64 id : chunk) {
            marks << QStringLiteral("?");
            values << id;
        }
        QString sql =
            QStringLiteral("SELECT run_id, ordinal, bytes, in_place, cycle, iterations, time_avg_us, p50_us, p95_us,"
                           " p99_us, p999_us, busbw_gbs, typeof(iteration_samples), typeof(coalesce(rank_quantiles, "
                           "rank_buckets, rank_samples)),"
                           " p99_ci_low_us, p99_ci_high_us, p99_ci_confidence, p99_ci_converged"
                           " FROM benchmark_result WHERE run_id IN (%1) AND bytes >= ?")
                .arg(marks.join(QLatin1Char(',')));
        values << minBytes;
        if (maxBytes > 0) {
            sql += QStringLiteral(" AND bytes <= ?");
            values << maxBytes;
        }
        sql += QStringLiteral(" ORDER BY run_id, ordinal");
        QSqlQuery q = m_project.query(sql, values);
        while (q.next()) {
            CompareRow row;
            row.runId = q.value(0).toLongLong();
            row.ordinal = q.value(1).toInt();
            row.bytes = q.value(2).toLongLong();
            row.inPlace = q.value(3).toBool();
            row.cycle = q.value(4).toInt();
            row.iterations = q.value(5).toInt();
            row.timeAvgUs = realOrUnknown(q.value(6));
            row.p50Us = realOrUnknown(q.value(7));
            row.p95Us = realOrUnknown(q.value(8));
            row.p99Us = realOrUnknown(q.value(9));
            row.p999Us = realOrUnknown(q.value(10));
            row.busbwGBs = realOrUnknown(q.value(11));
            row.hasIterationSamples = q.value(12).toString() == QLatin1String("blob");
            row.hasRankSamples = q.value(13).toString() == QLatin1String("blob");
            if (!q.value(16).isNull()) {
                row.p99Interval = {realOrUnknown(q.value(14)), realOrUnknown(q.value(15)), q.value(16).toDouble(),
                                   q.value(17).toBool()};
            }
            result << row;
        }
    }
    return result;
}

QList<qint64> CompareQueries::sizes() const
{
    QList<qint64> result;
    QSqlQuery q = m_project.query(QStringLiteral("SELECT DISTINCT bytes FROM benchmark_result ORDER BY bytes"));
    while (q.next())
        result << q.value(0).toLongLong();
    return result;
}

std::vector<float> CompareQueries::iterationSamples(qint64 runId, int ordinal) const
{
    const QVariant blob = m_project.scalar(
        QStringLiteral("SELECT iteration_samples FROM benchmark_result WHERE run_id = ? AND ordinal = ?"),
        {runId, ordinal});
    return blob.isNull() ? std::vector<float>() : unpackSamples(blob.toByteArray());
}

std::vector<float> CompareQueries::rankSamples(qint64 runId, int ordinal) const
{
    const QVariant blob = m_project.scalar(
        QStringLiteral("SELECT rank_samples FROM benchmark_result WHERE run_id = ? AND ordinal = ?"), {runId, ordinal});
    return blob.isNull() ? std::vector<float>() : unpackSamples(blob.toByteArray());
}

SizeResult CompareQueries::rankFigures(qint64 runId, int ordinal) const
{
    SizeResult row;
    QSqlQuery q = m_project.query(
        QStringLiteral("SELECT rank_quantiles, rank_buckets, node_quantiles, CASE WHEN rank_quantiles IS NULL AND "
                       "rank_buckets IS NULL THEN rank_samples END FROM benchmark_result WHERE run_id = ? AND "
                       "ordinal = ?"),
        {runId, ordinal});
    if (q.next()) {
        row.rankQuantiles = q.value(0).toByteArray();
        row.rankBuckets = q.value(1).toByteArray();
        row.nodeQuantiles = q.value(2).toByteArray();
        row.rankSamples = q.value(3).toByteArray();
    }
    return row;
}

QStringList CompareQueries::rankHosts(qint64 runId, int rankCount) const
{
    // Through SQLite's own API, one QString for each run of equal names (sqliterows::RepeatedText).
    QStringList hosts(std::max(rankCount, 0));
    sqlite3_stmt* statement =
        sqliterows::prepare(m_project, "SELECT rank, host FROM benchmark_rank WHERE run_id = ? ORDER BY rank");
    sqlite3_bind_int64(statement, 1, runId);
    sqliterows::RepeatedText host;
    sqliterows::forEachRow(m_project, statement, [&] {
        const sqlite3_int64 rank = sqlite3_column_int64(statement, 0);
        if (rank < 0 || (rankCount >= 0 && rank >= rankCount) || rank > std::numeric_limits<int>::max() / 2)
            return;
        if (rank >= hosts.size())
            hosts.resize(qsizetype(rank) + 1);
        hosts[qsizetype(rank)] = host.read(statement, 1);
    });
    return hosts;
}

} // namespace fw::core
