// SPDX-License-Identifier: Apache-2.0
#include "counters/thresholds.h"

#include "base/protocol.h"
#include "common/jsonreader.h"
#include "common/jsonwriter.h"
#include "counters/countersnapshot.h"

#include <fnmatch.h>
#include <fstream>
#include <sstream>
#include <stdexcept>

namespace fw::agent {

namespace field = base::protocol::field;

namespace {

ThresholdRule rule(std::string counter, std::string source, std::optional<std::int64_t> maxDelta,
                   std::optional<double> maxPerSecond, std::string severity)
{
    ThresholdRule r;
    r.counter = std::move(counter);
    r.source = std::move(source);
    r.maxDelta = maxDelta;
    r.maxPerSecond = maxPerSecond;
    r.severity = std::move(severity);
    return r;
}

std::string optionalText(const JsonValue& entry, const char* key, const std::string& where)
{
    const JsonValue* value = entry.find(key);
    if (!value || value->isNull())
        return {};
    if (!value->asString())
        throw std::runtime_error(where + "." + key + ": expected a string");
    return *value->asString();
}

} // namespace

Thresholds::Thresholds()
{
    // Errors a healthy link never shows: any increase is worth a look, a lost link is critical.
    for (const char* name :
         {"symbol_error", "port_rcv_errors", "link_error_recovery", "local_link_integrity_errors",
          "excessive_buffer_overrun_errors", "port_rcv_remote_physical_errors", "port_xmit_discards", "VL15_dropped"})
        m_rules.push_back(rule(name, "ib_port", 0, std::nullopt, "warning"));
    m_rules.push_back(rule("link_downed", "ib_port", 0, std::nullopt, "critical"));
    // RoCE retransmission: on a lossless fabric every one of these is a dropped or reordered packet.
    for (const char* name : {"out_of_sequence", "packet_seq_err", "implied_nak_seq_err", "local_ack_timeout_err",
                             "rnr_nak_retry_err", "out_of_buffer"})
        m_rules.push_back(rule(name, "rdma_hw", 0, std::nullopt, "warning"));
    // Congestion signals are normal in moderation (incast marks ECN by design); a sustained rate is not.
    for (const char* name : {"np_ecn_marked_roce_packets", "np_cnp_sent", "rp_cnp_handled"})
        m_rules.push_back(rule(name, "rdma_hw", std::nullopt, 10000.0, "warning"));
    // PFC pause storms stall whole priorities, upstream too.
    m_rules.push_back(rule("[rt]x_prio[0-7]_pause", "ethtool", std::nullopt, 1000.0, "warning"));
    m_rules.push_back(rule("[rt]x_discards_phy", "ethtool", 0, std::nullopt, "warning"));
    for (const char* name : {"rx_errors", "tx_errors", "rx_crc_errors", "rx_frame_errors", "rx_fifo_errors",
                             "rx_missed_errors", "tx_carrier_errors", "tx_aborted_errors", "tx_fifo_errors"})
        m_rules.push_back(rule(name, "netdev", 0, std::nullopt, "warning"));
    // The kernel also counts frames of unknown protocols as rx_dropped, so only a rate means loss.
    m_rules.push_back(rule("[rt]x_dropped", "netdev", std::nullopt, 100.0, "warning"));
}

void Thresholds::load(const std::string& path)
{
    std::ifstream file(path);
    if (!file)
        throw std::runtime_error("thresholds file '" + path + "': cannot be read");
    std::stringstream buffer;
    buffer << file.rdbuf();
    JsonValue document;
    try {
        document = parseJson(buffer.str());
    } catch (const JsonParseError& error) {
        throw std::runtime_error("thresholds file '" + path + "': " + error.what());
    }
    const std::string prefix = "thresholds file '" + path + "': ";
    if (!document.asObject())
        throw std::runtime_error(prefix + "expected a JSON object");
    if (const JsonValue* replace = document.find("replace_defaults")) {
        if (!replace->asBool())
            throw std::runtime_error(prefix + "replace_defaults: expected true or false");
        if (*replace->asBool())
            m_rules.clear();
    }
    const JsonValue* rules = document.find("rules");
    if (!rules || !rules->asArray())
        throw std::runtime_error(prefix + "rules: expected an array");
    for (std::size_t i = 0; i < rules->asArray()->size(); ++i) {
        const JsonValue& entry = (*rules->asArray())[i];
        const std::string where = prefix + "rules[" + std::to_string(i) + "]";
        if (!entry.asObject())
            throw std::runtime_error(where + ": expected an object");
        for (const auto& [key, value] : *entry.asObject())
            if (key != "counter" && key != "source" && key != "phase" && key != "max_delta" && key != "max_per_s" &&
                key != "severity")
                throw std::runtime_error(where + ": unknown field \"" + key + "\"");
        ThresholdRule r;
        r.counter = optionalText(entry, "counter", where);
        if (r.counter.empty())
            throw std::runtime_error(where + ".counter: expected a counter name or pattern");
        r.source = optionalText(entry, "source", where);
        if (!r.source.empty() && r.source != "ib_port" && r.source != "rdma_hw" && r.source != "ethtool" &&
            r.source != "netdev")
            throw std::runtime_error(where + ".source: expected ib_port, rdma_hw, ethtool or netdev, not \"" +
                                     r.source + "\"");
        r.phase = optionalText(entry, "phase", where);
        r.severity = optionalText(entry, "severity", where);
        if (r.severity.empty())
            r.severity = "warning";
        if (r.severity != "warning" && r.severity != "critical")
            throw std::runtime_error(where + ".severity: expected warning or critical");
        if (const JsonValue* v = entry.find("max_delta"); v && !v->isNull()) {
            if (!v->asInteger() || *v->asInteger() < 0)
                throw std::runtime_error(where + ".max_delta: expected a non-negative integer");
            r.maxDelta = *v->asInteger();
        }
        if (const JsonValue* v = entry.find("max_per_s"); v && !v->isNull()) {
            if (!v->asNumber() || *v->asNumber() < 0)
                throw std::runtime_error(where + ".max_per_s: expected a non-negative number");
            r.maxPerSecond = *v->asNumber();
        }
        r.origin = path;
        m_rules.push_back(std::move(r));
    }
}

const ThresholdRule* Thresholds::ruleFor(const Counter& counter, const std::string& phase) const
{
    const ThresholdRule* best = nullptr;
    int bestScore = -1;
    for (const auto& r : m_rules) {
        if (!r.source.empty() && r.source != counter.source)
            continue;
        if (!r.phase.empty() && r.phase != phase)
            continue;
        if (::fnmatch(r.counter.c_str(), counter.name.c_str(), 0) != 0)
            continue;
        const int score = (r.phase.empty() ? 0 : 2) + (r.origin == "default" ? 0 : 1);
        if (score >= bestScore) {
            best = &r;
            bestScore = score;
        }
    }
    return best;
}

std::vector<Alarm> Thresholds::evaluate(const Counter& counter, std::int64_t delta, double seconds,
                                        const std::string& phase) const
{
    std::vector<Alarm> alarms;
    const ThresholdRule* r = ruleFor(counter, phase);
    if (!r)
        return alarms;
    if (r->maxDelta && delta > *r->maxDelta)
        alarms.push_back({"max_delta", static_cast<double>(*r->maxDelta), r});
    if (r->maxPerSecond && seconds > 0 && static_cast<double>(delta) / seconds > *r->maxPerSecond)
        alarms.push_back({"max_per_s", *r->maxPerSecond, r});
    return alarms;
}

void Thresholds::write(JsonWriter& out) const
{
    out.beginObject().field("replace_defaults", false).key("rules").beginArray();
    for (const auto& r : m_rules) {
        out.beginObject().field("counter", r.counter);
        if (!r.source.empty())
            out.field(field::kSource, r.source);
        if (!r.phase.empty())
            out.field(field::kPhase, r.phase);
        if (r.maxDelta)
            out.field("max_delta", *r.maxDelta);
        if (r.maxPerSecond)
            out.field("max_per_s", *r.maxPerSecond);
        out.field(field::kSeverity, r.severity).endObject();
    }
    out.endArray().endObject();
}

} // namespace fw::agent
