// SPDX-License-Identifier: Apache-2.0
#include "replay/patternfile.h"

#include "base/patternformat.h"
#include "common/jsonreader.h"

#include <algorithm>
#include <climits>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace fw::agent {

namespace {

namespace key = base::pattern;

// Reads one entry's keys, naming "collectives[i].key" in every complaint.
class EntryReader
{
public:
    EntryReader(const JsonValue& value, std::string where) : m_value(value), m_where(std::move(where))
    {
        if (!value.asObject())
            fail("", "expected an object");
    }

    [[noreturn]] void fail(std::string_view name, const std::string& why) const
    {
        throw std::runtime_error(m_where + (name.empty() ? "" : "." + std::string(name)) + ": " + why);
    }
    std::uint64_t whole(std::string_view name, std::uint64_t min, std::uint64_t max) const
    {
        const JsonValue* v = m_value.find(name);
        const std::optional<std::int64_t> n = v ? v->asInteger() : std::nullopt;
        if (!n || *n < 0 || static_cast<std::uint64_t>(*n) < min || static_cast<std::uint64_t>(*n) > max)
            fail(name, "expected a whole number from " + std::to_string(min) + " to " + std::to_string(max));
        return static_cast<std::uint64_t>(*n);
    }
    std::string text(std::string_view name) const
    {
        const JsonValue* v = m_value.find(name);
        if (!v || !v->asString())
            fail(name, "expected text");
        return *v->asString();
    }
    const JsonValue* find(std::string_view name) const { return m_value.find(name); }

private:
    const JsonValue& m_value;
    std::string m_where;
};

constexpr std::uint64_t kMaxCount = 1000000000;
constexpr std::uint64_t kMaxBytes = 1ULL << 40;

void requireOneOf(const EntryReader& entry, std::string_view name, const std::string& value,
                  std::initializer_list<std::string_view> allowed)
{
    if (std::find(allowed.begin(), allowed.end(), value) != allowed.end())
        return;
    std::string list;
    for (const std::string_view a : allowed)
        list += (list.empty() ? "" : ", ") + std::string(a);
    entry.fail(name, "'" + value + "' is none of " + list);
}

} // namespace

ReplayPattern readPatternFile(const std::filesystem::path& path)
{
    const std::string where = "pattern " + path.string();
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw std::runtime_error(where + ": cannot be read");
    std::ostringstream text;
    text << in.rdbuf();
    JsonValue root;
    try {
        root = parseJson(text.str());
    } catch (const JsonParseError& error) {
        throw std::runtime_error(where + ": " + error.what());
    }
    const EntryReader file(root, where);
    if (file.text(key::kFormat) != key::kFormatName)
        file.fail(key::kFormat, "expected '" + std::string(key::kFormatName) + "'");
    file.whole(key::kVersionKey, 1, key::kVersion);

    ReplayPattern pattern;
    if (const JsonValue* workload = file.find(key::kWorkload); workload && !workload->isNull()) {
        const EntryReader w(*workload, where + "." + std::string(key::kWorkload));
        pattern.kind = w.text(key::kKind);
        pattern.tensorParallel = static_cast<int>(w.whole(key::kTensorParallel, 1, 1 << 20));
        pattern.dataParallel = static_cast<int>(w.whole(key::kDataParallel, 1, 1 << 20));
        pattern.tokensPerStep =
            w.whole(key::kGlobalBatch, 1, 1ULL << 32) * w.whole(key::kSequenceLength, 1, 1ULL << 24);
    }
    const JsonValue* list = file.find(key::kCollectives);
    if (!list || !list->asArray())
        file.fail(key::kCollectives, "expected an array");
    for (std::size_t i = 0; i < list->asArray()->size(); ++i) {
        const EntryReader e((*list->asArray())[i],
                            where + "." + std::string(key::kCollectives) + "[" + std::to_string(i) + "]");
        PatternCollective c;
        c.order = static_cast<int>(e.whole(key::kOrder, 1, INT_MAX));
        const std::string name = e.text(key::kCollective);
        const std::optional<base::Collective> collective = base::collectiveFromName(name);
        if (!collective)
            e.fail(key::kCollective, "'" + name + "' is no collective the agent runs");
        c.collective = *collective;
        c.bytes = e.whole(key::kBytes, 0, kMaxBytes);
        c.count = e.whole(key::kCount, 0, kMaxCount);
        c.groupSize = static_cast<int>(e.whole(key::kGroupSize, 1, 1 << 24));
        c.phase = e.text(key::kPhase);
        requireOneOf(
            e, key::kPhase, c.phase,
            {key::kPhaseForward, key::kPhaseBackward, key::kPhaseOptimizer, key::kPhasePrefill, key::kPhaseTransfer});
        c.group = e.text(key::kGroup);
        requireOneOf(e, key::kGroup, c.group,
                     {key::kGroupDataParallel, key::kGroupTensorParallel, key::kGroupPipelineParallel,
                      key::kGroupExpertParallel, key::kGroupKvCache});
        pattern.collectives.push_back(std::move(c));
    }
    std::stable_sort(pattern.collectives.begin(), pattern.collectives.end(),
                     [](const PatternCollective& a, const PatternCollective& b) { return a.order < b.order; });
    return pattern;
}

GroupLayout groupLayout(const PatternCollective& collective, const ReplayPattern& pattern, int world)
{
    int size = std::clamp(collective.groupSize, 1, world);
    while (world % size != 0)
        --size;
    int stride = 1;
    if (collective.group == key::kGroupDataParallel || collective.group == key::kGroupExpertParallel)
        stride = pattern.tensorParallel;
    else if (collective.group == key::kGroupPipelineParallel)
        stride = pattern.tensorParallel * pattern.dataParallel;
    else if (collective.group == key::kGroupKvCache)
        stride = world / 2;
    if (stride < 1 || world % (size * stride) != 0)
        stride = 1;
    return {size, stride};
}

} // namespace fw::agent
