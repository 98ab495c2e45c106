// SPDX-License-Identifier: Apache-2.0
#include "analysis/numberformat.h"
#include "procfs.h"
#include "remote/connectionprofilerepository.h"
#include "remote/dispatchrunrepository.h"
#include "remote/runprogress.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QDir>
#include <QLocale>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace fw::core;

namespace {

// A size as a reader shows it: its bytes and its buffer variant, in the order the stream gave them.
using Size = QPair<QString, QString>;

// 22 sizes (8 B to 16 MiB), each out of place and in place: 44 size results. The small ones arrive within a batch
// or two; the last ten (1 MiB and up) take seconds, longer than a batch, so a kill after one of the first 34 lands
// while the sweep still runs.
const QStringList kBench = {QStringLiteral("-b"), QStringLiteral("8"), QStringLiteral("-e"), QStringLiteral("16M"),
                            QStringLiteral("-f"), QStringLiteral("2"), QStringLiteral("-n"), QStringLiteral("40"),
                            QStringLiteral("-w"), QStringLiteral("2")};
constexpr int kBeforeTheTail = 34;
constexpr int kKills = 20;
constexpr int kWaitMs = 60000; // a cap for events that must come; only reached when one never does

QString variant(bool inPlace)
{
    return inPlace ? QStringLiteral("in place") : QStringLiteral("out of place");
}

} // namespace

