// SPDX-License-Identifier: Apache-2.0
#include "benchrows.h"

#include "base/ranksummary.h"
#include "base/stats.h"

#include <QByteArray>
#include <QJsonArray>
#include <QStringList>
#include <QtEndian>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <span>

using namespace Qt::StringLiterals;

namespace benchrows {

std::vector<float> decodeFloats(const QJsonValue& value, bool* ok)
{
    const auto decoded =
        QByteArray::fromBase64Encoding(value.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    *ok = decoded.decodingStatus == QByteArray::Base64DecodingStatus::Ok && decoded.decoded.size() % 4 == 0;
    std::vector<float> values;
    for (qsizetype i = 0; *ok && i < decoded.decoded.size(); i += 4)
        values.push_back(qFromLittleEndian<float>(decoded.decoded.constData() + i));
    return values;
}

std::vector<std::uint8_t> decodeBytes(const QJsonValue& value, bool* ok)
{
    const auto decoded =
        QByteArray::fromBase64Encoding(value.toString().toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
    *ok = decoded.decodingStatus == QByteArray::Base64DecodingStatus::Ok;
    return {decoded.decoded.begin(), decoded.decoded.end()};
}

// Node detail (docs/agent-protocol.md, "Node detail"): no rank quantiles or sketches; each node's p50, p99 and max,
// nodes in the order of their first rank in rank_hosts; two bucket bytes a rank. Where a node's ranks all have their
// raw samples in the row, its figures must be exactly those of the union of their samples, and a raw rank's bytes
// the buckets of its exact p50 and p99.
QString nodeDetailProblem(const QJsonObject& start, const std::vector<float>& iterations, const QJsonObject& row)
{
    const int ranks = start[u"ranks"_s].toInt();
    if (start[u"rank_detail"_s].toString() != u"node"_s)
        return u"a node-detail row in a run whose start says rank_detail '%1'"_s.arg(
            start[u"rank_detail"_s].toString());
    if (row.contains(u"rank_quantiles_b64"_s) || row.contains(u"rank_sketch_b64"_s))
        return u"a node-detail row has rank quantiles or sketches"_s;
    QStringList nodeNames;
    std::vector<int> nodeOf;
    for (const QJsonValue& host : start[u"rank_hosts"_s].toArray()) {
        if (!nodeNames.contains(host.toString()))
            nodeNames.append(host.toString());
        nodeOf.push_back(static_cast<int>(nodeNames.indexOf(host.toString())));
    }
    if (nodeNames.size() != start[u"nodes"_s].toInt() || static_cast<int>(nodeOf.size()) != ranks)
        return u"rank_hosts name %1 hosts, nodes says %2"_s.arg(nodeNames.size()).arg(start[u"nodes"_s].toInt());
    bool ok = false;
    const std::vector<float> nodeQuantiles = decodeFloats(row[u"node_quantiles_b64"_s], &ok);
    if (!ok || nodeQuantiles.size() != static_cast<std::size_t>(nodeNames.size()) * fw::base::kNodeQuantileCount)
        return u"node_quantiles_b64 does not hold %1 x 3 values"_s.arg(nodeNames.size());
    const std::vector<std::uint8_t> p50Buckets = decodeBytes(row[u"rank_p50_bucket_b64"_s], &ok);
    const bool p50Ok = ok && p50Buckets.size() == static_cast<std::size_t>(ranks);
    const std::vector<std::uint8_t> p99Buckets = decodeBytes(row[u"rank_p99_bucket_b64"_s], &ok);
    if (!p50Ok || !ok || p99Buckets.size() != static_cast<std::size_t>(ranks))
        return u"the bucket keys do not hold one byte per rank"_s;

    const auto samples = iterations.size();
    std::vector<int> rawRanks;
    for (const QJsonValue& value : row[u"raw_ranks"_s].toArray())
        rawRanks.push_back(value.toInt(-1));
    const std::vector<float> raw = decodeFloats(row[u"raw_us_b64"_s], &ok);
    if (!ok || raw.size() != rawRanks.size() * samples)
        return u"raw_us_b64 does not hold %1 x %2 values"_s.arg(rawRanks.size()).arg(samples);
    std::vector<std::vector<double>> nodeSamples(static_cast<std::size_t>(nodeNames.size()));
    std::vector<int> rawPerNode(static_cast<std::size_t>(nodeNames.size()), 0);
    for (std::size_t k = 0; k < rawRanks.size(); ++k) {
        const int r = rawRanks[k];
        if (r < 0 || r >= ranks || (k > 0 && r <= rawRanks[k - 1]))
            return u"raw_ranks are not ascending rank numbers"_s;
        std::vector<double> sorted(raw.begin() + static_cast<long>(k * samples),
                                   raw.begin() + static_cast<long>((k + 1) * samples));
        const auto node = static_cast<std::size_t>(nodeOf[static_cast<std::size_t>(r)]);
        nodeSamples[node].insert(nodeSamples[node].end(), sorted.begin(), sorted.end());
        ++rawPerNode[node];
        std::sort(sorted.begin(), sorted.end());
        const auto p50 = static_cast<float>(fw::base::percentileNearestRank(sorted, 50));
        const auto p99 = static_cast<float>(fw::base::percentileNearestRank(sorted, 99));
        if (p50Buckets[static_cast<std::size_t>(r)] != fw::base::bucketByte(p50) ||
            p99Buckets[static_cast<std::size_t>(r)] != fw::base::bucketByte(p99))
            return u"rank %1's bucket bytes %2, %3 are not those of its exact p50 %4 and p99 %5"_s.arg(r)
                .arg(p50Buckets[static_cast<std::size_t>(r)])
                .arg(p99Buckets[static_cast<std::size_t>(r)])
                .arg(p50)
                .arg(p99);
    }
    for (std::size_t node = 0; node < nodeSamples.size(); ++node) {
        if (rawPerNode[node] != static_cast<int>(std::count(nodeOf.begin(), nodeOf.end(), static_cast<int>(node))))
            continue; // not all of its ranks' samples are here
        std::sort(nodeSamples[node].begin(), nodeSamples[node].end());
        const fw::base::NodeQuantiles exact = fw::base::nodeQuantiles(nodeSamples[node]);
        if (!std::equal(exact.begin(), exact.end(), nodeQuantiles.begin() + static_cast<long>(node * exact.size())))
            return u"node %1's quantiles are not those of its ranks' raw samples"_s.arg(nodeNames[node]);
    }
    float slowest = 0;
    for (std::size_t node = 0; node < nodeSamples.size(); ++node)
        slowest = std::max(slowest, nodeQuantiles[node * fw::base::kNodeQuantileCount + 2]);
    if (slowest != *std::max_element(iterations.begin(), iterations.end()))
        return u"the slowest node's maximum is not the slowest iteration"_s;
    return {};
}

// Every figure in a row must follow from its raw samples and the start event: the workbench relies on that when it
// stores the samples and recomputes. busbw factors are written out here by hand, independent of core/base.
QString rowProblem(const QJsonObject& start, const QJsonObject& row)
{
    const int ranks = start[u"ranks"_s].toInt();
    const QString collective = start[u"collective"_s].toString();
    const qint64 samples = row[u"samples"_s].toInteger();
    bool ok = false;
    const std::vector<float> iterations = decodeFloats(row[u"iter_us_b64"_s], &ok);
    if (!ok || static_cast<qint64>(iterations.size()) != samples)
        return u"iter_us_b64 does not hold %1 float32 values"_s.arg(samples);
    if (row.contains(u"rank_us_b64"_s)) { // protocol 1: every rank's samples
        const std::vector<float> perRank = decodeFloats(row[u"rank_us_b64"_s], &ok);
        if (!ok || static_cast<qint64>(perRank.size()) != samples * ranks)
            return u"rank_us_b64 does not hold %1 x %2 values"_s.arg(ranks).arg(samples);
        for (qint64 i = 0; i < samples; ++i) {
            float maximum = 0;
            for (int r = 0; r < ranks; ++r)
                maximum = std::max(maximum, perRank[static_cast<std::size_t>(r * samples + i)]);
            if (maximum != iterations[static_cast<std::size_t>(i)])
                return u"iteration %1 is not the max over ranks"_s.arg(i);
        }
        const QJsonArray rankStats = row[u"rank_stats"_s].toArray();
        if (rankStats.size() != ranks)
            return u"rank_stats has %1 entries"_s.arg(rankStats.size());
        const QJsonArray hosts = start[u"rank_hosts"_s].toArray();
        for (int r = 0; r < ranks; ++r)
            if (rankStats[r][u"rank"_s].toInt() != r || rankStats[r][u"host"_s] != hosts[r])
                return u"rank_stats entry %1 names the wrong rank or host"_s.arg(r);
    } else if (row.contains(u"node_quantiles_b64"_s)) {
        if (const QString problem = nodeDetailProblem(start, iterations, row); !problem.isEmpty())
            return problem;
    } else if (const QString problem = rankSummaryProblem(start, iterations, row); !problem.isEmpty()) {
        return problem;
    }

    std::vector<double> sorted(iterations.begin(), iterations.end());
    std::sort(sorted.begin(), sorted.end());
    const QJsonObject time = row[u"time_us"_s].toObject();
    // Figures are float32 in their shortest text: read back as float, they are the samples' own values.
    const auto asFloat = [&](const char16_t* key) {
        return static_cast<float>(time[QString::fromUtf16(key)].toDouble());
    };
    const auto same = [](double reported, double expected) {
        return std::abs(reported - expected) <= 1e-6 * std::max(1.0, std::abs(expected));
    };
    const std::pair<const char16_t*, double> percentiles[] = {
        {u"p50", 50}, {u"p95", 95}, {u"p99", 99}, {u"p999", 99.9}};
    for (const auto& [key, p] : percentiles)
        if (asFloat(key) != static_cast<float>(fw::base::percentileNearestRank(sorted, p)))
            return u"%1 is not the nearest-rank percentile of the samples"_s.arg(QString::fromUtf16(key));
    if (asFloat(u"min") != static_cast<float>(sorted.front()) || asFloat(u"max") != static_cast<float>(sorted.back()))
        return u"min or max does not match the samples"_s;
    double sum = 0;
    for (const double x : sorted)
        sum += x;
    const double avg = sum / static_cast<double>(sorted.size());
    if (!same(time[u"avg"_s].toDouble(), avg))
        return u"avg %1 is not the mean %2"_s.arg(time[u"avg"_s].toDouble()).arg(avg);
    if (row[u"p99_meaningful"_s].toBool() != (samples >= 100))
        return u"p99_meaningful is wrong for %1 samples"_s.arg(samples);

    const qint64 bytes = row[u"bytes"_s].toInteger();
    const double n = ranks;
    double factor = 1;
    if (collective == u"all_reduce"_s)
        factor = 2 * (n - 1) / n;
    else if (collective == u"all_gather"_s || collective == u"reduce_scatter"_s || collective == u"all_to_all"_s)
        factor = (n - 1) / n;
    const double algbw = static_cast<double>(bytes) / avg / 1e3;
    if (!same(row[u"algbw_gbs"_s].toDouble(), algbw) || !same(row[u"busbw_gbs"_s].toDouble(), algbw * factor))
        return u"algbw %1 / busbw %2, expected %3 / %4"_s.arg(row[u"algbw_gbs"_s].toDouble())
            .arg(row[u"busbw_gbs"_s].toDouble())
            .arg(algbw)
            .arg(algbw * factor);
    if (row[u"count"_s].toInteger() * 4 != bytes)
        return u"count is not bytes / 4"_s;

    return {};
}

// Protocol 2: every rank's quantiles and sketch, raw samples of the chosen ranks. Where a rank's raw samples are in
// the row, its quantiles and sketch must be exactly those of the samples; for every rank the sketch must count all
// samples and agree with the exact quantiles within its bound; the chosen ranks must include the --raw-ranks
// slowest by p99 (4 unless the start's argv says otherwise) and every outlier.
QString rankSummaryProblem(const QJsonObject& start, const std::vector<float>& iterations, const QJsonObject& row)
{
    const int ranks = start[u"ranks"_s].toInt();
    const QJsonArray argv = start[u"argv"_s].toArray();
    int slowestRaw = 4;
    for (qsizetype i = 0; i + 1 < argv.size(); ++i)
        if (argv[i].toString() == u"--raw-ranks"_s)
            slowestRaw = argv[i + 1].toString().toInt();
    if (row.contains(u"rank_stats"_s))
        return u"a protocol 2 row has rank_stats"_s;
    const auto samples = static_cast<std::size_t>(iterations.size());
    bool ok = false;
    const std::vector<float> quantiles = decodeFloats(row[u"rank_quantiles_b64"_s], &ok);
    if (!ok || quantiles.size() != static_cast<std::size_t>(ranks) * fw::base::kRankQuantileCount)
        return u"rank_quantiles_b64 does not hold %1 x 5 values"_s.arg(ranks);
    const auto sketchText = QByteArray::fromBase64Encoding(row[u"rank_sketch_b64"_s].toString().toLatin1(),
                                                           QByteArray::AbortOnBase64DecodingErrors);
    if (!sketchText)
        return u"rank_sketch_b64 is not base64"_s;
    const std::span sketchBytes(reinterpret_cast<const std::uint8_t*>(sketchText.decoded.constData()),
                                static_cast<std::size_t>(sketchText.decoded.size()));
    std::vector<fw::base::Sketch> sketches;
    std::size_t pos = 0;
    float slowest = 0;
    for (int r = 0; r < ranks; ++r) {
        const std::optional<fw::base::Sketch> sketch = fw::base::decodeSketch(sketchBytes, pos);
        if (!sketch || sketch->total() != samples)
            return u"the sketch of rank %1 is malformed or does not count %2 samples"_s.arg(r).arg(samples);
        const float* q = quantiles.data() + static_cast<std::size_t>(r) * fw::base::kRankQuantileCount;
        const double lastLow =
            fw::base::sketchBucketLowUs(sketch->firstBucket + std::uint32_t(fw::base::kSketchBuckets) - 1);
        for (std::size_t i = 0; i + 1 < fw::base::kRankQuantileCount; ++i) {
            const double estimate = fw::base::sketchQuantile(*sketch, fw::base::kRankQuantilePercents[i], q[4]);
            if (q[i] < lastLow && std::abs(estimate - q[i]) > fw::base::sketchRelativeErrorBound() * q[i] * 1.000001)
                return u"rank %1: the sketch puts p%2 at %3, the exact value is %4"_s.arg(r)
                    .arg(fw::base::kRankQuantilePercents[i])
                    .arg(estimate)
                    .arg(q[i]);
        }
        slowest = std::max(slowest, q[4]);
        sketches.push_back(*sketch);
    }
    if (pos != sketchBytes.size())
        return u"rank_sketch_b64 holds more than one sketch per rank"_s;
    if (slowest != *std::max_element(iterations.begin(), iterations.end()))
        return u"the slowest rank's maximum is not the slowest iteration"_s;

    std::vector<int> rawRanks;
    for (const QJsonValue& value : row[u"raw_ranks"_s].toArray())
        rawRanks.push_back(value.toInt(-1));
    if (!std::is_sorted(rawRanks.begin(), rawRanks.end()) ||
        (!rawRanks.empty() && (rawRanks.front() < 0 || rawRanks.back() >= ranks)))
        return u"raw_ranks are not ascending rank numbers"_s;
    const std::vector<float> raw = decodeFloats(row[u"raw_us_b64"_s], &ok);
    if (!ok || raw.size() != rawRanks.size() * samples)
        return u"raw_us_b64 does not hold %1 x %2 values"_s.arg(rawRanks.size()).arg(samples);
    std::vector<float> maxima(samples, 0.0f);
    for (std::size_t k = 0; k < rawRanks.size(); ++k) {
        const std::vector<float> own(raw.begin() + static_cast<long>(k * samples),
                                     raw.begin() + static_cast<long>((k + 1) * samples));
        std::vector<double> sorted(own.begin(), own.end());
        std::sort(sorted.begin(), sorted.end());
        const auto r = static_cast<std::size_t>(rawRanks[k]);
        const fw::base::RankQuantiles exact = fw::base::rankQuantiles(sorted);
        if (!std::equal(exact.begin(), exact.end(), quantiles.begin() + static_cast<long>(r * exact.size())))
            return u"rank %1's quantiles are not those of its raw samples"_s.arg(r);
        const fw::base::Sketch sketch = fw::base::makeSketch(sorted);
        if (sketch.firstBucket != sketches[r].firstBucket || sketch.counts != sketches[r].counts)
            return u"rank %1's sketch is not that of its raw samples"_s.arg(r);
        for (std::size_t i = 0; i < samples; ++i) {
            if (own[i] > iterations[i])
                return u"rank %1 took longer than iteration %2's maximum"_s.arg(r).arg(i);
            maxima[i] = std::max(maxima[i], own[i]);
        }
    }
    if (rawRanks.size() == static_cast<std::size_t>(ranks) && maxima != iterations)
        return u"the iterations are not the max over ranks"_s;

    std::vector<int> byP99(static_cast<std::size_t>(ranks));
    std::iota(byP99.begin(), byP99.end(), 0);
    const auto p99 = [&](int r) { return quantiles[static_cast<std::size_t>(r) * fw::base::kRankQuantileCount + 2]; };
    std::stable_sort(byP99.begin(), byP99.end(), [&](int a, int b) { return p99(a) > p99(b); });
    byP99.resize(std::min<std::size_t>(static_cast<std::size_t>(slowestRaw), byP99.size()));
    for (const int r : byP99)
        if (!std::binary_search(rawRanks.begin(), rawRanks.end(), r))
            return u"rank %1 is among the slowest but its raw samples are missing"_s.arg(r);
    // The outliers' raw samples, at most 16 of them (the most extreme; remote-agent/bench/benchrunner.cpp).
    const QJsonArray outliers = row[u"outliers"_s].toArray();
    qsizetype outliersWithRaw = 0;
    for (const QJsonValue& outlier : outliers)
        outliersWithRaw += std::binary_search(rawRanks.begin(), rawRanks.end(), outlier[u"rank"_s].toInt()) ? 1 : 0;
    if (outliers.size() <= 16 ? outliersWithRaw != outliers.size() : outliersWithRaw < 16)
        return u"%1 of %2 outliers have raw samples"_s.arg(outliersWithRaw).arg(outliers.size());
    if (static_cast<qsizetype>(rawRanks.size()) > slowestRaw + std::min<qsizetype>(outliers.size(), 16))
        return u"raw samples of %1 ranks, more than were chosen"_s.arg(rawRanks.size());
    return {};
}
} // namespace benchrows
