#include "domain/benchmarkrun.h"

#include <QCoreApplication>
#include <QSet>
#include <QtEndian>
#include <cstring>

namespace fw::core {

namespace {

template <typename Enum, std::size_t N> std::optional<Enum> fromKey(const Enum (&all)[N], const QString& key)
{
    for (Enum value : all) {
        if (storageKey(value) == key)
            return value;
    }
    return std::nullopt;
}

// NaN stands for "not reported", so two unreported values are equal.
bool same(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

} // namespace

QString storageKey(RunSource source)
{
    switch (source) {
    case RunSource::VendorClaim:
        return QStringLiteral("vendor_claim");
    case RunSource::OwnMeasurement:
        return QStringLiteral("own_measurement");
    }
    Q_UNREACHABLE();
    return {};
}

QString storageKey(Correctness correctness)
{
    switch (correctness) {
    case Correctness::Passed:
        return QStringLiteral("passed");
    case Correctness::Failed:
        return QStringLiteral("failed");
    case Correctness::Unverified:
        return QStringLiteral("unverified");
    }
    Q_UNREACHABLE();
    return {};
}

QString storageKey(ImportFormat format)
{
    switch (format) {
    case ImportFormat::NcclTestsText:
        return QStringLiteral("nccl_tests_text");
    case ImportFormat::NcclTestsJson:
        return QStringLiteral("nccl_tests_json");
    case ImportFormat::OsuText:
        return QStringLiteral("osu_text");
    case ImportFormat::PerftestText:
        return QStringLiteral("perftest_text");
    case ImportFormat::PerftestJson:
        return QStringLiteral("perftest_json");
    case ImportFormat::AgentJsonLines:
        return QStringLiteral("agent_jsonl");
    case ImportFormat::Csv:
        return QStringLiteral("csv");
    }
    Q_UNREACHABLE();
    return {};
}

std::optional<RunSource> runSourceFromKey(const QString& key)
{
    return fromKey(kAllRunSources, key);
}

std::optional<Correctness> correctnessFromKey(const QString& key)
{
    return fromKey(kAllCorrectness, key);
}

std::optional<ImportFormat> importFormatFromKey(const QString& key)
{
    return fromKey(kAllImportFormats, key);
}

QString displayName(RunSource source)
{
    switch (source) {
    case RunSource::VendorClaim:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "Vendor claim");
    case RunSource::OwnMeasurement:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "Own measurement");
    }
    Q_UNREACHABLE();
    return {};
}

QString displayName(Correctness correctness)
{
    switch (correctness) {
    case Correctness::Passed:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "Checked, passed");
    case Correctness::Failed:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "Checked, FAILED");
    case Correctness::Unverified:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "Unverified");
    }
    Q_UNREACHABLE();
    return {};
}

QString displayName(ImportFormat format)
{
    switch (format) {
    case ImportFormat::NcclTestsText:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "nccl-tests text output");
    case ImportFormat::NcclTestsJson:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "nccl-tests JSON (-J)");
    case ImportFormat::OsuText:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "OSU micro-benchmarks text output");
    case ImportFormat::PerftestText:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "perftest text output");
    case ImportFormat::PerftestJson:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "perftest JSON (--out_json)");
    case ImportFormat::AgentJsonLines:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "fabric-agent JSON Lines");
    case ImportFormat::Csv:
        return QCoreApplication::translate("fw::core::BenchmarkRun", "Fabric Workbench CSV");
    }
    Q_UNREACHABLE();
    return {};
}

bool SizeResult::operator==(const SizeResult& o) const
{
    return bytes == o.bytes && count == o.count && type == o.type && redop == o.redop && root == o.root &&
           inPlace == o.inPlace && cycle == o.cycle && iterations == o.iterations && same(timeAvgUs, o.timeAvgUs) &&
           same(timeMinUs, o.timeMinUs) && same(timeMaxUs, o.timeMaxUs) && same(p50Us, o.p50Us) &&
           same(p95Us, o.p95Us) && same(p99Us, o.p99Us) && same(p999Us, o.p999Us) && same(stdevUs, o.stdevUs) &&
           same(algbwGBs, o.algbwGBs) && same(busbwGBs, o.busbwGBs) && cpuTime == o.cpuTime && wrong == o.wrong &&
           same(maxError, o.maxError) && checkPassed == o.checkPassed && timestamp == o.timestamp &&
           iterationSamples == o.iterationSamples && rankSamples == o.rankSamples;
}

Correctness BenchmarkRun::correctness() const
{
    bool unverified = results.isEmpty();
    bool failed = outOfBounds.value_or(0) > 0;
    for (const SizeResult& row : results) {
        if (!row.checkPassed)
            unverified = true;
        else if (!*row.checkPassed)
            failed = true;
    }
    if (failed)
        return Correctness::Failed;
    return unverified ? Correctness::Unverified : Correctness::Passed;
}

BenchmarkRun::Summary BenchmarkRun::summarize() const
{
    Summary result;
    result.resultCount = int(results.size());
    result.correctness = correctness();
    QSet<qint64> sizes;
    for (const SizeResult& row : results) {
        sizes.insert(row.bytes);
        result.minBytes = sizes.size() == 1 ? row.bytes : qMin(result.minBytes, row.bytes);
        result.maxBytes = qMax(result.maxBytes, row.bytes);
    }
    result.sizeCount = int(sizes.size());
    return result;
}

bool BenchmarkRun::operator==(const BenchmarkRun& o) const
{
    return id == o.id && candidateId == o.candidateId && source == o.source && tool == o.tool &&
           toolVersion == o.toolVersion && testName == o.testName && backend == o.backend && ranks == o.ranks &&
           nodes == o.nodes && placements == o.placements && parameters == o.parameters && startedAt == o.startedAt &&
           notes == o.notes && outOfBounds == o.outOfBounds && same(avgBusbwGBs, o.avgBusbwGBs) &&
           avgBusbwPassed == o.avgBusbwPassed && results == o.results && provenance == o.provenance &&
           bomFingerprint == o.bomFingerprint;
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
