// SPDX-License-Identifier: Apache-2.0
#include "domain/benchmarkrun.h"

#include "domain/enumkeys.h"

#include <QCoreApplication>
#include <QSet>
#include <QtEndian>
#include <cstring>

namespace fw::core {

namespace {

using enumkeys::Entry;

constexpr Entry<RunSource> kRunSources[] = {
    {RunSource::VendorClaim, "vendor_claim", QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "Vendor claim")},
    {RunSource::OwnMeasurement, "own_measurement", QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "Own measurement")},
};
static_assert(enumkeys::covers(kRunSources, kAllRunSources));

constexpr Entry<Correctness> kCorrectness[] = {
    {Correctness::Passed, "passed", QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "Checked, passed")},
    {Correctness::Failed, "failed", QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "Checked, FAILED")},
    {Correctness::Unverified, "unverified", QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "Unverified")},
};
static_assert(enumkeys::covers(kCorrectness, kAllCorrectness));

constexpr Entry<MeasuredOn> kMeasuredOn[] = {
    {MeasuredOn::Cluster, "cluster", QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "candidate's cluster")},
    {MeasuredOn::ThisComputer, "this_computer", QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "this computer")},
};
static_assert(enumkeys::covers(kMeasuredOn, kAllMeasuredOn));

constexpr Entry<ImportFormat> kImportFormats[] = {
    {ImportFormat::NcclTestsText, "nccl_tests_text",
     QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "nccl-tests text output")},
    {ImportFormat::NcclTestsJson, "nccl_tests_json",
     QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "nccl-tests JSON (-J)")},
    {ImportFormat::OsuText, "osu_text",
     QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "OSU micro-benchmarks text output")},
    {ImportFormat::PerftestText, "perftest_text", QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "perftest text output")},
    {ImportFormat::PerftestJson, "perftest_json",
     QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "perftest JSON (--out_json)")},
    {ImportFormat::AgentJsonLines, "agent_jsonl",
     QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "fabric-agent JSON Lines")},
    {ImportFormat::Csv, "csv", QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "Fabric Workbench CSV")},
    {ImportFormat::NcclInspectorJson, "nccl_inspector_json",
     QT_TRANSLATE_NOOP("fw::core::BenchmarkRun", "NCCL Inspector JSON")},
};
static_assert(enumkeys::covers(kImportFormats, kAllImportFormats));

// NaN stands for "not reported", so two unreported values are equal.
bool same(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

} // namespace

QString storageKey(RunSource source)
{
    return enumkeys::key(kRunSources, source);
}

QString storageKey(Correctness correctness)
{
    return enumkeys::key(kCorrectness, correctness);
}

QString storageKey(ImportFormat format)
{
    return enumkeys::key(kImportFormats, format);
}

QString storageKey(MeasuredOn measuredOn)
{
    return enumkeys::key(kMeasuredOn, measuredOn);
}

std::optional<MeasuredOn> measuredOnFromKey(const QString& key)
{
    return enumkeys::fromKey(kMeasuredOn, key);
}

QString displayName(MeasuredOn measuredOn)
{
    return QCoreApplication::translate("fw::core::BenchmarkRun", enumkeys::entry(kMeasuredOn, measuredOn).displayName);
}

std::optional<RunSource> runSourceFromKey(const QString& key)
{
    return enumkeys::fromKey(kRunSources, key);
}

std::optional<Correctness> correctnessFromKey(const QString& key)
{
    return enumkeys::fromKey(kCorrectness, key);
}

std::optional<ImportFormat> importFormatFromKey(const QString& key)
{
    return enumkeys::fromKey(kImportFormats, key);
}

QString displayName(RunSource source)
{
    return QCoreApplication::translate("fw::core::BenchmarkRun", enumkeys::entry(kRunSources, source).displayName);
}

QString displayName(Correctness correctness)
{
    return QCoreApplication::translate("fw::core::BenchmarkRun",
                                       enumkeys::entry(kCorrectness, correctness).displayName);
}

QString displayName(ImportFormat format)
{
    return QCoreApplication::translate("fw::core::BenchmarkRun", enumkeys::entry(kImportFormats, format).displayName);
}

