#include "remote/runprogress.h"

#include "base/protocol.h"

#include <QJsonDocument>
#include <cmath>

namespace fw::core {

namespace {

namespace event = fw::base::protocol::event;

// The time of a small message is latency, not bytes: each size counts as if it were at least this large.
constexpr double kLatencyBytes = 256.0 * 1024;

bool is(const QString& type, std::string_view name)
{
    return type == QLatin1String(name.data(), qsizetype(name.size()));
}

double sizeWeight(double bytes)
{
    return bytes + kLatencyBytes;
}

} // namespace

RunProgress::Event RunProgress::feed(const QByteArray& line)
{
    ++m_lines;
    if (line.trimmed().isEmpty())
        return Event::Other;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    if (!document.isObject()) {
        m_messages << tr("Line %1 is not a JSON object: %2").arg(m_lines).arg(error.errorString());
        return Event::Invalid;
    }
    const QJsonObject object = document.object();
    const QString type = object.value(QLatin1String("type")).toString();
    if (is(type, event::kStart)) {
        m_start = object;
        return Event::Start;
    }
    if (is(type, event::kProgress)) {
        m_index = object.value(QLatin1String("index")).toInt();
        m_total = object.value(QLatin1String("total")).toInt();
        m_currentBytes = object.value(QLatin1String("bytes")).toInteger();
        return Event::Progress;
    }
    if (is(type, event::kSizeResult)) {
        const QJsonObject time = object.value(QLatin1String("time_us")).toObject();
        LiveSizeResult row;
        row.bytes = object.value(QLatin1String("bytes")).toInteger();
        row.inPlace = object.value(QLatin1String("in_place")).toBool();
        row.samples = object.value(QLatin1String("samples")).toInt();
        row.avgUs = time.value(QLatin1String("avg")).toDouble();
        row.p50Us = time.value(QLatin1String("p50")).toDouble();
        row.p99Us = time.value(QLatin1String("p99")).toDouble();
        row.busbwGBs = object.value(QLatin1String("busbw_gbs")).toDouble();
        if (object.value(QLatin1String("wrong")).isDouble())
            row.wrong = object.value(QLatin1String("wrong")).toInteger();
        m_results.append(row);
        return Event::SizeResult;
    }
    if (is(type, event::kWarning) || is(type, event::kError)) {
        const QString message = object.value(QLatin1String("message")).toString();
        m_messages << (is(type, event::kError) ? tr("Error (line %1): %2") : tr("Warning (line %1): %2"))
                          .arg(m_lines)
                          .arg(message);
        return is(type, event::kError) ? Event::Error : Event::Warning;
    }
    if (is(type, event::kEnd)) {
        m_ended = true;
        m_endedOk = object.value(QLatin1String("status")).toString() == QLatin1String("ok");
        return Event::End;
    }
    return Event::Other;
}

std::optional<double> RunProgress::etaSeconds(double elapsedSeconds) const
{
    if (m_total <= 0 || m_results.isEmpty() || m_index <= 0)
        return std::nullopt;
    if (m_ended)
        return 0.0;
    // The sweep's sizes follow from the start event; without them, assume the remaining sizes are alike.
    const double minBytes = m_start.value(QLatin1String("min_bytes")).toDouble();
    const double factor = m_start.value(QLatin1String("step_factor")).toDouble();
    const double step = m_start.value(QLatin1String("step_bytes")).toDouble();
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
