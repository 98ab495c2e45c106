#include "analysis/agentresults.h"

#include "base/protocol.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>

namespace fw::core {

namespace {

// Thrown by the field readers, caught per line to become AgentStreamError with the line number.
struct FieldError
{
    QString field;
    QString message;
};

// Reads the fields of one object, naming nested fields by their path ("rank_stats[1].gbs.p99") in errors.
class Fields
{
public:
    Fields(const QJsonObject& object, QString prefix) : m_object(object), m_prefix(std::move(prefix)) {}

    QString path(QLatin1StringView key) const
    {
        return m_prefix.isEmpty() ? QString(key) : m_prefix + QLatin1Char('.') + key;
    }
    [[noreturn]] void fail(QLatin1StringView key, const QString& message) const
    {
        throw FieldError{path(key), message};
    }

    QJsonValue required(QLatin1StringView key) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined())
            fail(key, AgentResults::tr("missing"));
        return v;
    }

    QString string(QLatin1StringView key) const
    {
        const QJsonValue v = required(key);
        if (!v.isString())
            fail(key, AgentResults::tr("expected a string"));
        return v.toString();
    }
    // Missing or null gives an empty string.
    QString optString(QLatin1StringView key) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isString())
            fail(key, AgentResults::tr("expected a string"));
        return v.toString();
    }
    double number(QLatin1StringView key) const
    {
        const QJsonValue v = required(key);
        if (!v.isDouble())
            fail(key, AgentResults::tr("expected a number"));
        return v.toDouble();
    }
    // Missing or null gives NaN ("not reported").
    double optNumber(QLatin1StringView key) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull())
            return kUnknown;
        if (!v.isDouble())
            fail(key, AgentResults::tr("expected a number"));
        return v.toDouble();
    }
    qint64 integer(QLatin1StringView key) const
    {
        const QJsonValue v = required(key);
        return toInteger(key, v);
    }
    std::optional<qint64> optInteger(QLatin1StringView key) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        return toInteger(key, v);
    }
    std::optional<int> optInt(QLatin1StringView key) const
    {
        const std::optional<qint64> v = optInteger(key);
        if (v && (*v < std::numeric_limits<int>::min() || *v > std::numeric_limits<int>::max()))
            fail(key, AgentResults::tr("out of range"));
        return v ? std::optional<int>(int(*v)) : std::nullopt;
    }
    int integer32(QLatin1StringView key) const
    {
        const std::optional<int> v = optInt(key);
        if (!v) {
            required(key);
            fail(key, AgentResults::tr("expected an integer"));
        }
        return *v;
    }
    bool boolean(QLatin1StringView key) const
    {
        const QJsonValue v = required(key);
        if (!v.isBool())
            fail(key, AgentResults::tr("expected true or false"));
        return v.toBool();
    }
    bool optBool(QLatin1StringView key, bool fallback) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isBool())
            fail(key, AgentResults::tr("expected true or false"));
        return v.toBool();
    }
    // Missing or null gives an empty array.
    QJsonArray array(QLatin1StringView key) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isArray())
            fail(key, AgentResults::tr("expected an array"));
        return v.toArray();
    }
    Fields element(QLatin1StringView key, const QJsonArray& array, qsizetype index) const
    {
        const QJsonValue v = array.at(index);
        const QString name = path(key) + QStringLiteral("[%1]").arg(index);
        if (!v.isObject())
            throw FieldError{name, AgentResults::tr("expected an object")};
        return Fields(v.toObject(), name);
    }
    // The elements of an array, missing or null giving none; `read` gives nullopt for an element of the wrong type,
    // which `expected` then names.
    template <typename T, typename Read>
    QList<T> elements(QLatin1StringView key, const QString& expected, Read read) const
    {
        QList<T> out;
        const QJsonArray a = array(key);
        for (qsizetype i = 0; i < a.size(); ++i) {
            const std::optional<T> value = read(a.at(i));
            if (!value)
                throw FieldError{path(key) + QStringLiteral("[%1]").arg(i), expected};
            out << *value;
        }
        return out;
    }
    QList<qint64> integers(QLatin1StringView key) const
    {
        return elements<qint64>(key, AgentResults::tr("expected an integer"),
                                [](const QJsonValue& v) -> std::optional<qint64> {
                                    const double d = v.toDouble(0.5);
                                    return v.isDouble() && d == std::floor(d) ? std::optional(qint64(d)) : std::nullopt;
                                });
    }
    QStringList strings(QLatin1StringView key) const
    {
        return elements<QString>(key, AgentResults::tr("expected a string"), [](const QJsonValue& v) {
            return v.isString() ? std::optional(v.toString()) : std::nullopt;
        });
    }
    // Missing or null gives an empty summary.
    ValueSummary summary(QLatin1StringView key) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isObject())
            fail(key, AgentResults::tr("expected a summary object"));
        const Fields s(v.toObject(), path(key));
        ValueSummary out;
        out.count = s.integer32(QLatin1StringView("count"));
        if (out.count < 0)
            s.fail(QLatin1StringView("count"), AgentResults::tr("negative"));
        out.min = s.optNumber(QLatin1StringView("min"));
        out.avg = s.optNumber(QLatin1StringView("avg"));
        out.max = s.optNumber(QLatin1StringView("max"));
        out.p50 = s.optNumber(QLatin1StringView("p50"));
        out.p95 = s.optNumber(QLatin1StringView("p95"));
        out.p99 = s.optNumber(QLatin1StringView("p99"));
        return out;
    }

