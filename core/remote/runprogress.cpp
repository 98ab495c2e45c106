// SPDX-License-Identifier: Apache-2.0
#include "remote/runprogress.h"

#include "base/protocol.h"
#include "ingest/agentstreamreader.h"

#include <cmath>

namespace fw::core {

namespace {

namespace field = base::protocol::field;
using Type = AgentEvent::Type;

// The time of a small message is latency, not bytes: each size counts as if it were at least this large.
constexpr double kLatencyBytes = 256.0 * 1024;

double sizeWeight(double bytes)
{
    return bytes + kLatencyBytes;
}

} // namespace

// The live view shows what it can read whatever the version; the stored stream is checked when it is imported.
RunProgress::Event RunProgress::feed(const QByteArray& line)
{
    ++m_lines;
    const AgentEvent event = AgentEvent::read(line);
    if (event.isBlank())
        return Event::Other;
    if (!event.isObject()) {
        m_messages << tr("Line %1 is not a JSON object: %2").arg(m_lines).arg(event.parseError().errorString());
        return Event::Invalid;
    }
    switch (event.type()) {
    case Type::Start:
        m_start = event.object();
        return Event::Start;
    case Type::Progress:
        m_index = event.value(field::kIndex).toInt();
        m_total = event.value(field::kTotal).toInt();
        m_currentBytes = event.value(field::kBytes).toInteger();
        return Event::Progress;
    case Type::SizeResult: {
        const QJsonObject time = event.value(field::kTimeUs).toObject();
        LiveSizeResult row;
        row.bytes = event.value(field::kBytes).toInteger();
        row.inPlace = event.value(field::kInPlace).toBool();
        row.samples = event.value(field::kSamples).toInt();
        row.avgUs = time.value(protocolText(field::kAvg)).toDouble();
        row.p50Us = time.value(protocolText(field::kP50)).toDouble();
        row.p99Us = time.value(protocolText(field::kP99)).toDouble();
        row.busbwGBs = event.value(field::kBusbwGBs).toDouble();
        if (event.value(field::kWrong).isDouble())
            row.wrong = event.value(field::kWrong).toInteger();
        m_results.append(row);
        return Event::SizeResult;
    }
    case Type::Warning:
    case Type::Error: {
        const bool error = event.is(Type::Error);
        m_messages << (error ? tr("Error (line %1): %2") : tr("Warning (line %1): %2"))
                          .arg(m_lines)
                          .arg(event.string(field::kMessage));
        return error ? Event::Error : Event::Warning;
    }
    case Type::End:
        m_ended = true;
        m_endedOk = event.string(field::kStatus) == protocolText(base::protocol::value::kOk);
        return Event::End;
    default:
        return Event::Other;
    }
}

std::optional<double> RunProgress::etaSeconds(double elapsedSeconds) const
{
    if (m_total <= 0 || m_results.isEmpty() || m_index <= 0)
        return std::nullopt;
    if (m_ended)
        return 0.0;
    // The sweep's sizes follow from the start event; without them, assume the remaining sizes are alike.
    const double minBytes = m_start.value(protocolText(field::kMinBytes)).toDouble();
    const double factor = m_start.value(protocolText(field::kStepFactor)).toDouble();
    const double step = m_start.value(protocolText(field::kStepBytes)).toDouble();
    double done = 0;
    double all = 0;
    for (int k = 1; k <= m_total; ++k) {
        const double bytes = factor > 1 ? minBytes * std::pow(factor, k - 1) : minBytes + step * (k - 1);
        const double weight = minBytes > 0 ? sizeWeight(bytes) : 1.0;
        all += weight;
        if (k < m_index)
            done += weight;
    }
    if (done <= 0)
        return std::nullopt;
    return elapsedSeconds * (all - done) / done;
}

} // namespace fw::core
