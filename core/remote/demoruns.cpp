// SPDX-License-Identifier: Apache-2.0
#include "remote/demoruns.h"

#include "base/protocol.h"
#include "domain/acceptanceplan.h"
#include "domain/protocoltext.h"
#include "ingest/agentstreamreader.h"
#include "ingest/importer.h"
#include "remote/dispatchrunrepository.h"
#include "remote/planrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/demoproject.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <string_view>

namespace fw::core::demo {

namespace {

QString text(const char* source)
{
    return QCoreApplication::translate("fw::core::DemoRuns", source);
}

QByteArray resource(const char* name)
{
    QFile file(QStringLiteral(":/fw/demo/") + QLatin1StringView(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the demo resource %s is missing from the build", name);
    return file.readAll();
}

// A published log standing in for a supplier's claim, with where it was published (resources/demo/SOURCES.md).
struct ClaimLog
{
    FabricKind fabric;
    const char* file;
    const char* source;
};

const ClaimLog kClaims[] = {
    {FabricKind::InfiniBand, "nccl_allreduce_h100_2node_16rank_srun_label.txt",
     "NVIDIA/nccl-tests issue #290 (2025): 2 nodes × 8 H100, InfiniBand NDR"},
    {FabricKind::InfiniBand, "osu_latency_2node_ib_v5.8_kernel_msg_and_time.txt",
     "converged-computing/usernetes-azure, experiments/README.md: 2 Azure HPC VMs, InfiniBand"},
    {FabricKind::RoceV2, "nccl_allreduce_h100_2node_16rank_oci_roce.txt",
     "oracle-japan/ocitutorials, run-nccltests-h100: 2 × BM.GPU.H100.8, RoCE v2"},
    {FabricKind::RoceV2, "osu_latency_2node_oci_roce_v7.5_single_size.txt",
     "oracle-japan/ocitutorials, run-omb-hpc: 2 × BM.Optimized3.36, RoCE v2 100 Gb/s"},
};

void addClaims(ProjectFile& project, const Candidate& candidate)
{
    for (const ClaimLog& claim : kClaims) {
        if (claim.fabric != candidate.fabric)
            continue;
        QByteArray bytes = resource(claim.file);
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        QList<BenchmarkRun> runs = Importer::read(buffer, QString::fromLatin1(claim.file));
        const QString source = QString::fromUtf8(claim.source);
        for (BenchmarkRun& run : runs) {
            run.candidateId = candidate.id;
            run.source = RunSource::VendorClaim;
            run.label = text(QT_TRANSLATE_NOOP("fw::core::DemoRuns", "Example claim: published log, %1")).arg(source);
            run.notes = text(QT_TRANSLATE_NOOP("fw::core::DemoRuns",
                                               "Example data: a real published log (%1) stands in for this "
                                               "example supplier's claim. It was not measured on the offered "
                                               "cluster."))
                            .arg(source) +
                        (run.notes.isEmpty() ? QString() : QLatin1Char('\n') + run.notes);
        }
        BenchmarkRunRepository(project).add(runs);
    }
}

// The example plan: a baseline, a storage burst during a benchmark, checkpoint storage and a synthetic training
// step. The step labels are the standard plan's English names, translated where they are shown
// (AcceptancePlan::displayLabel), so the stored plan reads the same in every language.
AcceptancePlan examplePlan()
{
    AcceptancePlan plan;
    plan.name = text(QT_TRANSLATE_NOOP("fw::core::DemoRuns", "Example plan run (example data)"));
    PlanStep baseline;
    baseline.label = QStringLiteral("Baseline sweep");
    baseline.benchArgs = {QStringLiteral("--collective"), QStringLiteral("all_reduce"),
                          QStringLiteral("-b"),           QStringLiteral("8"),
                          QStringLiteral("-e"),           QStringLiteral("16M")};
    PlanStep burst;
    burst.kind = PlanStep::Kind::Fault;
    burst.label = QStringLiteral("Storage burst");
    burst.agentArgs = {QStringLiteral("--kind"),         QStringLiteral("storage-burst"), QStringLiteral("--path"),
                       QStringLiteral("/tmp/h2s/burst"), QStringLiteral("--bytes"),       QStringLiteral("1M")};
    burst.benchArgs = baseline.benchArgs;
    PlanStep storage;
    storage.kind = PlanStep::Kind::Storage;
    storage.label = QStringLiteral("Checkpoint and dataset storage");
    storage.agentArgs = {QStringLiteral("--path"), QStringLiteral("/tmp/h2s"), QStringLiteral("--size"),
                         QStringLiteral("1M")};
    PlanStep replay;
    replay.kind = PlanStep::Kind::Replay;
    replay.label = QStringLiteral("Synthetic training step");
    replay.agentArgs = {QStringLiteral("--steps"),           QStringLiteral("6"),
                        QStringLiteral("--compute-ms"),      QStringLiteral("2"),
                        QStringLiteral("--allreduce-bytes"), QStringLiteral("64K")};
    plan.steps = {baseline, burst, storage, replay};
    return plan;
}

// One plan run for `candidate`, stored as PlanJob stores one, from the saved streams: the real 4-rank stream of
// the development VM, `slower` times slower for this candidate (the example's difference between the offers), 3×
// slower during the burst and 2× slower half-way through the recovery.
void addPlanRun(ProjectFile& project, const Candidate& candidate, double slower, const QDateTime& startedAt)
{
    const AcceptancePlan plan = examplePlan();
    if (const QStringList problems = plan.problems(); !problems.isEmpty())
        qFatal("the demo plan is invalid: %s", qPrintable(problems.join(QLatin1Char('\n'))));
    ConnectionProfile profile;
    profile.launcher = Launcher::Mpirun;
    profile.user = QStringLiteral("example");
    profile.host = candidate.fabric == FabricKind::InfiniBand ? QStringLiteral("example-ib-node01")
                                                              : QStringLiteral("example-roce-node01");
    PlanRunRepository runs(project);
    const qint64 id = runs.begin(plan, profile, candidate.id);
    const QByteArray bench = resource("agent-bench-mpi-all_reduce-4ranks.jsonl");
    // The importer refuses a stream it has seen, as a real benchmark never writes the same bytes twice: every
    // stream differs from the others by a part per million, which changes no figure shown.
    int serial = 0;
    const auto benchAt = [&](double factor) { return scaledBench(bench, slower * factor * (1 + 1e-6 * ++serial)); };
    const auto add = [&](int step, const char* phase, const char* subcommand, const QByteArray& stream, int atSecond) {
        DispatchResult r;
        r.subcommand = QString::fromLatin1(subcommand);
        r.status = DispatchResult::Status::Complete;
        r.launcher = QStringLiteral("mpirun");
        r.destination = profile.destination();
        r.stream = stream;
        r.exitStatus = 0;
        r.startedAt = startedAt.addSecs(atSecond);
        r.finishedAt = r.startedAt.addSecs(5);
        runs.addInvocation(id, {step, QString::fromLatin1(phase), r}, std::nullopt, candidate.id);
    };
    add(0, "run", "bench", benchAt(1.0), 0);
    runs.addStep(id, {.step = 0});

    const QDateTime reverted = startedAt.addSecs(100);
    add(1, "before", "bench", benchAt(1.0), 20);
    add(1, "fault", "fault", resource("fault-storage-burst-hold.jsonl"), 30);
    add(1, "during", "bench", benchAt(3.0), 40);
    add(1, "recovery", "bench", benchAt(2.0), 110);
    add(1, "recovery", "bench", benchAt(1.0), 125);
    add(1, "counters_after", "counters", resource("counters-delta-fault.jsonl"), 101);
    PlanStepOutcome burst{.step = 1};
    burst.details.insert(QStringLiteral("applied_at"), startedAt.addSecs(30).toString(Qt::ISODateWithMs));
    burst.details.insert(QStringLiteral("reverted_at"), reverted.toString(Qt::ISODateWithMs));
    burst.details.insert(QStringLiteral("during_status"), storageKey(DispatchResult::Status::Complete));
    burst.details.insert(QStringLiteral("recovery_tolerance"), 0.2);
    runs.addStep(id, burst);

    add(2, "run", "storage", resource("storage-2ranks.jsonl"), 140);
    runs.addStep(id, {.step = 2});
    add(3, "run", "replay", resource("replay-synthetic.jsonl"), 160);
    runs.addStep(id, {.step = 3});
    runs.finish(id, {.status = DispatchResult::Status::Complete});

    // The benchmarks outside the fault are imported as own runs: labelled as the example data they are.
    QList<qint64> imported;
    for (const StoredDispatch& dispatch : DispatchRunRepository(project).ofPlanRun(id)) {
        if (dispatch.benchmarkRunId)
            imported << *dispatch.benchmarkRunId;
    }
    BenchmarkRunRepository(project).edit(
        imported, {.label = text(QT_TRANSLATE_NOOP("fw::core::DemoRuns", "Example own run (example data)")),
                   .notes = text(QT_TRANSLATE_NOOP("fw::core::DemoRuns",
                                                   "Example data: a real fabric-agent stream recorded on a "
                                                   "development VM (one host, no RDMA), with its times scaled for "
                                                   "this example candidate. It was not measured on the offered "
                                                   "cluster."))});
}

} // namespace

QString stamp(const QString& language)
{
    return QStringLiteral("%1/%2").arg(kContentVersion).arg(language);
}

void create(const QString& path, const QString& language)
{
    auto project = ProjectFile::create(path);
    project->write([&] {
        addDemoWorksheets(*project);
        const QDateTime startedAt = QDateTime::currentDateTimeUtc().addDays(-1);
        double slower = 1.0;
        for (const Candidate& candidate : CandidateRepository(*project).all()) {
            addClaims(*project, candidate);
            addPlanRun(*project, candidate, slower, startedAt.addSecs(3600 * candidate.id));
            slower *= 1.25;
        }
        project->setMeta(QString::fromLatin1(kStampKey), stamp(language));
    });
}

bool ensure(const QString& path, const QString& language)
{
    if (QFileInfo::exists(path)) {
        try {
            const auto project = ProjectFile::open(path);
            if (project->meta(QString::fromLatin1(kStampKey)) == stamp(language))
                return false;
        } catch (const StorageError&) {
            // not a project any more: built again below
        }
    }
    create(path, language);
    return true;
}

QByteArray scaledBench(const QByteArray& stream, double factor)
{
    if (factor == 1.0)
        return stream;
    namespace field = base::protocol::field;
    const auto scale = [](QJsonObject& o, std::string_view key, double by) {
        o.insert(protocolText(key), o.value(protocolText(key)).toDouble() * by);
    };
    QByteArray out;
    AgentStreamReader reader(stream);
    AgentEvent event;
    while (reader.next(event)) {
        QJsonObject o = event.object();
        if (event.is(AgentEvent::Type::SizeResult)) {
            QJsonObject time = o.value(protocolText(field::kTimeUs)).toObject();
            for (const std::string_view key : {field::kMin, field::kAvg, field::kMax, field::kP50, field::kP95,
                                               field::kP99, field::kP999, field::kStdev})
                scale(time, key, factor);
            o.insert(protocolText(field::kTimeUs), time);
            scale(o, field::kAlgbwGBs, 1 / factor);
            scale(o, field::kBusbwGBs, 1 / factor);
            // The per-iteration and per-rank figures of either protocol version no longer match the scaled times.
            for (const std::string_view key :
                 {field::kIterUsB64, field::kRankUsB64, field::kRankQuantilesB64, field::kRankSketchB64,
                  field::kRawRanks, field::kRawUsB64, field::kNodeQuantilesB64, field::kRankP50BucketB64,
                  field::kRankP99BucketB64})
                o.remove(protocolText(key));
            o.insert(protocolText(field::kRankStats), QJsonArray());
            o.insert(protocolText(field::kOutliers), QJsonArray());
        }
        out += QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
    }
    return out;
}

} // namespace fw::core::demo