private:
    qint64 toInteger(QLatin1StringView key, const QJsonValue& v) const
    {
        if (!v.isDouble())
            fail(key, AgentResults::tr("expected an integer"));
        const double d = v.toDouble();
        if (d != std::floor(d) || !std::isfinite(d))
            fail(key, AgentResults::tr("expected an integer"));
        return v.toInteger(qint64(d));
    }

    QJsonObject m_object;
    QString m_prefix;
};

constexpr QLatin1StringView operator""_k(const char* text, std::size_t size)
{
    return QLatin1StringView(text, qsizetype(size));
}

AgentMessage readMessage(const Fields& f, qint64 line)
{
    AgentMessage m;
    m.line = line;
    m.message = f.string("message"_k);
    m.rank = f.optInt("rank"_k);
    m.host = f.optString("host"_k);
    m.path = f.optString("path"_k);
    m.errorName = f.optString("errno"_k);
    return m;
}

QString commandOfStart(const QJsonObject& start)
{
    const QString command = start.value(QLatin1StringView("command")).toString();
    if (!command.isEmpty())
        return command;
    if (start.contains(QLatin1StringView("collective")))
        return QStringLiteral("bench");
    return {};
}

// Walks the stream's lines, handling the events every subcommand shares and passing the rest to `handle`.
template <typename Handler> void readEvents(const QByteArray& stream, AgentStreamInfo& info, Handler&& handle)
{
    qsizetype pos = 0;
    qint64 lineNumber = 0;
    while (pos < stream.size()) {
        const qsizetype newline = stream.indexOf('\n', pos);
        const bool complete = newline >= 0;
        QByteArray line = stream.mid(pos, (complete ? newline : stream.size()) - pos);
        pos = complete ? newline + 1 : stream.size();
        ++lineNumber;
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
            if (!complete) {
                info.truncated = true;
                return;
            }
            const QString why = parseError.error != QJsonParseError::NoError
                                    ? AgentResults::tr("not valid JSON (%1 at offset %2)")
                                          .arg(parseError.errorString())
                                          .arg(parseError.offset)
                                    : AgentResults::tr("not a JSON object");
            info.error = AgentStreamError{lineNumber, QString(), why};
            return;
        }
        try {
            const Fields f(document.object(), QString());
            const qint64 version = f.integer("v"_k);
            if (version != fw::base::protocol::kSchemaVersion)
                f.fail("v"_k, AgentResults::tr("protocol version %1 is not supported (this reader knows %2)")
                                  .arg(version)
                                  .arg(fw::base::protocol::kSchemaVersion));
            const QString type = f.string("type"_k);
            if (type == QLatin1StringView("start")) {
                info.start = document.object();
                info.command = commandOfStart(info.start);
                info.agentVersion = f.optString("agent_version"_k);
                info.startTime = f.optString("start_time"_k);
            } else if (type == QLatin1StringView("end")) {
                info.hasEnd = true;
                info.endStatus = f.string("status"_k);
                info.endMessage = f.optString("message"_k);
                info.endTime = f.optString("end_time"_k);
                info.wrongTotal = f.optInteger("wrong_total"_k);
            } else if (type == QLatin1StringView("error")) {
                info.errors << readMessage(f, lineNumber);
            } else if (type == QLatin1StringView("warning")) {
                info.warnings << readMessage(f, lineNumber);
            } else {
                handle(type, f, lineNumber);
            }
        } catch (const FieldError& e) {
            info.error = AgentStreamError{lineNumber, e.field, e.message};
            return;
        }
        ++info.lines;
    }
}

} // namespace

