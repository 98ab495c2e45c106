// SPDX-License-Identifier: Apache-2.0
#include "ingest/agentresults.h"

#include "base/patternformat.h"
#include "base/protocol.h"
#include "ingest/agentstreamreader.h"

#include <QJsonArray>
#include <QJsonParseError>
#include <cmath>
#include <limits>

namespace fw::core {

namespace {

namespace field = base::protocol::field;
using Type = AgentEvent::Type;

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

    QString path(std::string_view key) const
    {
        return m_prefix.isEmpty() ? QString(protocolText(key)) : m_prefix + QLatin1Char('.') + protocolText(key);
    }
    [[noreturn]] void fail(std::string_view key, const QString& message) const { throw FieldError{path(key), message}; }

    QJsonValue required(std::string_view key) const
    {
        const QJsonValue v = m_object.value(protocolText(key));
        if (v.isUndefined())
            fail(key, AgentResults::tr("missing"));
        return v;
    }

    QString string(std::string_view key) const
    {
        const QJsonValue v = required(key);
        if (!v.isString())
            fail(key, AgentResults::tr("expected a string"));
        return v.toString();
    }
    // Missing or null gives an empty string.
    QString optString(std::string_view key) const
    {
        const QJsonValue v = m_object.value(protocolText(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isString())
            fail(key, AgentResults::tr("expected a string"));
        return v.toString();
    }
    double number(std::string_view key) const
    {
        const QJsonValue v = required(key);
        if (!v.isDouble())
            fail(key, AgentResults::tr("expected a number"));
        return v.toDouble();
    }
    // Missing or null gives NaN ("not reported").
    double optNumber(std::string_view key) const
    {
        const QJsonValue v = m_object.value(protocolText(key));
        if (v.isUndefined() || v.isNull())
            return kUnknown;
        if (!v.isDouble())
            fail(key, AgentResults::tr("expected a number"));
        return v.toDouble();
    }
    qint64 integer(std::string_view key) const
    {
        const QJsonValue v = required(key);
        return toInteger(key, v);
    }
    std::optional<qint64> optInteger(std::string_view key) const
    {
        const QJsonValue v = m_object.value(protocolText(key));
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        return toInteger(key, v);
    }
    std::optional<int> optInt(std::string_view key) const
    {
        const std::optional<qint64> v = optInteger(key);
        if (v && (*v < std::numeric_limits<int>::min() || *v > std::numeric_limits<int>::max()))
            fail(key, AgentResults::tr("out of range"));
        return v ? std::optional<int>(int(*v)) : std::nullopt;
    }
    int integer32(std::string_view key) const
    {
        const std::optional<int> v = optInt(key);
        if (!v) {
            required(key);
            fail(key, AgentResults::tr("expected an integer"));
        }
        return *v;
    }
    bool boolean(std::string_view key) const
    {
        const QJsonValue v = required(key);
        if (!v.isBool())
            fail(key, AgentResults::tr("expected true or false"));
        return v.toBool();
    }
    bool optBool(std::string_view key, bool fallback) const
    {
        const QJsonValue v = m_object.value(protocolText(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (!v.isBool())
            fail(key, AgentResults::tr("expected true or false"));
        return v.toBool();
    }
    // Missing or null gives an empty array.
    QJsonArray array(std::string_view key) const
    {
        const QJsonValue v = m_object.value(protocolText(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isArray())
            fail(key, AgentResults::tr("expected an array"));
        return v.toArray();
    }
    // An object member; none when missing or null.
    std::optional<Fields> member(std::string_view key) const
    {
        const QJsonValue v = m_object.value(protocolText(key));
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        if (!v.isObject())
            fail(key, AgentResults::tr("expected an object"));
        return Fields(v.toObject(), path(key));
    }
    Fields element(std::string_view key, const QJsonArray& array, qsizetype index) const
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
    QList<T> elements(std::string_view key, const QString& expected, Read read) const
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
    QList<qint64> integers(std::string_view key) const
    {
        return elements<qint64>(key, AgentResults::tr("expected an integer"),
                                [](const QJsonValue& v) -> std::optional<qint64> {
                                    const double d = v.toDouble(0.5);
                                    return v.isDouble() && d == std::floor(d) ? std::optional(qint64(d)) : std::nullopt;
                                });
    }
    QStringList strings(std::string_view key) const
    {
        return elements<QString>(key, AgentResults::tr("expected a string"), [](const QJsonValue& v) {
            return v.isString() ? std::optional(v.toString()) : std::nullopt;
        });
    }
    // Missing or null gives an empty summary.
    ValueSummary summary(std::string_view key) const
    {
        const QJsonValue v = m_object.value(protocolText(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isObject())
            fail(key, AgentResults::tr("expected a summary object"));
        const Fields s(v.toObject(), path(key));
        ValueSummary out;
        out.count = s.integer32(field::kCount);
        if (out.count < 0)
            s.fail(field::kCount, AgentResults::tr("negative"));
        out.min = s.optNumber(field::kMin);
        out.avg = s.optNumber(field::kAvg);
        out.max = s.optNumber(field::kMax);
        out.p50 = s.optNumber(field::kP50);
        out.p95 = s.optNumber(field::kP95);
        out.p99 = s.optNumber(field::kP99);
        out.p999 = s.optNumber(field::kP999);
        return out;
    }

private:
    qint64 toInteger(std::string_view key, const QJsonValue& v) const
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

AgentMessage readMessage(const Fields& f, qint64 line)
{
    AgentMessage m;
    m.line = line;
    m.message = f.string(field::kMessage);
    m.rank = f.optInt(field::kRank);
    m.host = f.optString(field::kHost);
    m.path = f.optString(field::kPath);
    m.errorName = f.optString(field::kErrno);
    return m;
}

QString commandOfStart(const AgentEvent& start)
{
    const QString command = start.string(field::kCommand);
    if (!command.isEmpty())
        return command;
    if (start.object().contains(protocolText(field::kCollective)))
        return QStringLiteral("bench");
    return {};
}

// Walks the stream's events, handling those every subcommand shares and passing the rest to `handle`.
template <typename Handler> void readEvents(const QByteArray& stream, AgentStreamInfo& info, Handler&& handle)
{
    AgentStreamReader reader(stream);
    AgentEvent event;
    while (reader.next(event)) {
        const qint64 lineNumber = reader.lineNumber();
        if (!event.isObject()) {
            if (!reader.lineComplete()) {
                info.truncated = true;
                return;
            }
            const QJsonParseError& parseError = event.parseError();
            const QString why = parseError.error != QJsonParseError::NoError
                                    ? AgentResults::tr("not valid JSON (%1 at offset %2)")
                                          .arg(parseError.errorString())
                                          .arg(parseError.offset)
                                    : AgentResults::tr("not a JSON object");
            info.error = AgentStreamError{lineNumber, QString(), why};
            return;
        }
        try {
            const Fields f(event.object(), QString());
            if (!event.hasKnownVersion()) {
                const qint64 version = f.integer(field::kVersion); // throws when missing or not an integer
                f.fail(field::kVersion, AgentResults::tr("protocol version %1 is not supported (this reader knows %2)")
                                            .arg(version)
                                            .arg(base::protocol::kSchemaVersion));
            }
            if (!event.hasType())
                f.string(field::kType); // throws: missing or not a string
            switch (event.type()) {
            case Type::Start:
                info.start = event.object();
                info.command = commandOfStart(event);
                info.agentVersion = f.optString(field::kAgentVersion);
                info.startTime = f.optString(field::kStartTime);
                break;
            case Type::End:
                info.hasEnd = true;
                info.endStatus = f.string(field::kStatus);
                info.endMessage = f.optString(field::kMessage);
                info.endTime = f.optString(field::kEndTime);
                info.wrongTotal = f.optInteger(field::kWrongTotal);
                break;
            case Type::Error:
                info.errors << readMessage(f, lineNumber);
                break;
            case Type::Warning:
                info.warnings << readMessage(f, lineNumber);
                break;
            default:
                handle(event.type(), f, lineNumber);
                break;
            }
        } catch (const FieldError& e) {
            info.error = AgentStreamError{lineNumber, e.field, e.message};
            return;
        }
        ++info.lines;
    }
}

} // namespace

AgentStreamInfo AgentResults::parseInfo(const QByteArray& stream)
{
    AgentStreamInfo info;
    readEvents(stream, info, [](Type, const Fields&, qint64) {});
    return info;
}

StorageResults AgentResults::parseStorage(const QByteArray& stream)
{
    StorageResults out;
    readEvents(stream, out.stream, [&](Type type, const Fields& f, qint64) {
        if (type != Type::StorageResult)
            return;
        StoragePhaseResult p;
        p.phase = f.string(field::kPhase);
        p.repeats = f.integer32(field::kRepeats);
        p.bytesPerRank = f.integer(field::kBytesPerRank);
        p.totalBytes = f.integer(field::kTotalBytes);
        p.fsync = f.optBool(field::kFsync, false);
        p.cacheBypass = f.optString(field::kCacheBypass);
        p.maxResidentFraction = f.optNumber(field::kMaxResidentFraction);
        p.aggregateGBs = f.summary(field::kAggregateGBs);
        p.slowestRankTimeUs = f.summary(field::kSlowestRankTimeUs);
        const QJsonArray ranks = f.array(field::kRankStats);
        for (qsizetype i = 0; i < ranks.size(); ++i) {
            const Fields r = f.element(field::kRankStats, ranks, i);
            p.ranks << StorageRankStats{r.integer32(field::kRank), r.optString(field::kHost), r.summary(field::kGBs),
                                        r.summary(field::kTimeUs)};
        }
        const QJsonArray repeats = f.array(field::kRepeatSamples);
        for (qsizetype i = 0; i < repeats.size(); ++i) {
            const Fields r = f.element(field::kRepeatSamples, repeats, i);
            StorageRepeat repeat;
            repeat.repeat = r.integer32(field::kRepeat);
            repeat.aggregateGBs = r.optNumber(field::kAggregateGBs);
            const QJsonArray times = r.array(field::kRankTimeUs);
            for (qsizetype t = 0; t < times.size(); ++t) {
                if (!times.at(t).isDouble())
                    throw FieldError{r.path(field::kRankTimeUs) + QStringLiteral("[%1]").arg(t),
                                     AgentResults::tr("expected a number")};
                repeat.rankTimeUs.push_back(times.at(t).toDouble());
            }
            p.repeatSamples << repeat;
        }
        p.wrongWords = f.optInteger(field::kWrongWords).value_or(0);
        p.killRank = f.optInt(field::kKillRank);
        p.recoveryUs = f.summary(field::kRecoveryUs);
        p.tornBytes = f.integers(field::kTornBytes);
        out.phases << p;
    });
    out.path = out.stream.start.value(protocolText(field::kPath)).toString();
    out.ranks = out.stream.start.value(protocolText(field::kRanks)).toInt();
    out.nodes = out.stream.start.value(protocolText(field::kNodes)).toInt();
    out.mode = out.stream.start.value(protocolText(field::kMode)).toString();
    if (const QJsonValue killRank = out.stream.start.value(protocolText(field::kKillRank)); killRank.isDouble())
        out.killRank = killRank.toInt();
    return out;
}

ReplayResults AgentResults::parseReplay(const QByteArray& stream)
{
    ReplayResults out;
    readEvents(stream, out.stream, [&](Type type, const Fields& f, qint64) {
        if (type == Type::JobOutput) {
            ++out.jobOutputLines;
            out.jobOutputTail << f.optString(field::kLine);
            if (out.jobOutputTail.size() > kJobOutputTail)
                out.jobOutputTail.removeFirst();
        } else if (type == Type::ReplayStep) {
            ReplayStep s;
            s.step = f.optInt(field::kStep);
            s.stepUs = f.optNumber(field::kStepUs);
            s.computeUs = f.optNumber(field::kComputeUs);
            s.allreduceUs = f.optNumber(field::kAllreduceUs);
            s.checkpointUs = f.optNumber(field::kCheckpointUs);
            s.tokensPerS = f.optNumber(field::kTokensPerS);
            s.exposedUs = f.optNumber(field::kExposedUs);
            s.latencyUs = f.optNumber(field::kLatencyUs);
            out.stepEvents << s;
        } else if (type == Type::ReplayResult) {
            out.hasResult = true;
            out.mode = f.string(field::kMode);
            out.steps = f.integer32(field::kSteps);
            out.stepTimeUs = f.summary(field::kStepTimeUs);
            out.computeUs = f.summary(field::kComputeUs);
            out.allreduceUs = f.summary(field::kAllreduceUs);
            out.checkpointUs = f.summary(field::kCheckpointUs);
            out.checkpoints = f.optInt(field::kCheckpoints).value_or(0);
            out.allreduceBusbwGBs = f.optNumber(field::kAllreduceBusbwGBs);
            out.wrongElements = f.optInteger(field::kWrongElements);
            out.tokensPerS = f.summary(field::kTokensPerS);
            out.jobExitCode = f.optInt(field::kJobExitCode);
            out.jobSignal = f.optInt(field::kJobSignal);
            out.jobStatus = f.optString(field::kJobStatus);
            out.wallS = f.optNumber(field::kWallS);
            out.exposedUs = f.summary(field::kExposedUs);
            out.requestLatencyUs = f.summary(field::kRequestLatencyUs);
            if (const std::optional<Fields> i = f.member(field::kIsolation)) {
                out.soloP99Us = i->optNumber(field::kSoloP99Us);
                out.sharedP99Us = i->optNumber(field::kSharedP99Us);
                out.p99Inflation = i->optNumber(field::kP99Inflation);
                out.inflationOfLatency = i->optString(field::kMeasure) == protocolText(field::kRequestLatencyP99);
                out.besideSteps = i->optInt(field::kAggressorSteps).value_or(0);
            }
            const QJsonArray collectives = f.array(field::kCollectiveUs);
            for (qsizetype i = 0; i < collectives.size(); ++i) {
                const Fields c = f.element(field::kCollectiveUs, collectives, i);
                out.collectives << ReplayCollectiveTime{c.integer32(base::pattern::kOrder),
                                                        c.string(base::pattern::kCollective),
                                                        c.summary(field::kTimeUs)};
            }
        }
    });
    if (out.mode.isEmpty())
        out.mode = out.stream.start.value(protocolText(field::kMode)).toString();
    out.patternPath = out.stream.start.value(protocolText(field::kPatternPath)).toString();
    out.arrivalRatePerS = out.stream.start.value(protocolText(field::kArrivalRatePerS)).toDouble(kUnknown);
    return out;
}

CounterDeltas AgentResults::parseCounters(const QByteArray& stream)
{
    CounterDeltas out;
    readEvents(stream, out.stream, [&](Type type, const Fields& f, qint64 line) {
        if (type == Type::Counters) {
            CounterSnapshot s;
            s.line = line;
            s.host = f.optString(field::kHost);
            s.time = f.optString(field::kTime);
            s.timeMs = f.optInteger(field::kTimeMs).value_or(0);
            const QJsonArray counters = f.array(field::kCounters);
            for (qsizetype i = 0; i < counters.size(); ++i) {
                const Fields c = f.element(field::kCounters, counters, i);
                s.counters << CounterValue{c.string(field::kSource),  c.string(field::kDevice),
                                           c.optInt(field::kPort),    c.string(field::kName),
                                           c.optString(field::kUnit), c.integer(field::kValue)};
            }
            s.notes = f.strings(field::kNotes);
            out.snapshots << s;
        } else if (type == Type::CounterDelta) {
            CounterDelta d;
            d.line = line;
            d.phase = f.optString(field::kPhase);
            d.from = f.optString(field::kFrom);
            d.to = f.optString(field::kTo);
            d.intervalS = f.optNumber(field::kIntervalS);
            const QJsonArray deltas = f.array(field::kDeltas);
            for (qsizetype i = 0; i < deltas.size(); ++i) {
                const Fields c = f.element(field::kDeltas, deltas, i);
                CounterChange change;
                change.source = c.string(field::kSource);
                change.device = c.string(field::kDevice);
                change.port = c.optInt(field::kPort);
                change.name = c.string(field::kName);
                change.unit = c.optString(field::kUnit);
                change.before = c.integer(field::kBefore);
                change.after = c.integer(field::kAfter);
                change.delta = c.optInteger(field::kDelta);
                change.perS = c.optNumber(field::kPerS);
                change.reset = c.optBool(field::kReset, false);
                if (!change.delta && !change.reset)
                    c.fail(field::kDelta, AgentResults::tr("null without \"reset\": true"));
                d.changes << change;
            }
            d.unchanged = f.optInt(field::kUnchanged).value_or(0);
            const QJsonArray alarms = f.array(field::kAlarms);
            for (qsizetype i = 0; i < alarms.size(); ++i) {
                const Fields a = f.element(field::kAlarms, alarms, i);
                CounterAlarm alarm;
                alarm.source = a.string(field::kSource);
                alarm.device = a.string(field::kDevice);
                alarm.port = a.optInt(field::kPort);
                alarm.name = a.string(field::kName);
                alarm.delta = a.optInteger(field::kDelta);
                alarm.perS = a.optNumber(field::kPerS);
                alarm.limit = a.string(field::kLimit);
                alarm.threshold = a.optNumber(field::kThreshold);
                const QString severity = a.string(field::kSeverity);
                if (severity == protocolText(base::protocol::value::kWarning))
                    alarm.severity = AlarmSeverity::Warning;
                else if (severity == protocolText(base::protocol::value::kCritical))
                    alarm.severity = AlarmSeverity::Critical;
                else
                    a.fail(field::kSeverity, AgentResults::tr("\"%1\" is neither warning nor critical").arg(severity));
                alarm.ruleCounter = a.optString(field::kRuleCounter);
                alarm.ruleOrigin = a.optString(field::kRuleOrigin);
                d.alarms << alarm;
            }
            d.notes = f.strings(field::kNotes);
            out.deltas << d;
        }
    });
    return out;
}

FaultEvents AgentResults::parseFault(const QByteArray& stream)
{
    FaultEvents out;
    readEvents(stream, out.stream, [&](Type type, const Fields& f, qint64 line) {
        if (type == Type::FaultPlan || type == Type::FaultApplied) {
            FaultApplied a;
            a.line = line;
            a.dryRun = type == Type::FaultPlan;
            a.id = a.dryRun ? f.optString(field::kId) : f.string(field::kId);
            a.kind = f.string(field::kKind);
            a.interface = f.optString(field::kInterface);
            a.ttlS = f.optInt(field::kTtlS).value_or(0);
            a.leaseS = f.optInt(field::kLeaseS).value_or(0);
            a.commands = f.strings(field::kCommands);
            a.revertCommands = f.strings(field::kRevertCommands);
            a.note = f.optString(field::kNote);
            a.reach = f.optString(field::kReach);
            a.deadline = f.optString(field::kDeadline);
            a.deadlineMs = f.optInteger(field::kDeadlineMs).value_or(0);
            a.path = f.optString(field::kPath);
            a.bytes = f.optInteger(field::kBytes);
            a.match = f.optString(field::kMatch);
            a.afterS = f.optInt(field::kAfterS).value_or(0);
            a.killedPids = f.integers(field::kKilledPids);
            out.applied << a;
        } else if (type == Type::FaultFired) {
            out.fired << FaultFired{line, f.string(field::kId), f.optString(field::kTime),
                                    f.integers(field::kKilledPids)};
        } else if (type == Type::FaultReverted) {
            FaultReverted r;
            r.line = line;
            r.id = f.string(field::kId);
            r.kind = f.optString(field::kKind);
            r.interface = f.optString(field::kInterface);
            r.reason = f.string(field::kReason);
            r.time = f.optString(field::kTime);
            const QJsonArray commands = f.array(field::kCommands);
            for (qsizetype i = 0; i < commands.size(); ++i) {
                const Fields c = f.element(field::kCommands, commands, i);
                r.commands << FaultCommandResult{c.string(field::kCommand), c.optInt(field::kExitCode),
                                                 c.optString(field::kOutput)};
            }
            r.ok = f.boolean(field::kOk);
            out.reverted << r;
        }
    });
    return out;
}

} // namespace fw::core
