// SPDX-License-Identifier: Apache-2.0
// A synthetic bench stream of agent protocol 2 (docs/agent-protocol.md) for the scale benchmark in
// docs/performance.md: not a test, a program to run by hand.
//   fw-bench-agentstream FILE RANKS [ITERATIONS] [SIZES] [RAW_RANKS] [rank|host]
// RANKS ranks on RANKS / 8 hosts, all_reduce from 8 B doubling SIZES times, out of place and in place, ITERATIONS
// (default 1000) per row. The figures are made up and the stream says so ("agent_version": "synthetic" and a
// warning); its shape and sizes are those the agent writes, through the agent's own JSON writer, base64 and
// summaries. Each rank's samples are one of 64 lognormal sets with a 1% tail; rank RANKS / 3 takes twice as long
// ("rank", the default), or with "host" every rank of its host does (a slow node or link: the straggler verdict's
// journey test, tests/cli/testrunsstraggler.cpp). Above base::kNodeDetailAboveRanks ranks the rows carry node detail
// as the agent's `--rank-detail auto` does: each host's exact p50, p99 and maximum over its ranks' samples and two
// bucket bytes a rank, instead of every rank's quantiles and sketch. It prints how many bytes it wrote.
#include "base/collective.h"
#include "base/ranksummary.h"
#include "base/stats.h"
#include "common/agentstream.h"
#include "common/base64.h"
#include "common/jsonwriter.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <fstream>
#include <map>
#include <numeric>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using fw::agent::JsonWriter;

namespace {

constexpr std::size_t kTemplates = 64;
constexpr std::size_t kMaxRawOutliers = 16; // as the agent

struct Template
{
    std::vector<float> samples; // in iteration order
    std::vector<double> sorted;
    fw::base::RankQuantiles quantiles{};
    std::vector<std::uint8_t> sketch;
};

Template makeTemplate(std::vector<float> samples)
{
    Template t;
    t.samples = std::move(samples);
    t.sorted.assign(t.samples.begin(), t.samples.end());
    std::sort(t.sorted.begin(), t.sorted.end());
    t.quantiles = fw::base::rankQuantiles(t.sorted);
    fw::base::encodeSketch(fw::base::makeSketch(t.sorted), t.sketch);
    return t;
}

void writeLine(std::ofstream& out, const JsonWriter& event)
{
    out << event.str() << '\n';
}

// Node detail of one row: each node's exact quantiles over all samples of its ranks (node = rank / 8), computed once
// per distinct set of sample sets, and each rank's p50 and p99 as bucket bytes. Memory: one node's samples at a time.
template <typename Of> void writeNodeDetail(JsonWriter& row, std::size_t ranks, const Of& of)
{
    std::map<std::vector<const Template*>, fw::base::NodeQuantiles> known;
    std::vector<float> nodeQuantiles;
    for (std::size_t first = 0; first < ranks; first += 8) {
        std::vector<const Template*> sets;
        for (std::size_t r = first; r < std::min(first + 8, ranks); ++r)
            sets.push_back(&of(r));
        auto found = known.find(sets);
        if (found == known.end()) {
            std::vector<double> samples;
            for (const Template* set : sets)
                samples.insert(samples.end(), set->sorted.begin(), set->sorted.end());
            std::sort(samples.begin(), samples.end());
            found = known.emplace(sets, fw::base::nodeQuantiles(samples)).first;
        }
        nodeQuantiles.insert(nodeQuantiles.end(), found->second.begin(), found->second.end());
    }
    std::vector<std::uint8_t> p50(ranks);
    std::vector<std::uint8_t> p99(ranks);
    for (std::size_t r = 0; r < ranks; ++r) {
        p50[r] = fw::base::bucketByte(of(r).quantiles[0]);
        p99[r] = fw::base::bucketByte(of(r).quantiles[2]);
    }
    row.field("node_quantiles_b64", fw::agent::floatsToBase64Le(nodeQuantiles))
        .field("rank_p50_bucket_b64", fw::agent::base64Encode(std::as_bytes(std::span(p50))))
        .field("rank_p99_bucket_b64", fw::agent::base64Encode(std::as_bytes(std::span(p99))));
}

JsonWriter begin(const char* type)
{
    JsonWriter out;
    out.beginObject().field("v", 2).field("type", type);
    return out;
}

} // namespace

