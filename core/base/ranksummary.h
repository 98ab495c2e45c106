// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

// What one rank reports about its own samples of one size in protocol version 2 (docs/agent-protocol.md, "Per-rank
// summaries"): exact nearest-rank quantiles and a log-bucket histogram with a bounded error. Shared by the agent,
// which computes them on every rank, and the workbench, which reads them back. Plain C++ like stats.h.
namespace fw::base {

// p50, p90, p99, p99.9 and the maximum (p100), in this order: the rank-major rows of `rank_quantiles_b64`.
inline constexpr std::array<double, 5> kRankQuantilePercents = {50, 90, 99, 99.9, 100};
inline constexpr std::size_t kRankQuantileCount = kRankQuantilePercents.size();
using RankQuantiles = std::array<float, kRankQuantileCount>;

// Nearest-rank quantiles of ascending samples (percentileNearestRank), as float32 like the samples themselves, so
// they are exactly what a reader computes from the same raw samples. All zeros for no samples.
RankQuantiles rankQuantiles(std::span<const double> sorted);

// Node detail (docs/agent-protocol.md, "Node detail"): a node's p50, p99 and maximum over all samples of its ranks,
// the node-major rows of `node_quantiles_b64`; and a rank's p50 or p99 as the one byte of its sketch-grid bucket.
// `--rank-detail auto` (the default) sends node detail above this many ranks.
inline constexpr int kNodeDetailAboveRanks = 8192;
inline constexpr std::array<double, 3> kNodeQuantilePercents = {50, 99, 100};
inline constexpr std::size_t kNodeQuantileCount = kNodeQuantilePercents.size();
using NodeQuantiles = std::array<float, kNodeQuantileCount>;
NodeQuantiles nodeQuantiles(std::span<const double> sorted);

// The histogram ("sketch"). Buckets lie on one fixed grid for every rank, HdrHistogram-style: bucket b holds
// [2^(b/4), 2^((b+1)/4)) nanoseconds (b = 0 also holds everything below 1 ns), four buckets per octave, each 19%
// wide. A rank keeps at most kSketchBuckets buckets from the one holding its minimum; samples above the last of them
// are counted in the last, which then reaches up to the rank's maximum (sent exactly in its quantiles). Because the
// grid is shared, the sketches of several ranks add up bucket by bucket (a node's histogram) without further loss.
inline constexpr int kSketchBucketsPerOctave = 4;
inline constexpr std::size_t kSketchBuckets = 32;
// Encoded: varint first bucket, varint number of buckets kept (trailing empty ones dropped), then one varint count
// each. At most 3 + 32 x 10 bytes; typically 30 to 50.
inline constexpr std::size_t kSketchMaxBytes = 3 + kSketchBuckets * 10;
// The largest relative error of sketchQuantile() against the exact nearest-rank quantile: half a bucket on a log
// scale, 2^(1/8) - 1.
double sketchRelativeErrorBound();

struct Sketch
{
    std::uint32_t firstBucket = 0;
    std::vector<std::uint64_t> counts; // counts[i] belongs to bucket firstBucket + i
    std::uint64_t total() const;
};

std::uint32_t sketchBucket(double us);
double sketchBucketLowUs(std::uint32_t bucket); // lower edge; the upper edge is the next bucket's lower edge

// A rank's p50 or p99 in node detail: the bucket that holds it, at most 255 (2^63 ns, far above any float32 time).
std::uint8_t bucketByte(double us);
// What a reader takes for a value known only by its bucket: the bucket's geometric middle, within
// sketchRelativeErrorBound() of the value (bucket 0: half its upper edge).
double sketchBucketMiddleUs(std::uint32_t bucket);

Sketch makeSketch(std::span<const double> sorted);
// Appends the encoded sketch to `out`.
void encodeSketch(const Sketch& sketch, std::vector<std::uint8_t>& out);
// Decodes one sketch at `pos` and moves `pos` past it; nullopt when the bytes end early, a varint is too long, or
// more than kSketchBuckets buckets are announced.
std::optional<Sketch> decodeSketch(std::span<const std::uint8_t> bytes, std::size_t& pos);
// What decodeSketch(bytes, pos).total() is, reading the same bytes and failing alike, without keeping the counts: a
// reader that only checks the sketches (the importer, one per rank and size) allocates nothing.
std::optional<std::uint64_t> sketchTotal(std::span<const std::uint8_t> bytes, std::size_t& pos);

// The nearest-rank p-quantile estimated from a sketch: the geometric middle of the bucket that holds it, that of
// [low, maxUs] for the last bucket. Within sketchRelativeErrorBound() of the exact value when that lies below the
// last bucket; in the last bucket it lies between its lower edge and maxUs. 0 for an empty sketch.
double sketchQuantile(const Sketch& sketch, double p, double maxUs);

} // namespace fw::base