QString AgentStreamError::text() const
{
    if (field.isEmpty())
        return AgentResults::tr("line %1: %2").arg(line).arg(message);
    return AgentResults::tr("line %1, field %2: %3").arg(line).arg(field, message);
}

const StoragePhaseResult* StorageResults::phase(const QString& name) const
{
    for (const StoragePhaseResult& p : phases) {
        if (p.phase == name)
            return &p;
    }
    return nullptr;
}

bool ReplayResults::jobFailed() const
{
    if (jobStatus == QLatin1StringView("failed"))
        return true;
    return wrongElements.value_or(0) > 0;
}

QStringList CounterDeltas::allNotes() const
{
    QStringList out;
    QSet<QString> seen;
    const auto add = [&](const QStringList& notes) {
        for (const QString& note : notes) {
            if (!seen.contains(note)) {
                seen.insert(note);
                out << note;
            }
        }
    };
    for (const CounterSnapshot& s : snapshots)
        add(s.notes);
    for (const CounterDelta& d : deltas)
        add(d.notes);
    return out;
}

int CounterDeltas::alarmCount(AlarmSeverity severity) const
{
    int n = 0;
    for (const CounterDelta& d : deltas) {
        for (const CounterAlarm& a : d.alarms)
            n += a.severity == severity ? 1 : 0;
    }
    return n;
}

const FaultReverted* FaultEvents::revertOf(const QString& id) const
{
    const auto found = std::find_if(reverted.cbegin(), reverted.cend(), [&](const auto& r) { return r.id == id; });
    return found == reverted.cend() ? nullptr : &*found;
}

const FaultFired* FaultEvents::firedOf(const QString& id) const
{
    const auto found = std::find_if(fired.cbegin(), fired.cend(), [&](const auto& f) { return f.id == id; });
    return found == fired.cend() ? nullptr : &*found;
}

AgentStreamInfo AgentResults::parseInfo(const QByteArray& stream)
{
    AgentStreamInfo info;
    readEvents(stream, info, [](const QString&, const Fields&, qint64) {});
    return info;
}