int main(int argc, char** argv)
{
    const auto number = [&](int index, std::size_t fallback) {
        if (argc <= index)
            return fallback;
        std::size_t value = 0;
        const std::string_view text(argv[index]);
        std::from_chars(text.data(), text.data() + text.size(), value);
        return value;
    };
    if (argc < 3) {
        std::fprintf(stderr, "usage: fw-bench-agentstream FILE RANKS [ITERATIONS] [SIZES] [RAW_RANKS] [rank|host]\n");
        return 2;
    }
    const std::string_view slowWhat = argc > 6 ? argv[6] : "rank";
    if (slowWhat != "rank" && slowWhat != "host") {
        std::fprintf(stderr, "fw-bench-agentstream: the last argument is \"rank\" or \"host\"\n");
        return 2;
    }
    const bool slowHost = slowWhat == "host";
    const std::size_t ranks = number(2, 0);
    const std::size_t iterations = number(3, 1000);
    const std::size_t sizes = number(4, 30);
    const std::size_t rawRanks = number(5, 4);
    if (ranks < 8 || iterations < 1 || sizes < 1 || sizes > 40) {
        std::fprintf(stderr, "fw-bench-agentstream: RANKS must be at least 8, SIZES 1 to 40\n");
        return 2;
    }
    std::ofstream out(argv[1], std::ios::binary);
    const std::size_t slowRank = ranks / 3;
    const std::size_t slowHostIndex = slowRank / 8;
    const bool nodeDetail = ranks > static_cast<std::size_t>(fw::base::kNodeDetailAboveRanks);

    JsonWriter start = begin("start");
    start.field("tool", "fabric-agent")
        .field("agent_version", "synthetic")
        .field("backend", "mpi")
        .field("collective", "all_reduce")
        .field("datatype", "float")
        .field("redop", "sum")
        .field("root", -1)
        .field("ranks", ranks)
        .field("nodes", (ranks + 7) / 8);
    start.key("rank_hosts").beginArray();
    for (std::size_t r = 0; r < ranks; ++r) {
        char host[32];
        std::snprintf(host, sizeof host, "node%05zu", r / 8);
        start.value(std::string_view(host));
    }
    start.endArray()
        .field("rank_detail", nodeDetail ? "node" : "rank")
        .field("iters", iterations)
        .field("warmup", 1)
        .field("check_iters", 1)
        .field("min_bytes", 8)
        .field("max_bytes", std::size_t(8) << (sizes - 1))
        .field("step_factor", 2)
        .field("timer", "MPI_Wtime")
        .field("barrier_per_iter", true)
        .field("percentile_method", "nearest_rank");
    start.key("adaptive").null();
    start.key("versions").beginObject().endObject();
    start.key("test_hooks").null();
    start.field("start_time", "2026-12-02T00:00:00Z");
    start.key("argv").beginArray().value("fw-bench-agentstream").endArray();
    writeLine(out, start.endObject());
    JsonWriter warning = begin("warning");
    warning.field("message", "synthetic stream from fw-bench-agentstream: not a measurement");
    warning.key("rank").null();
    writeLine(out, warning.endObject());

    std::mt19937 random(22);
    std::normal_distribution<double> normal(0, 1);
    std::uniform_real_distribution<double> uniform(0, 1);
    double busBwSum = 0;
    std::size_t rows = 0;
    for (std::size_t s = 0; s < sizes; ++s) {
        const std::size_t bytes = std::size_t(8) << s;
        for (const bool inPlace : {false, true}) {
            const double base = 10 + double(bytes) / 2e4;
            std::vector<Template> templates;
            for (std::size_t t = 0; t <= kTemplates; ++t) {
                std::vector<float> samples(iterations);
                for (float& x : samples)
                    x = float(base * std::exp(0.05 * normal(random)) * (uniform(random) < 0.01 ? 2.5 : 1.0));
                if (t == kTemplates) // the slow rank: twice the first set
                    for (std::size_t i = 0; i < iterations; ++i)
                        samples[i] = 2 * templates[0].samples[i];
                templates.push_back(makeTemplate(std::move(samples)));
            }
            // "host": the slow host's eight ranks, each twice its own set.
            std::vector<Template> doubled;
            for (std::size_t r = slowHostIndex * 8; slowHost && r < slowHostIndex * 8 + 8; ++r) {
                std::vector<float> samples = templates[r % kTemplates].samples;
                for (float& x : samples)
                    x *= 2;
                doubled.push_back(makeTemplate(std::move(samples)));
            }
            const auto of = [&](std::size_t r) -> const Template& {
                if (slowHost)
                    return r / 8 == slowHostIndex ? doubled[r % 8] : templates[r % kTemplates];
                return r == slowRank ? templates[kTemplates] : templates[r % kTemplates];
            };

            std::vector<float> maxima(iterations, 0.0f);
            // In "host" mode no rank takes the slow rank's set, the last of `templates`.
            const std::size_t used = templates.size() - (slowHost ? 1 : 0);
            for (std::size_t t = 0; t < used + doubled.size(); ++t) {
                const Template& set = t < used ? templates[t] : doubled[t - used];
                for (std::size_t i = 0; i < iterations; ++i)
                    maxima[i] = std::max(maxima[i], set.samples[i]);
            }
            std::vector<double> sorted(maxima.begin(), maxima.end());
            std::sort(sorted.begin(), sorted.end());
            const fw::base::Summary summary = fw::base::summarize(sorted);
            const double algBw = fw::base::algorithmBandwidthGBs(bytes, summary.avg);
            const double busBw =
                algBw * fw::base::busBandwidthFactor(fw::base::Collective::AllReduce, static_cast<int>(ranks));

            std::vector<double> medians;
            for (std::size_t r = 0; r < ranks; ++r)
                medians.push_back(of(r).quantiles[0]);
            const std::vector<double> scores = fw::base::robustZScores(medians);
            std::vector<std::size_t> outliers = fw::base::robustOutliers(medians);
            std::vector<std::size_t> chosen(ranks);
            std::iota(chosen.begin(), chosen.end(), 0);
            std::partial_sort(chosen.begin(), chosen.begin() + long(std::min(rawRanks, ranks)), chosen.end(),
                              [&](std::size_t a, std::size_t b) {
                                  return of(a).quantiles[2] != of(b).quantiles[2]
                                             ? of(a).quantiles[2] > of(b).quantiles[2]
                                             : a < b;
                              });
            chosen.resize(std::min(rawRanks, ranks));
            std::sort(outliers.begin(), outliers.end(),
                      [&](std::size_t a, std::size_t b) { return std::abs(scores[a]) > std::abs(scores[b]); });
            chosen.insert(chosen.end(), outliers.begin(),
                          outliers.begin() + long(std::min(outliers.size(), kMaxRawOutliers)));
            std::sort(chosen.begin(), chosen.end());
            chosen.erase(std::unique(chosen.begin(), chosen.end()), chosen.end());
            std::vector<float> raw;
            for (const std::size_t r : chosen)
                raw.insert(raw.end(), of(r).samples.begin(), of(r).samples.end());

            JsonWriter row = begin("size_result");
            row.field("bytes", bytes).field("count", bytes / 4).field("in_place", inPlace).field("samples", iterations);
            writeTimeSummary(row, summary);
            row.field("p99_meaningful", iterations >= 100)
                .field("p999_meaningful", iterations >= 1000)
                .field("algbw_gbs", float(algBw))
                .field("busbw_gbs", float(busBw))
                .field("wrong", 0);
            row.key("outliers").beginArray();
            for (const std::size_t r : outliers) {
                char host[32];
                std::snprintf(host, sizeof host, "node%05zu", r / 8);
                row.beginObject()
                    .field("rank", r)
                    .field("host", std::string_view(host))
                    .field("p50_us", float(medians[r]))
                    .field("score", float(scores[r]))
                    .field("direction", scores[r] > 0 ? "slow" : "fast")
                    .field("reason", "synthetic")
                    .endObject();
            }
            row.endArray();
            row.field("iter_us_b64", fw::agent::floatsToBase64Le(maxima));
            if (nodeDetail) {
                writeNodeDetail(row, ranks, of);
            } else {
                std::vector<float> quantiles;
                std::vector<std::uint8_t> sketches;
                for (std::size_t r = 0; r < ranks; ++r) {
                    quantiles.insert(quantiles.end(), of(r).quantiles.begin(), of(r).quantiles.end());
                    sketches.insert(sketches.end(), of(r).sketch.begin(), of(r).sketch.end());
                }
                row.field("rank_quantiles_b64", fw::agent::floatsToBase64Le(quantiles))
                    .field("rank_sketch_b64", fw::agent::base64Encode(std::as_bytes(std::span(sketches))));
            }
            row.key("raw_ranks").beginArray();
            for (const std::size_t r : chosen)
                row.value(r);
            row.endArray().field("raw_us_b64", fw::agent::floatsToBase64Le(raw));
            writeLine(out, row.endObject());
            busBwSum += busBw;
            ++rows;
        }
    }
    JsonWriter end = begin("end");
    end.field("status", "ok").field("wrong_total", 0).field("avg_busbw_gbs", float(busBwSum / double(rows)));
    end.field("end_time", "2026-12-02T00:00:01Z");
    writeLine(out, end.endObject());
    out.flush();
    const auto written = static_cast<long long>(out.tellp());
    std::printf("fw-bench-agentstream: wrote %lld bytes to %s (%zu ranks, %zu rows, %s detail)\n", written, argv[1],
                ranks, rows, nodeDetail ? "node" : "rank");
    return out.good() ? 0 : 1;
}