// kill -9 of a program while a dispatch streams into its project, 20 times per program at random moments: after a
// random number k of sizes it has shown, never after a sleep. After each kill the project must pass SQLite's
// integrity check, its latest dispatch must read as interrupted (or complete, when the run won the race with the
// kill), and every size shown before the kill must be in the stored stream, in order.
//
// Two programs are killed: `fabric-workbench run` (the command line), and fw-crash-window, the app's MainWindow with
// its Benchmarks page and dispatch panel running the dispatch exactly as in the app (the worker thread, the job, the
// recorder), which prints each row its live table shows. Both run the agent built in this tree with two ranks under
// mpirun (the local launcher). The seed is printed; FW_CRASH_SEED repeats a run.
class TestDispatchCrash : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QRandomGenerator m_random;

    struct Project
    {
        QString path;
        qint64 candidateId = 0;
        qint64 profileId = 0;
    };

    struct Kill
    {
        QList<Size> shown; // every size the program had printed when it died, read after its death as well
        bool crashed = false;
        QString output;
    };

    Project makeProject(const QString& name)
    {
        Project made;
        made.path = m_dir.filePath(name);
        auto project = ProjectFile::create(made.path);
        Candidate candidate;
        candidate.supplier = QStringLiteral("Acme");
        candidate.offerName = QStringLiteral("crash");
        ConnectionProfile local;
        made.candidateId = CandidateRepository(*project).add(candidate);
        local.candidateId = made.candidateId;
        local.name = QStringLiteral("two ranks");
        local.launcher = Launcher::Local;
        local.ranksPerNode = 2;
        local.localAgent = QStringLiteral(FW_AGENT);
        // CI runs as root on 2 cores; shared memory only, no binding, as the agent's own tests run it. After a kill
        // the test stops the orphaned job with SIGTERM, as the app's cancel does; with a sigkill timeout of 0 mpirun
        // then kills its ranks at once, where its default second would add a second to each of the 40 kills.
        local.launcherArgs = {QStringLiteral("--allow-run-as-root"),
                              QStringLiteral("--oversubscribe"),
                              QStringLiteral("--bind-to"),
                              QStringLiteral("none"),
                              QStringLiteral("--mca"),
                              QStringLiteral("btl"),
                              QStringLiteral("self,vader"),
                              QStringLiteral("--mca"),
                              QStringLiteral("odls_base_sigkill_timeout"),
                              QStringLiteral("0")};
        made.profileId = ConnectionProfileRepository(*project).save(local);
        return made;
    }

    // The processes whose parent is this test: after a kill -9 the job's mpirun and its ranks are reparented here
    // (PR_SET_CHILD_SUBREAPER), as they would be to init.
    static QList<pid_t> orphans()
    {
        QList<pid_t> found;
        for (const qint64 pid : testsupport::childrenOf(getpid()))
            found << pid_t(pid);
        return found;
    }

    // Waits for a child to end: its pidfd becomes readable then. False when it did not within the cap.
    static bool waitForExit(pid_t pid)
    {
        const int fd = int(syscall(SYS_pidfd_open, pid, 0));
        if (fd < 0)
            return true; // already reaped
        pollfd ended{fd, POLLIN, 0};
        const bool done = poll(&ended, 1, kWaitMs) > 0;
        close(fd);
        return done;
    }

    // Stops what the killed program left running, as the app's cancel would (SIGTERM to the job's process group, so
    // mpirun takes its ranks down and removes their shared memory), and reaps each process. One that outlives the
    // cap is killed.
    static void stopOrphans()
    {
        for (QList<pid_t> left = orphans(); !left.isEmpty(); left = orphans()) {
            for (const pid_t pid : left) {
                const pid_t group = getpgid(pid);
                ::kill(group > 1 && group != getpgrp() ? -group : pid, SIGTERM);
            }
            for (const pid_t pid : left) {
                if (!waitForExit(pid))
                    ::kill(pid, SIGKILL);
                int status = 0;
                waitpid(pid, &status, 0);
            }
        }
    }

    // Starts the program, waits until it has shown `k` sizes (lines that `pattern` matches), kills it with SIGKILL
    // and collects every size it had printed, including what it wrote that was still in the pipe.
    Kill killAfter(const QString& program, const QStringList& arguments, int k, const QRegularExpression& pattern)
    {
        Kill kill;
        QProcess process;
        process.setProcessChannelMode(QProcess::SeparateChannels);
        process.start(program, arguments);
        if (!process.waitForStarted(kWaitMs))
            return kill;
        const auto readLines = [&] {
            while (process.canReadLine()) {
                const QString line = QString::fromUtf8(process.readLine()).trimmed();
                kill.output += line + QLatin1Char('\n');
                if (const QRegularExpressionMatch match = pattern.match(line); match.hasMatch())
                    kill.shown << Size{match.captured(1), match.captured(2)};
            }
        };
        while (kill.shown.size() < k && process.state() == QProcess::Running) {
            process.waitForReadyRead(kWaitMs);
            readLines();
        }
        if (process.state() == QProcess::Running)
            ::kill(pid_t(process.processId()), SIGKILL);
        process.waitForFinished(kWaitMs);
        readLines();
        kill.crashed = process.exitStatus() == QProcess::CrashExit;
        kill.output += QString::fromUtf8(process.readAllStandardError());
        stopOrphans();
        return kill;
    }

    // The reopened project after a kill: intact, its latest dispatch interrupted (or complete, when the end was
    // stored before the kill landed), and every shown size stored, in the order shown. `stored` formats a stored size
    // as the program showed it. `interrupted` says whether the dispatch was.
    void checkProject(const QString& path, const Kill& kill, int k, const std::function<Size(qint64, bool)>& stored,
                      bool& interrupted)
    {
        QVERIFY2(kill.shown.size() >= k, qPrintable(kill.output));
        auto project = ProjectFile::open(path);
        QCOMPARE(project->scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        const std::optional<StoredDispatch> last = DispatchRunRepository(*project).last();
        QVERIFY(last);
        if (!last->ended) {
            QCOMPARE(last->result.status, DispatchResult::Status::Interrupted);
            QVERIFY(last->result.message.contains(QLatin1String("did not end")));
            QVERIFY(!last->benchmarkRunId); // a cut sweep is not a benchmark run
        } else {
            QVERIFY2(last->result.status == DispatchResult::Status::Complete, qPrintable(kill.output));
            QVERIFY(last->benchmarkRunId);
        }
        RunProgress progress;
        for (const QByteArray& line : last->result.stream.split('\n'))
            progress.feed(line);
        QList<Size> kept;
        for (const LiveSizeResult& row : progress.results())
            kept << stored(row.bytes, row.inPlace);
        QVERIFY2(kept.size() >= kill.shown.size(),
                 qPrintable(QStringLiteral("%1 sizes shown, %2 stored").arg(kill.shown.size()).arg(kept.size())));
        QCOMPARE(kept.mid(0, kill.shown.size()), kill.shown);
        QCOMPARE(last->sizeResults(), int(kept.size()));
        interrupted = !last->ended;
    }

    // Kills the program kKills times, each after a random number of shown sizes, on the same project.
    void killRepeatedly(const Project& project, const std::function<Kill(int k)>& run,
                        const std::function<Size(qint64, bool)>& stored)
    {
        int interrupted = 0;
        for (int i = 0; i < kKills; ++i) {
            const int k = 1 + int(m_random.bounded(kBeforeTheTail));
            const Kill kill = run(k);
            QVERIFY2(kill.crashed, qPrintable(kill.output)); // it was still running when the kill came
            bool cut = false;
            checkProject(project.path, kill, k, stored, cut);
            interrupted += cut ? 1 : 0;
            if (QTest::currentTestFailed()) {
                qWarning("kill %d after %d sizes:\n%s", i + 1, k, qPrintable(kill.output));
                return;
            }
        }
        auto file = ProjectFile::open(project.path);
        QCOMPARE(DispatchRunRepository(*file).all().size(), kKills);
        // The tail outlasts a batch by seconds, so nearly every kill cuts the sweep; on a machine slowed down enough
        // for the end to be stored before the kill lands, the checks above still held for every size shown.
        qInfo("%d of %d kills interrupted the sweep", interrupted, kKills);
        QVERIFY(interrupted >= kKills / 2);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(QFileInfo(QStringLiteral(FW_AGENT)).isExecutable());
        // Orphans of a killed program become this test's children, so it can stop them and wait for them.
        QCOMPARE(prctl(PR_SET_CHILD_SUBREAPER, 1), 0);
        bool given = false;
        const quint32 seed = qEnvironmentVariable("FW_CRASH_SEED").toUInt(&given);
        const quint32 used = given ? seed : QRandomGenerator::global()->generate();
        m_random.seed(used);
        qInfo("FW_CRASH_SEED=%u", used);
    }

    void cleanupTestCase() { stopOrphans(); }

    void killedRunKeepsEveryPrintedSize()
    {
        const Project project = makeProject(QStringLiteral("cli.fabwb"));
        const QRegularExpression printed(QStringLiteral(R"(^size \d+/\d+: (\d+) B (in place|out of place),)"));
        killRepeatedly(
            project,
            [&](int k) {
                return killAfter(QStringLiteral(FW_WORKBENCH),
                                 QStringList{QStringLiteral("run"), QStringLiteral("--project"), project.path,
                                             QStringLiteral("--candidate"), QStringLiteral("Acme"),
                                             QStringLiteral("--connection"), QStringLiteral("two ranks"),
                                             QStringLiteral("--")} +
                                     kBench,
                                 k, printed);
            },
            [](qint64 bytes, bool inPlace) {
                return Size{QString::number(bytes), variant(inPlace)};
            });
    }

    void killedWindowKeepsEveryShownSize()
    {
        const Project project = makeProject(QStringLiteral("window.fabwb"));
        const QRegularExpression shown(QStringLiteral(R"(^row \d+: (.+), (in place|out of place)$)"));
        // fw-crash-window shows sizes in this locale, the way the live table formats them.
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        killRepeatedly(
            project,
            [&](int k) {
                return killAfter(QStringLiteral(FW_CRASH_WINDOW),
                                 {project.path, QString::number(project.candidateId),
                                  QString::number(project.profileId), kBench.join(u' ')},
                                 k, shown);
            },
            [&](qint64 bytes, bool inPlace) {
                return Size{fw::core::formatBytes(bytes), variant(inPlace)};
            });
    }
};

QTEST_GUILESS_MAIN(TestDispatchCrash)
#include "testdispatchcrash.moc"