StorageResults AgentResults::parseStorage(const QByteArray& stream)
{
    StorageResults out;
    readEvents(stream, out.stream, [&](const QString& type, const Fields& f, qint64) {
        if (type != QLatin1StringView("storage_result"))
            return;
        StoragePhaseResult p;
        p.phase = f.string("phase"_k);
        p.repeats = f.integer32("repeats"_k);
        p.bytesPerRank = f.integer("bytes_per_rank"_k);
        p.totalBytes = f.integer("total_bytes"_k);
        p.fsync = f.optBool("fsync"_k, false);
        p.cacheBypass = f.optString("cache_bypass"_k);
        p.maxResidentFraction = f.optNumber("max_resident_fraction"_k);
        p.aggregateGBs = f.summary("aggregate_gbs"_k);
        p.slowestRankTimeUs = f.summary("slowest_rank_time_us"_k);
        const QJsonArray ranks = f.array("rank_stats"_k);
        for (qsizetype i = 0; i < ranks.size(); ++i) {
            const Fields r = f.element("rank_stats"_k, ranks, i);
            p.ranks << StorageRankStats{r.integer32("rank"_k), r.optString("host"_k), r.summary("gbs"_k),
                                        r.summary("time_us"_k)};
        }
        const QJsonArray repeats = f.array("repeat_samples"_k);
        for (qsizetype i = 0; i < repeats.size(); ++i) {
            const Fields r = f.element("repeat_samples"_k, repeats, i);
            StorageRepeat repeat;
            repeat.repeat = r.integer32("repeat"_k);
            repeat.aggregateGBs = r.optNumber("aggregate_gbs"_k);
            const QJsonArray times = r.array("rank_time_us"_k);
            for (qsizetype t = 0; t < times.size(); ++t) {
                if (!times.at(t).isDouble())
                    throw FieldError{r.path("rank_time_us"_k) + QStringLiteral("[%1]").arg(t),
                                     AgentResults::tr("expected a number")};
                repeat.rankTimeUs.push_back(times.at(t).toDouble());
            }
            p.repeatSamples << repeat;
        }
        p.wrongWords = f.optInteger("wrong_words"_k).value_or(0);
        p.killRank = f.optInt("kill_rank"_k);
        p.recoveryUs = f.summary("recovery_us"_k);
        out.phases << p;
    });
    out.path = out.stream.start.value(QLatin1StringView("path")).toString();
    out.ranks = out.stream.start.value(QLatin1StringView("ranks")).toInt();
    out.nodes = out.stream.start.value(QLatin1StringView("nodes")).toInt();
    out.mode = out.stream.start.value(QLatin1StringView("mode")).toString();
    return out;
}

ReplayResults AgentResults::parseReplay(const QByteArray& stream)
{
    ReplayResults out;
    readEvents(stream, out.stream, [&](const QString& type, const Fields& f, qint64) {
        if (type == QLatin1StringView("job_output")) {
            ++out.jobOutputLines;
            out.jobOutputTail << f.optString("line"_k);
            if (out.jobOutputTail.size() > kJobOutputTail)
                out.jobOutputTail.removeFirst();
        } else if (type == QLatin1StringView("replay_step")) {
            ReplayStep s;
            s.step = f.optInt("step"_k);
            s.stepUs = f.optNumber("step_us"_k);
            s.computeUs = f.optNumber("compute_us"_k);
            s.allreduceUs = f.optNumber("allreduce_us"_k);
            s.checkpointUs = f.optNumber("checkpoint_us"_k);
            s.tokensPerS = f.optNumber("tokens_per_s"_k);
            out.stepEvents << s;
        } else if (type == QLatin1StringView("replay_result")) {
            out.hasResult = true;
            out.mode = f.string("mode"_k);
            out.steps = f.integer32("steps"_k);
            out.stepTimeUs = f.summary("step_time_us"_k);
            out.computeUs = f.summary("compute_us"_k);
            out.allreduceUs = f.summary("allreduce_us"_k);
            out.checkpointUs = f.summary("checkpoint_us"_k);
            out.checkpoints = f.optInt("checkpoints"_k).value_or(0);
            out.allreduceBusbwGBs = f.optNumber("allreduce_busbw_gbs"_k);
            out.wrongElements = f.optInteger("wrong_elements"_k);
            out.tokensPerS = f.summary("tokens_per_s"_k);
            out.jobExitCode = f.optInt("job_exit_code"_k);
            out.jobSignal = f.optInt("job_signal"_k);
            out.jobStatus = f.optString("job_status"_k);
            out.wallS = f.optNumber("wall_s"_k);
        }
    });
    if (out.mode.isEmpty())
        out.mode = out.stream.start.value(QLatin1StringView("mode")).toString();
    return out;
}

