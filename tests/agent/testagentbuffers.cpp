// SPDX-License-Identifier: Apache-2.0
#include "agentprocess.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace Qt::StringLiterals;

// What the agent hands to MPI, seen from MPI's side: a profiling-interface shim (mpibufferprobe.cpp, preloaded into
// every rank) checks each float collective's buffers before MPI gets them. Every benchmark buffer must start on a page
// boundary and a call's send and receive ranges must not overlap (docs/agent-protocol.md, "Buffers"); buffers from
// std::vector did neither reliably and made out-of-place collectives 2-3x slower from 4 KiB up (issue 34).
class TestAgentBuffers : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void probeFlagsMisalignedOverlappingBuffers();
    void benchBuffersAreAlignedAndApart_data();
    void benchBuffersAreAlignedAndApart();
    void replayGradientIsAligned();

private:
    struct Tally
    {
        long calls = -1;
        long misaligned = -1;
        long overlapping = -1;
        QString first;
    };
    // Runs `program args` on `ranks` ranks with the probe preloaded; returns each rank's tally.
    QList<Tally> probed(int ranks, const QString& program, const QStringList& args, agenttest::Run* run = nullptr);

    QString m_mpirun;
};

void TestAgentBuffers::initTestCase()
{
    m_mpirun = QStandardPaths::findExecutable(u"mpirun"_s);
    QVERIFY2(!m_mpirun.isEmpty(), "mpirun is not on PATH; install openmpi-bin (packaging/install-deps.sh)");
}

QList<TestAgentBuffers::Tally> TestAgentBuffers::probed(int ranks, const QString& program, const QStringList& args,
                                                        agenttest::Run* run)
{
    QTemporaryDir dir;
    if (!dir.isValid())
        return {}; // no tallies: the callers' checks fail
    // env(1) sets the preload for the ranks alone, never for mpirun itself.
    QProcess process;
    agenttest::startUnderMpirun(
        process, m_mpirun, u"/usr/bin/env"_s, ranks,
        QStringList{u"LD_PRELOAD="_s + QStringLiteral(FW_MPI_PROBE), u"FW_MPI_PROBE_DIR="_s + dir.path(), program} +
            args);
    const agenttest::Run result = agenttest::finish(process, 120000);
    if (run)
        *run = result;
    QList<Tally> tallies;
    static const QRegularExpression kLine(u"^calls (\\d+) misaligned (\\d+) overlapping (\\d+) first (.*)$"_s);
    for (int rank = 0; rank < ranks; ++rank) {
        QFile file(dir.filePath(u"rank-%1.txt"_s.arg(rank)));
        Tally tally;
        if (file.open(QIODevice::ReadOnly)) {
            const QRegularExpressionMatch match = kLine.match(QString::fromUtf8(file.readAll()).trimmed());
            if (match.hasMatch())
                tally = {match.captured(1).toLong(), match.captured(2).toLong(), match.captured(3).toLong(),
                         match.captured(4)};
        }
        tallies.append(tally);
    }
    return tallies;
}

// The control: without it, a probe that saw nothing would pass every agent.
void TestAgentBuffers::probeFlagsMisalignedOverlappingBuffers()
{
    const QList<Tally> tallies = probed(2, QStringLiteral(FW_MISALIGNED_PROGRAM), {});
    QCOMPARE(tallies.size(), 2);
    for (const Tally& tally : tallies) {
        QCOMPARE(tally.calls, 1);
        QCOMPARE(tally.misaligned, 1);
        QCOMPARE(tally.overlapping, 1);
        QVERIFY2(tally.first.startsWith(u"MPI_Allreduce: send at page offset"_s), qPrintable(tally.first));
    }
}

void TestAgentBuffers::benchBuffersAreAlignedAndApart_data()
{
    QTest::addColumn<int>("ranks");
    QTest::addColumn<QStringList>("options");
    for (const QString& collective :
         {u"all_reduce"_s, u"all_gather"_s, u"reduce_scatter"_s, u"broadcast"_s, u"all_to_all"_s, u"send_recv"_s})
        QTest::addRow("%s", qPrintable(collective)) << 2 << QStringList{u"--collective"_s, collective};
    QTest::addRow("all_gather, 3 ranks") << 3 << QStringList{u"--collective"_s, u"all_gather"_s};
    QTest::addRow("broadcast from rank 1") << 2 << QStringList{u"--collective"_s, u"broadcast"_s, u"-r"_s, u"1"_s};
    QTest::addRow("all_reduce, huge pages") << 2 << QStringList{u"--huge-pages"_s};
}

void TestAgentBuffers::benchBuffersAreAlignedAndApart()
{
    QFETCH(int, ranks);
    QFETCH(QStringList, options);
    // 8 B to 256 KiB by 8: the sizes where malloc's placement made the difference; every variant, timed and checked.
    agenttest::Run run;
    const QList<Tally> tallies = probed(ranks, QStringLiteral(FW_AGENT_PATH),
                                        QStringList{u"bench"_s, u"-b"_s, u"8"_s, u"-e"_s, u"256K"_s, u"-f"_s, u"8"_s,
                                                    u"-n"_s, u"3"_s, u"-w"_s, u"1"_s, u"-c"_s, u"1"_s} +
                                            options,
                                        &run);
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem + u"\n"_s + QString::fromUtf8(run.err)));
    QCOMPARE(run.exitCode, 0);
    for (const QJsonObject& row : run.ofType(u"size_result"_s))
        QCOMPARE(row[u"wrong"_s].toInt(-1), 0);

    const QJsonObject buffers = run.first(u"start"_s)[u"buffers"_s].toObject();
    QCOMPARE(buffers[u"memory"_s].toString(), u"host"_s);
    QCOMPARE(buffers[u"alignment"_s].toInteger(), static_cast<qint64>(::sysconf(_SC_PAGESIZE)));
    const QStringList pages = options.contains(u"--huge-pages"_s)
                                  ? QStringList{u"hugetlb"_s, u"transparent_huge"_s, u"normal"_s}
                                  : QStringList{u"normal"_s};
    QVERIFY2(pages.contains(buffers[u"pages"_s].toString()), qPrintable(buffers[u"pages"_s].toString()));

    for (int rank = 0; rank < ranks; ++rank) {
        const Tally tally = tallies.value(rank);
        QVERIFY2(tally.calls > 0, qPrintable(u"rank %1 wrote no tally, or made no float collective"_s.arg(rank)));
        QVERIFY2(tally.misaligned == 0 && tally.overlapping == 0,
                 qPrintable(u"rank %1: %2 of %3 calls misaligned, %4 overlapping; first %5"_s.arg(rank)
                                .arg(tally.misaligned)
                                .arg(tally.calls)
                                .arg(tally.overlapping)
                                .arg(tally.first)));
    }
}

void TestAgentBuffers::replayGradientIsAligned()
{
    agenttest::Run run;
    const QList<Tally> tallies =
        probed(2, QStringLiteral(FW_AGENT_PATH),
               {u"replay"_s, u"--steps"_s, u"3"_s, u"--compute-ms"_s, u"0"_s, u"--allreduce-bytes"_s, u"64K"_s}, &run);
    QVERIFY2(run.problem.isEmpty(), qPrintable(run.problem + u"\n"_s + QString::fromUtf8(run.err)));
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(tallies.size(), 2);
    for (const Tally& tally : tallies) {
        QCOMPARE(tally.calls, 3);
        QCOMPARE(tally.misaligned, 0);
    }
}

QTEST_GUILESS_MAIN(TestAgentBuffers)
#include "testagentbuffers.moc"
