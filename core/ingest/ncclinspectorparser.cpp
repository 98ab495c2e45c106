// SPDX-License-Identifier: Apache-2.0
#include "ingest/ncclinspectorparser.h"

#include "base/stats.h"
#include "ingest/importerror.h"
#include "ingest/jsonreader.h"
#include "ingest/rowoutput.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <vector>

namespace fw::core {

namespace {

using Token = JsonReader::Token;

// The Inspector's operation names (ncclFuncToString in inspector.cc) and the names the project uses.
constexpr std::pair<const char*, const char*> kOperations[] = {
    {"AllReduce", "all_reduce"},
    {"AllGather", "all_gather"},
    {"AllGatherV", "all_gather_v"},
    {"ReduceScatter", "reduce_scatter"},
    {"Broadcast", "broadcast"},
    {"Reduce", "reduce"},
    {"All2All", "all_to_all"},
    {"SendRecv", "send_recv"},
    {"Send", "send"},
    {"Recv", "recv"},
};

QString testName(const QString& operation)
{
    for (const auto& [inspector, name] : kOperations) {
        if (operation == QLatin1String(inspector))
            return QString::fromLatin1(name);
    }
    return operation.toLower();
}

// How the Inspector turns a call into bandwidth (inspectorComputeOpBw): the bytes moved are the message size times
// `sizeFactor`, and busbw is algbw times `busFactor`, the nccl-tests factors (doc/PERFORMANCE.md). The rows store
// the bytes moved as their size, which is what nccl-tests prints in its size column for every collective.
struct Scaling
{
    double sizeFactor = 1;
    double busFactor = 1;
};

std::optional<Scaling> scaling(const QString& operation, bool p2p, int ranks)
{
    const double n = ranks;
    if (p2p || operation == QLatin1String("Reduce") || operation == QLatin1String("Broadcast") ||
        operation == QLatin1String("SendRecv") || operation == QLatin1String("Send") ||
        operation == QLatin1String("Recv"))
        return Scaling{};
    if (operation == QLatin1String("AllReduce"))
        return Scaling{1, 2 * (n - 1) / n};
    if (operation == QLatin1String("AllGather") || operation == QLatin1String("AllGatherV") ||
        operation == QLatin1String("ReduceScatter"))
        return Scaling{n, (n - 1) / n};
    return std::nullopt; // All2All and anything newer: the Inspector reports no bandwidth for it
}

constexpr std::size_t kMaxRuns = 10000;

// One record as the Inspector writes it.
struct Record
{
    qint64 line = 0;
    QString commId;
    QString commName;
    std::optional<int> rank;
    std::optional<int> ranks;
    std::optional<int> nodes;
    QString formatVersion;
    QString gitRev;
    QString mechanism;
    QString host;
    std::optional<qint64> pid;
    double dumpUs = kUnknown;
    bool perf = false;
    bool p2p = false;
    QString operation;
    double sizeBytes = kUnknown;
    double timeUs = kUnknown;
    QString timingSource;
    std::optional<int> peer;
};

// The calls of one operation on one communicator, as one rank saw them: one run.
struct Group
{
    Record first;
    std::map<qint64, std::vector<float>> times; // by the Inspector's message size, in call order
    QMap<QString, int> timingSources;
    QMap<int, int> peers;
    qint64 calls = 0;
    double firstDumpUs = kUnknown;
    double lastDumpUs = kUnknown;
};

class Parser
{
public:
    Parser(JsonReader& json, const QString& fileName, ResultSink* sink)
        : m_json(json), m_fileName(fileName), m_out(sink)
    {}
    QList<BenchmarkRun> parse();

private:
    Record record();
    void header(Record& r);
    void metadata(Record& r);
    void perf(Record& r, bool p2p);
    void beginObject(Token t, const char* key);
    int integer(Token t, const char* key, qint64 low, qint64 high);
    [[noreturn]] void missing(const Record& r, const QString& field) const;
    void add(const Record& r);
    BenchmarkRun run(const Group& group);