CounterDeltas AgentResults::parseCounters(const QByteArray& stream)
{
    CounterDeltas out;
    readEvents(stream, out.stream, [&](const QString& type, const Fields& f, qint64 line) {
        if (type == QLatin1StringView("counters")) {
            CounterSnapshot s;
            s.line = line;
            s.host = f.optString("host"_k);
            s.time = f.optString("time"_k);
            s.timeMs = f.optInteger("time_ms"_k).value_or(0);
            const QJsonArray counters = f.array("counters"_k);
            for (qsizetype i = 0; i < counters.size(); ++i) {
                const Fields c = f.element("counters"_k, counters, i);
                s.counters << CounterValue{c.string("source"_k), c.string("device"_k),  c.optInt("port"_k),
                                           c.string("name"_k),   c.optString("unit"_k), c.integer("value"_k)};
            }
            s.notes = f.strings("notes"_k);
            out.snapshots << s;
        } else if (type == QLatin1StringView("counter_delta")) {
            CounterDelta d;
            d.line = line;
            d.phase = f.optString("phase"_k);
            d.from = f.optString("from"_k);
            d.to = f.optString("to"_k);
            d.intervalS = f.optNumber("interval_s"_k);
            const QJsonArray deltas = f.array("deltas"_k);
            for (qsizetype i = 0; i < deltas.size(); ++i) {
                const Fields c = f.element("deltas"_k, deltas, i);
                CounterChange change;
                change.source = c.string("source"_k);
                change.device = c.string("device"_k);
                change.port = c.optInt("port"_k);
                change.name = c.string("name"_k);
                change.unit = c.optString("unit"_k);
                change.before = c.integer("before"_k);
                change.after = c.integer("after"_k);
                change.delta = c.optInteger("delta"_k);
                change.perS = c.optNumber("per_s"_k);
                change.reset = c.optBool("reset"_k, false);
                if (!change.delta && !change.reset)
                    c.fail("delta"_k, AgentResults::tr("null without \"reset\": true"));
                d.changes << change;
            }
            d.unchanged = f.optInt("unchanged"_k).value_or(0);
            const QJsonArray alarms = f.array("alarms"_k);
            for (qsizetype i = 0; i < alarms.size(); ++i) {
                const Fields a = f.element("alarms"_k, alarms, i);
                CounterAlarm alarm;
                alarm.source = a.string("source"_k);
                alarm.device = a.string("device"_k);
                alarm.port = a.optInt("port"_k);
                alarm.name = a.string("name"_k);
                alarm.delta = a.optInteger("delta"_k);
                alarm.perS = a.optNumber("per_s"_k);
                alarm.limit = a.string("limit"_k);
                alarm.threshold = a.optNumber("threshold"_k);
                const QString severity = a.string("severity"_k);
                if (severity == QLatin1StringView("warning"))
                    alarm.severity = AlarmSeverity::Warning;
                else if (severity == QLatin1StringView("critical"))
                    alarm.severity = AlarmSeverity::Critical;
                else
                    a.fail("severity"_k, AgentResults::tr("\"%1\" is neither warning nor critical").arg(severity));
                alarm.ruleCounter = a.optString("rule_counter"_k);
                alarm.ruleOrigin = a.optString("rule_origin"_k);
                d.alarms << alarm;
            }
            d.notes = f.strings("notes"_k);
            out.deltas << d;
        }
    });
    return out;
}

