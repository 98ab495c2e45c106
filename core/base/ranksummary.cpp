// SPDX-License-Identifier: Apache-2.0
#include "base/ranksummary.h"

#include "base/stats.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace fw::base {

namespace {

constexpr std::uint32_t kLargestBucket = 16383; // two varint bytes; far above any float32 time

// Reads one encoded sketch at `pos` (encodeSketch) and moves `pos` past it: `begin(first bucket, buckets)`, then
// `count(count)` for each bucket. False where the bytes end early, a varint is too long, or the first bucket or the
// number of buckets is out of range.
template <typename Begin, typename Count>
bool readSketch(std::span<const std::uint8_t> bytes, std::size_t& pos, Begin&& begin, Count&& count)
{
    const auto varint = [&]() -> std::optional<std::uint64_t> {
        if (pos < bytes.size() && bytes[pos] < 0x80)
            return bytes[pos++]; // most counts and the header fit in one byte
        std::uint64_t value = 0;
        for (int shift = 0; shift < 64 && pos < bytes.size(); shift += 7) {
            const std::uint8_t byte = bytes[pos++];
            value |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
            if (!(byte & 0x80))
                return value;
        }
        return std::nullopt;
    };
    const auto first = varint();
    const auto buckets = varint();
    if (!first || !buckets || *first > kLargestBucket || *buckets > kSketchBuckets)
        return false;
    begin(static_cast<std::uint32_t>(*first), *buckets);
    for (std::uint64_t i = 0; i < *buckets; ++i) {
        const auto value = varint();
        if (!value)
            return false;
        count(*value);
    }
    return true;
}

} // namespace

RankQuantiles rankQuantiles(std::span<const double> sorted)
{
    RankQuantiles result{};
    for (std::size_t i = 0; i < kRankQuantileCount; ++i)
        result[i] = static_cast<float>(percentileNearestRank(sorted, kRankQuantilePercents[i]));
    return result;
}

NodeQuantiles nodeQuantiles(std::span<const double> sorted)
{
    NodeQuantiles result{};
    for (std::size_t i = 0; i < kNodeQuantileCount; ++i)
        result[i] = static_cast<float>(percentileNearestRank(sorted, kNodeQuantilePercents[i]));
    return result;
}

double sketchRelativeErrorBound()
{
    return std::exp2(0.5 / kSketchBucketsPerOctave) - 1;
}

std::uint64_t Sketch::total() const
{
    return std::accumulate(counts.begin(), counts.end(), std::uint64_t(0));
}

double sketchBucketLowUs(std::uint32_t bucket)
{
    return std::exp2(static_cast<double>(bucket) / kSketchBucketsPerOctave) / 1000.0;
}

std::uint32_t sketchBucket(double us)
{
    const double ns = us * 1000.0;
    if (!(ns >= 1))
        return 0;
    const double guess = std::floor(std::log2(ns) * kSketchBucketsPerOctave);
    auto bucket = static_cast<std::uint32_t>(std::min(guess, static_cast<double>(kLargestBucket)));
    // log2 may round across an edge; the edges themselves decide.
    while (bucket > 0 && sketchBucketLowUs(bucket) > us)
        --bucket;
    while (bucket < kLargestBucket && sketchBucketLowUs(bucket + 1) <= us)
        ++bucket;
    return bucket;
}

std::uint8_t bucketByte(double us)
{
    return static_cast<std::uint8_t>(std::min<std::uint32_t>(sketchBucket(us), 255));
}

double sketchBucketMiddleUs(std::uint32_t bucket)
{
    return bucket == 0 ? sketchBucketLowUs(1) / 2
                       : std::sqrt(sketchBucketLowUs(bucket) * sketchBucketLowUs(bucket + 1));
}

Sketch makeSketch(std::span<const double> sorted)
{
    Sketch sketch;
    if (sorted.empty())
        return sketch;
    sketch.firstBucket = sketchBucket(sorted.front());
    for (const double us : sorted) {
        const std::size_t index = std::min<std::size_t>(sketchBucket(us) - sketch.firstBucket, kSketchBuckets - 1);
        if (index >= sketch.counts.size())
            sketch.counts.resize(index + 1, 0);
        ++sketch.counts[index];
    }
    return sketch;
}

void encodeSketch(const Sketch& sketch, std::vector<std::uint8_t>& out)
{
    const auto varint = [&](std::uint64_t value) {
        while (value >= 0x80) {
            out.push_back(static_cast<std::uint8_t>(value | 0x80));
            value >>= 7;
        }
        out.push_back(static_cast<std::uint8_t>(value));
    };
    varint(sketch.firstBucket);
    varint(sketch.counts.size());
    for (const std::uint64_t count : sketch.counts)
        varint(count);
}

std::optional<Sketch> decodeSketch(std::span<const std::uint8_t> bytes, std::size_t& pos)
{
    Sketch sketch;
    const bool read = readSketch(
        bytes, pos,
        [&](std::uint32_t first, std::uint64_t buckets) {
            sketch.firstBucket = first;
            sketch.counts.reserve(buckets);
        },
        [&](std::uint64_t count) { sketch.counts.push_back(count); });
    return read ? std::optional<Sketch>(std::move(sketch)) : std::nullopt;
}

std::optional<std::uint64_t> sketchTotal(std::span<const std::uint8_t> bytes, std::size_t& pos)
{
    std::uint64_t total = 0;
    const bool read = readSketch(
        bytes, pos, [](std::uint32_t, std::uint64_t) {}, [&](std::uint64_t count) { total += count; });
    return read ? std::optional<std::uint64_t>(total) : std::nullopt;
}

double sketchQuantile(const Sketch& sketch, double p, double maxUs)
{
    const std::uint64_t n = sketch.total();
    if (n == 0)
        return 0;
    // The same rank as percentileNearestRank.
    const double exact = p * static_cast<double>(n) / 100.0;
    const auto rank =
        std::clamp<std::uint64_t>(static_cast<std::uint64_t>(std::ceil(exact - 1e-9 * std::max(1.0, exact))), 1, n);
    std::uint64_t seen = 0;
    for (std::size_t i = 0; i < sketch.counts.size(); ++i) {
        seen += sketch.counts[i];
        if (seen < rank)
            continue;
        const auto bucket = static_cast<std::uint32_t>(sketch.firstBucket + i);
        const double low = bucket == 0 ? 0.0 : sketchBucketLowUs(bucket);
        const double high = i + 1 == kSketchBuckets ? std::max(maxUs, low) : sketchBucketLowUs(bucket + 1);
        return low > 0 ? std::sqrt(low * high) : high / 2;
    }
    return maxUs;
}

} // namespace fw::base
