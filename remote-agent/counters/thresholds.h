// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace fw::agent {

class JsonWriter;
struct Counter;

// One alarm rule. `counter` is an fnmatch(3) pattern on the counter name (e.g. "rx_prio*_pause"); empty `source`
// and `phase` match any.
struct ThresholdRule
{
    std::string counter;
    std::string source;
    std::string phase;
    std::optional<std::int64_t> maxDelta;
    std::optional<double> maxPerSecond;
    std::string severity = "warning";
    // "default" or the file the rule came from, so an alarm says which rule to edit.
    std::string origin = "default";
};

struct Alarm
{
    std::string limit;
    double threshold = 0;
    const ThresholdRule* rule = nullptr;
};

class Thresholds
{
public:
    // The built-in defaults (docs/faults.md explains each).
    Thresholds();

    // Adds the rules of a thresholds file (format: `fabric-agent counters thresholds`); throws std::runtime_error
    // naming the file, and the line or field, on bad input.
    void load(const std::string& path);
    // The rule that applies to `counter` in `phase`: a phase-specific rule beats a generic one, a file rule beats
    // a default, and among equals the later wins.
    const ThresholdRule* ruleFor(const Counter& counter, const std::string& phase) const;
    // The alarms a change of `delta` over `seconds` raises; none for a counter without a rule.
    std::vector<Alarm> evaluate(const Counter& counter, std::int64_t delta, double seconds,
                                const std::string& phase) const;

    void write(JsonWriter& out) const;

private:
    std::vector<ThresholdRule> m_rules;
};

} // namespace fw::agent