FaultEvents AgentResults::parseFault(const QByteArray& stream)
{
    FaultEvents out;
    readEvents(stream, out.stream, [&](const QString& type, const Fields& f, qint64 line) {
        if (type == QLatin1StringView("fault_plan") || type == QLatin1StringView("fault_applied")) {
            FaultApplied a;
            a.line = line;
            a.dryRun = type == QLatin1StringView("fault_plan");
            a.id = a.dryRun ? f.optString("id"_k) : f.string("id"_k);
            a.kind = f.string("kind"_k);
            a.interface = f.optString("interface"_k);
            a.ttlS = f.optInt("ttl_s"_k).value_or(0);
            a.leaseS = f.optInt("lease_s"_k).value_or(0);
            a.commands = f.strings("commands"_k);
            a.revertCommands = f.strings("revert_commands"_k);
            a.note = f.optString("note"_k);
            a.deadline = f.optString("deadline"_k);
            a.deadlineMs = f.optInteger("deadline_ms"_k).value_or(0);
            a.path = f.optString("path"_k);
            a.bytes = f.optInteger("bytes"_k);
            a.match = f.optString("match"_k);
            a.afterS = f.optInt("after_s"_k).value_or(0);
            a.killedPids = f.integers("killed_pids"_k);
            out.applied << a;
        } else if (type == QLatin1StringView("fault_fired")) {
            out.fired << FaultFired{line, f.string("id"_k), f.optString("time"_k), f.integers("killed_pids"_k)};
        } else if (type == QLatin1StringView("fault_reverted")) {
            FaultReverted r;
            r.line = line;
            r.id = f.string("id"_k);
            r.kind = f.optString("kind"_k);
            r.interface = f.optString("interface"_k);
            r.reason = f.string("reason"_k);
            r.time = f.optString("time"_k);
            const QJsonArray commands = f.array("commands"_k);
            for (qsizetype i = 0; i < commands.size(); ++i) {
                const Fields c = f.element("commands"_k, commands, i);
                r.commands << FaultCommandResult{c.string("command"_k), c.optInt("exit_code"_k),
                                                 c.optString("output"_k)};
            }
            r.ok = f.boolean("ok"_k);
            out.reverted << r;
        }
    });
    return out;
}

CounterDelta AgentResults::deltaBetween(const CounterSnapshot& before, const CounterSnapshot& after)
{
    const auto key = [](const CounterValue& v) {
        return v.source + QLatin1Char('/') + v.device + QLatin1Char('/') +
               (v.port ? QString::number(*v.port) : QString()) + QLatin1Char('/') + v.name;
    };
    QHash<QString, qint64> earlier;
    for (const CounterValue& v : before.counters)
        earlier.insert(key(v), v.value);
    CounterDelta d;
    d.from = before.time;
    d.to = after.time;
    if (before.timeMs > 0 && after.timeMs > before.timeMs)
        d.intervalS = double(after.timeMs - before.timeMs) / 1000.0;
    int missing = 0;
    for (const CounterValue& v : after.counters) {
        const auto it = earlier.constFind(key(v));
        if (it == earlier.cend()) {
            ++missing;
            continue;
        }
        if (it.value() == v.value) {
            ++d.unchanged;
            continue;
        }
        CounterChange c;
        c.source = v.source;
        c.device = v.device;
        c.port = v.port;
        c.name = v.name;
        c.unit = v.unit;
        c.before = it.value();
        c.after = v.value;
        if (v.value < it.value()) {
            c.reset = true;
        } else {
            c.delta = v.value - it.value();
            if (isKnown(d.intervalS))
                c.perS = double(*c.delta) / d.intervalS;
        }
        d.changes << c;
    }
    d.notes = before.notes;
    for (const QString& note : after.notes) {
        if (!d.notes.contains(note))
            d.notes << note;
    }
    if (missing > 0)
        d.notes << tr("%n counter(s) missing from the earlier snapshot", nullptr, missing);
    d.notes << tr("computed from two snapshots: no alarm rules were applied");
    return d;
}

} // namespace fw::core