    JsonReader& m_json;
    QString m_fileName;
    RowOutput m_out;
    std::map<QString, Group> m_groups;
    std::vector<QString> m_order; // keys of m_groups in the order the records first appear
};

QList<BenchmarkRun> Parser::parse()
{
    m_json.setValueSequence(true);
    qint64 records = 0;
    for (Token t = m_json.next(); t != Token::End; t = m_json.next()) {
        if (t != Token::ObjectBegin) {
            m_json.fail(NcclInspectorParser::tr("expected a JSON object per record, as the NCCL Inspector writes "
                                                "them"));
        }
        const Record r = record();
        ++records;
        if (r.perf)
            add(r);
    }
    if (m_order.empty()) {
        throw ImportError(m_fileName, 0,
                          records == 0 ? NcclInspectorParser::tr("the file holds no NCCL Inspector records")
                                       : NcclInspectorParser::tr(
                                             "none of the %n JSON object(s) is an NCCL Inspector record with "
                                             "\"coll_perf\" or \"p2p_perf\"",
                                             nullptr, int(qMin<qint64>(records, std::numeric_limits<int>::max()))));
    }
    QList<BenchmarkRun> runs;
    for (const QString& key : m_order)
        runs << run(m_groups.at(key));
    return runs;
}

void Parser::beginObject(Token t, const char* key)
{
    if (t != Token::ObjectBegin)
        m_json.fail(NcclInspectorParser::tr("expected an object for \"%1\"").arg(QLatin1String(key)));
}

int Parser::integer(Token t, const char* key, qint64 low, qint64 high)
{
    const double value = m_json.numberValue(t, key);
    if (!(value >= double(low) && value <= double(high)) || value != std::floor(value)) {
        m_json.fail(NcclInspectorParser::tr("expected a whole number from %1 to %2 for \"%3\"")
                        .arg(low)
                        .arg(high)
                        .arg(QLatin1String(key)));
    }
    return int(value);
}

void Parser::missing(const Record& r, const QString& field) const
{
    throw ImportError(m_fileName, r.line,
                      NcclInspectorParser::tr("the NCCL Inspector record that starts here has no \"%1\"").arg(field));
}

Record Parser::record()
{
    Record r;
    r.line = m_json.line();
    m_json.forEachField([&](const std::string& key, Token t) {
        if (key == "header") {
            beginObject(t, "header");
            header(r);
        } else if (key == "metadata") {
            beginObject(t, "metadata");
            metadata(r);
        } else if (key == "coll_perf" || key == "p2p_perf") {
            beginObject(t, key.c_str());
            if (r.perf)
                m_json.fail(NcclInspectorParser::tr("a record holds both \"coll_perf\" and \"p2p_perf\""));
            perf(r, key == "p2p_perf");
        } else {
            m_json.skipValue(t);
        }
    });
    if (!r.perf)
        return r;
    if (!r.rank)
        missing(r, QStringLiteral("header.rank"));
    if (!r.ranks)
        missing(r, QStringLiteral("header.n_ranks"));
    if (*r.rank >= *r.ranks) {
        throw ImportError(m_fileName, r.line,
                          NcclInspectorParser::tr("the rank %1 in \"header.rank\" is not below \"header.n_ranks\" (%2)")
                              .arg(*r.rank)
                              .arg(*r.ranks));
    }
    const QString prefix = r.p2p ? QStringLiteral("p2p_perf.") : QStringLiteral("coll_perf.");
    const QString kind = r.p2p ? QStringLiteral("p2p") : QStringLiteral("coll");
    if (r.operation.isEmpty())
        missing(r, prefix + kind);
    if (!isKnown(r.sizeBytes))
        missing(r, prefix + kind + QStringLiteral("_msg_size_bytes"));
    if (!isKnown(r.timeUs))
        missing(r, prefix + kind + QStringLiteral("_exec_time_us"));
    return r;
}

void Parser::header(Record& r)
{
    m_json.forEachField([&](const std::string& key, Token t) {
        if (key == "id")
            r.commId = m_json.stringValue(t, "id");
        else if (key == "comm_name")
            r.commName = m_json.stringValue(t, "comm_name");
        else if (key == "rank")
            r.rank = integer(t, "rank", 0, 1 << 24);
        else if (key == "n_ranks")
            r.ranks = integer(t, "n_ranks", 1, 1 << 24);
        else if (key == "nnodes")
            r.nodes = integer(t, "nnodes", 0, 1 << 24);
        else
            m_json.skipValue(t);
    });
}

void Parser::metadata(Record& r)
{
    m_json.forEachField([&](const std::string& key, Token t) {
        if (key == "inspector_output_format_version")
            r.formatVersion = m_json.stringValue(t, "inspector_output_format_version");
        else if (key == "git_rev")
            r.gitRev = m_json.stringValue(t, "git_rev");
        else if (key == "rec_mechanism")
            r.mechanism = m_json.stringValue(t, "rec_mechanism");
        else if (key == "hostname")
            r.host = m_json.stringValue(t, "hostname");
        else if (key == "pid")
            r.pid = integer(t, "pid", 0, std::numeric_limits<int>::max());
        else if (key == "dump_timestamp_us")
            r.dumpUs = m_json.numberValue(t, "dump_timestamp_us");
        else
            m_json.skipValue(t);
    });
}

void Parser::perf(Record& r, bool p2p)
{
    r.perf = true;
    r.p2p = p2p;
    const std::string kind = p2p ? "p2p" : "coll";
    m_json.forEachField([&](const std::string& key, Token t) {
        if (key == kind) {
            r.operation = m_json.stringValue(t, key.c_str());
            if (r.operation.isEmpty())
                m_json.fail(NcclInspectorParser::tr("expected the operation's name for \"%1\"")
                                .arg(QString::fromStdString(key)));
        } else if (key == kind + "_msg_size_bytes") {
            r.sizeBytes = m_json.numberValue(t, key.c_str());
            if (!(r.sizeBytes >= 0 && r.sizeBytes < 9e18) || r.sizeBytes != std::floor(r.sizeBytes))
                m_json.fail(NcclInspectorParser::tr("expected a message size in bytes for \"%1\"")
                                .arg(QString::fromStdString(key)));
        } else if (key == kind + "_exec_time_us") {
            r.timeUs = m_json.numberValue(t, key.c_str());
            if (!(r.timeUs >= 0 && r.timeUs < 1e15))
                m_json.fail(NcclInspectorParser::tr("expected a time in microseconds for \"%1\"")
                                .arg(QString::fromStdString(key)));
        } else if (key == kind + "_timing_source") {
            r.timingSource = m_json.stringValue(t, key.c_str());
        } else if (key == "p2p_peer") {
            r.peer = integer(t, "p2p_peer", -1, 1 << 24);
        } else {
            m_json.skipValue(t); // sequence numbers, the Inspector's own bandwidths, event traces (verbose mode)
        }
    });
}

void Parser::add(const Record& r)
{
    const QChar separator(0x1f);
    const QString key = QStringList{r.commId,
                                    QString::number(*r.rank),
                                    r.host,
                                    r.pid ? QString::number(*r.pid) : QString(),
                                    r.p2p ? QStringLiteral("p2p") : QStringLiteral("coll"),
                                    r.operation}
                            .join(separator);
    // Every run holds its calls' times until the end of the file: a bound on the runs keeps a file of records
    // that each name a communicator of their own from holding a run per record.
    if (m_order.size() >= kMaxRuns && !m_groups.contains(key)) {
        throw ImportError(m_fileName, r.line,
                          NcclInspectorParser::tr("more than %1 pairs of communicator and operation; the import reads "
                                                  "at most %1 from one file")
                              .arg(kMaxRuns));
    }
    auto [it, inserted] = m_groups.try_emplace(key);
    Group& group = it->second;
    if (inserted) {
        group.first = r;
        m_order.push_back(key);
    } else if (*r.ranks != *group.first.ranks) {
        throw ImportError(m_fileName, r.line,
                          NcclInspectorParser::tr("\"header.n_ranks\" is %1, but earlier records of the same "
                                                  "communicator say %2")
                              .arg(*r.ranks)
                              .arg(*group.first.ranks));
    }
    group.times[qint64(r.sizeBytes)].push_back(float(r.timeUs));
    ++group.calls;
    if (!r.timingSource.isEmpty())
        ++group.timingSources[r.timingSource];
    if (r.peer)
        ++group.peers[*r.peer];
    if (isKnown(r.dumpUs)) {
        group.firstDumpUs = isKnown(group.firstDumpUs) ? qMin(group.firstDumpUs, r.dumpUs) : r.dumpUs;
        group.lastDumpUs = isKnown(group.lastDumpUs) ? qMax(group.lastDumpUs, r.dumpUs) : r.dumpUs;
    }
}

BenchmarkRun Parser::run(const Group& group)
{
    const Record& first = group.first;
    const int ranks = *first.ranks;
    BenchmarkRun run;
    run.tool = QStringLiteral("nccl-inspector");
    run.toolVersion = first.formatVersion;
    run.testName = testName(first.operation);
    run.backend = QStringLiteral("nccl");
    run.ranks = ranks;
    if (first.nodes && *first.nodes > 0)
        run.nodes = *first.nodes;
    run.placements << RankPlacement{*first.rank, first.host, {}, {}};

    const std::optional<Scaling> scale = scaling(first.operation, first.p2p, ranks);
    for (const auto& [size, times] : group.times) {
        SizeResult row;
        const double bytes = double(size) * (scale ? scale->sizeFactor : 1.0);
        if (bytes >= 9e18) {
            throw ImportError(
                m_fileName, first.line,
                NcclInspectorParser::tr("the message size %1 times %2 ranks is too large").arg(size).arg(ranks));
        }
        row.bytes = qint64(bytes);
        row.iterations = int(qMin<std::size_t>(times.size(), std::numeric_limits<int>::max()));
        const std::vector<double> samples(times.begin(), times.end());
        const base::Summary s = base::summarize(samples);
        row.timeAvgUs = s.avg;
        row.timeMinUs = s.min;
        row.timeMaxUs = s.max;
        // A nearest-rank percentile is reported only when it is not simply the largest sample: p50 from 2 calls,
        // p95 from 20, p99 from 100, p99.9 from 1000.
        const auto enough = [n = s.count](double p) { return double(n) >= 100.0 / (100.0 - p) - 1e-9; };
        if (enough(50)) {
            row.p50Us = s.p50;
            row.stdevUs = s.stdev;
        }
        if (enough(95))
            row.p95Us = s.p95;
        if (enough(99))
            row.p99Us = s.p99;
        if (enough(99.9))
            row.p999Us = s.p999;
        if (scale && s.avg > 0) {
            row.algbwGBs = double(row.bytes) / s.avg / 1e3; // bytes per microsecond / 1e3 = GB/s
            row.busbwGBs = row.algbwGBs * scale->busFactor;
        }
        row.iterationSamples = packSamples(times);
        m_out.add(run, std::move(row));
    }

    QJsonObject parameters;
    parameters.insert(QStringLiteral("comm_id"), first.commId);
    if (!first.commName.isEmpty())
        parameters.insert(QStringLiteral("comm_name"), first.commName);
    parameters.insert(QStringLiteral("rank"), *first.rank);
    if (!first.host.isEmpty())
        parameters.insert(QStringLiteral("hostname"), first.host);
    if (first.pid)
        parameters.insert(QStringLiteral("pid"), double(*first.pid));
    parameters.insert(QStringLiteral("operation"), first.operation);
    parameters.insert(QStringLiteral("calls"), double(group.calls));
    if (!first.gitRev.isEmpty())
        parameters.insert(QStringLiteral("git_rev"), first.gitRev);
    if (!first.mechanism.isEmpty())
        parameters.insert(QStringLiteral("rec_mechanism"), first.mechanism);
    if (isKnown(group.firstDumpUs)) {
        parameters.insert(QStringLiteral("first_dump_timestamp_us"), group.firstDumpUs);
        parameters.insert(QStringLiteral("last_dump_timestamp_us"), group.lastDumpUs);
    }
    QJsonObject sources;
    for (auto it = group.timingSources.cbegin(); it != group.timingSources.cend(); ++it)
        sources.insert(it.key(), it.value());
    if (!sources.isEmpty())
        parameters.insert(QStringLiteral("timing_sources"), sources);
    QJsonArray peers;
    for (auto it = group.peers.cbegin(); it != group.peers.cend(); ++it)
        peers << it.key();
    if (!peers.isEmpty())
        parameters.insert(QStringLiteral("peers"), peers);
    run.parameters = QString::fromUtf8(QJsonDocument(parameters).toJson(QJsonDocument::Compact));

    QStringList notes;
    notes << NcclInspectorParser::tr("NCCL Inspector records of communicator %1, rank %2 of %3: %n call(s). Each time "
                                     "is this rank's kernel time of one call (its slowest channel), not a time over "
                                     "all ranks; the statistics and samples of each size are computed from them.",
                                     nullptr, int(qMin<qint64>(group.calls, std::numeric_limits<int>::max())))
                 .arg(first.commName.isEmpty()
                          ? first.commId
                          : first.commName + QStringLiteral(" (") + first.commId + QLatin1Char(')'))
                 .arg(*first.rank)
                 .arg(ranks);
    if (scale && scale->sizeFactor != 1) {
        notes << NcclInspectorParser::tr("The Inspector gives the per-rank message size of %1; the sizes are stored "
                                         "as that size times %2 ranks, as nccl-tests prints them.")
                     .arg(first.operation)
                     .arg(ranks);
    }
    if (scale) {
        notes << NcclInspectorParser::tr("algbw and busbw are computed from each size's average time, with the "
                                         "factors the Inspector and nccl-tests use.");
    } else {
        notes << NcclInspectorParser::tr("The Inspector computes no bandwidth for %1: algbw and busbw are not "
                                         "reported.")
                     .arg(first.operation);
    }
    int cpuTimed = 0;
    for (auto it = group.timingSources.cbegin(); it != group.timingSources.cend(); ++it) {
        if (it.key() != QLatin1String("kernel_gpu"))
            cpuTimed += it.value();
    }
    if (cpuTimed > 0) {
        notes << NcclInspectorParser::tr("%n call(s) were timed on the CPU (kernel_cpu or collective_cpu), not by "
                                         "the GPU's clock.",
                                         nullptr, cpuTimed);
    }
    notes << NcclInspectorParser::tr("The Inspector does not check the data it moves: results are unverified. It "
                                     "leaves out calls smaller than NCCL_INSPECTOR_DUMP_MIN_SIZE_BYTES (8192 bytes by "
                                     "default).");
    run.notes = notes.join(QLatin1Char('\n'));
    return run;
}

} // namespace

QList<BenchmarkRun> NcclInspectorParser::parse(JsonReader& json, const QString& fileName, ResultSink* sink)
{
    return Parser(json, fileName, sink).parse();
}

} // namespace fw::core