bool P99Interval::operator==(const P99Interval& o) const
{
    return same(lowUs, o.lowUs) && same(highUs, o.highUs) && confidence == o.confidence && converged == o.converged;
}

bool SizeResult::operator==(const SizeResult& o) const
{
    return bytes == o.bytes && count == o.count && type == o.type && redop == o.redop && root == o.root &&
           inPlace == o.inPlace && cycle == o.cycle && iterations == o.iterations && same(timeAvgUs, o.timeAvgUs) &&
           same(timeMinUs, o.timeMinUs) && same(timeMaxUs, o.timeMaxUs) && same(p50Us, o.p50Us) &&
           same(p95Us, o.p95Us) && same(p99Us, o.p99Us) && same(p999Us, o.p999Us) && same(stdevUs, o.stdevUs) &&
           same(algbwGBs, o.algbwGBs) && same(busbwGBs, o.busbwGBs) && cpuTime == o.cpuTime && wrong == o.wrong &&
           same(maxError, o.maxError) && checkPassed == o.checkPassed && timestamp == o.timestamp &&
           p99Interval == o.p99Interval && iterationSamples == o.iterationSamples && rankSamples == o.rankSamples &&
           rankQuantiles == o.rankQuantiles && rankSketches == o.rankSketches && rawRanks == o.rawRanks &&
           rawRankSamples == o.rawRankSamples && nodeQuantiles == o.nodeQuantiles && rankBuckets == o.rankBuckets;
}

void RowTally::add(const SizeResult& row)
{
    minBytes = count == 0 ? row.bytes : qMin(minBytes, row.bytes);
    maxBytes = count == 0 ? row.bytes : qMax(maxBytes, row.bytes);
    ++count;
    sizes.insert(row.bytes);
    if (!row.checkPassed)
        unverified = true;
    else if (!*row.checkPassed)
        failed = true;
}

Correctness BenchmarkRun::correctness() const
{
    bool unverified = rowCount() == 0 || handedOn.unverified;
    bool failed = outOfBounds.value_or(0) > 0 || handedOn.failed || failure.has_value();
    for (const SizeResult& row : results) {
        if (!row.checkPassed)
            unverified = true;
        else if (!*row.checkPassed)
            failed = true;
    }
    if (failed)
        return Correctness::Failed;
    return unverified || salvaged() ? Correctness::Unverified : Correctness::Passed;
}

BenchmarkRun::Summary BenchmarkRun::summarize() const
{
    RowTally all = handedOn;
    for (const SizeResult& row : results)
        all.add(row);
    Summary result;
    result.resultCount = all.count;
    result.correctness = correctness();
    result.minBytes = all.minBytes;
    result.maxBytes = all.maxBytes;
    result.sizeCount = int(all.sizes.size());
    return result;
}

bool BenchmarkRun::operator==(const BenchmarkRun& o) const
{
    return id == o.id && candidateId == o.candidateId && source == o.source && tool == o.tool &&
           toolVersion == o.toolVersion && testName == o.testName && backend == o.backend && ranks == o.ranks &&
           nodes == o.nodes && placements == o.placements && parameters == o.parameters && startedAt == o.startedAt &&
           notes == o.notes && label == o.label && outOfBounds == o.outOfBounds && same(avgBusbwGBs, o.avgBusbwGBs) &&
           avgBusbwPassed == o.avgBusbwPassed && results == o.results && provenance == o.provenance &&
           bomFingerprint == o.bomFingerprint && skippedRows == o.skippedRows && failure == o.failure;
}

QByteArray packSamples(const std::vector<float>& samples)
{
    QByteArray packed(qsizetype(samples.size() * sizeof(float)), Qt::Uninitialized);
    char* out = packed.data();
    for (float value : samples) {
        qToLittleEndian(value, out);
        out += sizeof(float);
    }
    return packed;
}

std::vector<float> unpackSamples(const QByteArray& packed)
{
    std::vector<float> samples(std::size_t(packed.size()) / sizeof(float));
    const char* in = packed.constData();
    for (float& value : samples) {
        value = qFromLittleEndian<float>(in);
        in += sizeof(float);
    }
    return samples;
}

} // namespace fw::core
