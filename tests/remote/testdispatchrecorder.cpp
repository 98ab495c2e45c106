// SPDX-License-Identifier: Apache-2.0
#include "agentstreams.h"
#include "remote/dispatchrecorder.h"
#include "remote/dispatchrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace fw::core;

// The recorder that streams a dispatch into the project, against a real project file: the row that reads
// interrupted until the end, the batches, the end that imports a complete stream, and a disk that fills up.
// Nothing here waits for the batch timer: an interval of 0 commits every line, one of an hour commits none until
// flush() or finish().
class TestDispatchRecorder : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static constexpr int kNever = 3600 * 1000;

    static DispatchResult provenance()
    {
        DispatchResult r;
        r.launcher = QStringLiteral("local");
        r.destination = QStringLiteral("this computer");
        r.command = QStringLiteral("fabric-agent bench -b 8 -e 1M");
        r.hosts = {QStringLiteral("localhost")};
        r.facts = "{\"v\":1,\"type\":\"facts\"}\n";
        r.startedAt = QDateTime::currentDateTimeUtc();
        return r;
    }

    static QList<QByteArray> lines(const QByteArray& stream)
    {
        QList<QByteArray> all = stream.split('\n');
        if (!all.isEmpty() && all.constLast().isEmpty())
            all.removeLast();
        return all;
    }

    static qint64 chunks(const ProjectFile& project)
    {
        return project.scalar(QStringLiteral("SELECT COUNT(*) FROM dispatch_stream_chunk")).toLongLong();
    }

    // The project as another program opening it now would read it.
    static StoredDispatch reopened(const QString& path)
    {
        auto file = ProjectFile::open(path);
        const QList<StoredDispatch> all = DispatchRunRepository(*file).all();
        if (all.size() != 1)
            qFatal("expected one dispatch, found %lld", qlonglong(all.size()));
        return all.constFirst();
    }

private slots:
    void rowReadsInterruptedUntilTheEnd()
    {
        const QString path = m_dir.filePath(QStringLiteral("stream.fabwb"));
        auto project = ProjectFile::create(path);
        Candidate candidate;
        candidate.supplier = QStringLiteral("Acme");
        const qint64 candidateId = CandidateRepository(*project).add(candidate);
        const QByteArray stream = fw::test::scaledBench(1);
        const QList<QByteArray> all = lines(stream);
        QVERIFY(all.size() > 4);

        DispatchRecorder recorder(project.get(), std::nullopt, candidateId);
        recorder.setBatchInterval(0);
        QSignalSpy stored(&recorder, &DispatchRecorder::linesStored);
        QSignalSpy failed(&recorder, &DispatchRecorder::storageFailed);
        recorder.begin(provenance());
        QVERIFY(recorder.id());

        // Before any line: the row is there, and says interrupted.
        StoredDispatch before = reopened(path);
        QCOMPARE(before.result.status, DispatchResult::Status::Interrupted);
        QVERIFY(!before.ended);
        QVERIFY(before.result.message.contains(QLatin1String("did not end")));
        QCOMPARE(before.result.command, provenance().command);
        QCOMPARE(before.result.facts, provenance().facts);
        QCOMPARE(before.candidateId, candidateId);
        QVERIFY(before.result.stream.isEmpty());

        // Half the stream: each line is committed and handed on at once, and another reader sees it.
        const qsizetype half = all.size() / 2;
        for (qsizetype i = 0; i < half; ++i)
            recorder.append(all[i]);
        QCOMPARE(stored.size(), half);
        QCOMPARE(chunks(*project), half);
        const StoredDispatch midway = reopened(path);
        QCOMPARE(midway.result.status, DispatchResult::Status::Interrupted);
        QVERIFY(!midway.ended);
        QCOMPARE(midway.result.stream, stream.left(midway.result.stream.size()));
        QCOMPARE(lines(midway.result.stream), all.mid(0, half));
        QVERIFY(!midway.agentVersion.isEmpty()); // read from the start event among the chunks
        const auto sizeLines = std::count_if(all.begin(), all.begin() + half,
                                             [](const QByteArray& line) { return line.contains("\"size_result\""); });
        QVERIFY(sizeLines > 0);
        QCOMPARE(midway.sizeResults(), int(sizeLines));

        for (qsizetype i = half; i < all.size(); ++i)
            recorder.append(all[i]);
        DispatchResult end = provenance();
        end.status = DispatchResult::Status::Complete;
        end.stream = stream;
        end.exitStatus = 0;
        end.finishedAt = QDateTime::currentDateTimeUtc();
        const std::optional<qint64> id = recorder.finish(end);
        QCOMPARE(id, recorder.id());
        QCOMPARE(failed.size(), 0);
        QCOMPARE(chunks(*project), 0); // the whole stream is in the row now

        const StoredDispatch done = reopened(path);
        QCOMPARE(done.result.status, DispatchResult::Status::Complete);
        QVERIFY(done.ended);
        QVERIFY(done.result.message.isEmpty());
        QCOMPARE(done.result.stream, stream);
        QVERIFY(done.benchmarkRunId);
        QCOMPARE(BenchmarkRunRepository(*project).load(*done.benchmarkRunId).candidateId, candidateId);
        QCOMPARE(DispatchRunRepository(*project).last()->id, *id);
    }

    void linesWaitForTheirBatch()
    {
        auto project = ProjectFile::create(m_dir.filePath(QStringLiteral("batch.fabwb")));
        DispatchRecorder recorder(project.get(), std::nullopt, std::nullopt);
        recorder.setBatchInterval(kNever);
        QSignalSpy stored(&recorder, &DispatchRecorder::linesStored);
        recorder.begin(provenance());
        const QList<QByteArray> all = lines(fw::test::scaledBench(1));
        for (const QByteArray& line : all.mid(0, 5))
            recorder.append(line);
        // Within the interval nothing is committed, and nothing is handed on that is not on disk.
        QCOMPARE(chunks(*project), 0);
        QCOMPARE(stored.size(), 0);

        recorder.flush();
        QCOMPARE(chunks(*project), 1);
        QCOMPARE(stored.size(), 1);
        QCOMPARE(stored.at(0).at(0).value<QList<QByteArray>>(), all.mid(0, 5));
        recorder.flush(); // nothing waits: no empty batch
        QCOMPARE(chunks(*project), 1);

        recorder.append(all.at(5));
        QCOMPARE(stored.size(), 1);
        DispatchResult end = provenance();
        end.status = DispatchResult::Status::Cancelled;
        end.message = QStringLiteral("Cancelled.");
        end.stream = all.mid(0, 6).join('\n') + '\n';
        QVERIFY(recorder.finish(end));
        // The end hands on the last line, after it is stored.
        QCOMPARE(stored.size(), 2);
        QCOMPARE(stored.at(1).at(0).value<QList<QByteArray>>(), QList<QByteArray>{all.at(5)});
        const QList<StoredDispatch> done = DispatchRunRepository(*project).all();
        QCOMPARE(done.size(), 1);
        QCOMPARE(done[0].result.status, DispatchResult::Status::Cancelled);
        QCOMPARE(done[0].result.stream, end.stream);
        QVERIFY(!done[0].benchmarkRunId);
    }

    // SQLite's own "database or disk is full", from a page limit on the writing connection: the failure is said once,
    // the lines still reach the reader, and what was committed before stays, readable and intact.
    void fullDiskKeepsWhatWasCommitted()
    {
        const QString path = m_dir.filePath(QStringLiteral("full.fabwb"));
        auto project = ProjectFile::create(path);
        DispatchRecorder recorder(project.get(), std::nullopt, std::nullopt);
        recorder.setBatchInterval(0);
        QSignalSpy stored(&recorder, &DispatchRecorder::linesStored);
        QSignalSpy failed(&recorder, &DispatchRecorder::storageFailed);
        recorder.begin(provenance());
        const QList<QByteArray> all = lines(fw::test::scaledBench(1));
        recorder.append(all.at(0));
        recorder.append(all.at(1));
        QCOMPARE(failed.size(), 0);

        project->query(QStringLiteral("PRAGMA max_page_count = %1")
                           .arg(project->scalar(QStringLiteral("PRAGMA page_count")).toLongLong()));
        const QByteArray big(64 * 1024, 'x');
        recorder.append(big);
        QCOMPARE(failed.size(), 1);
        const QString message = failed.at(0).at(0).toString();
        QVERIFY2(message.contains(QLatin1String("full")) && message.contains(QLatin1String("full.fabwb")),
                 qPrintable(message));
        QVERIFY2(message.contains(QLatin1String("kept")), qPrintable(message));
        recorder.append(all.at(2)); // not tried again, but handed on
        QCOMPARE(failed.size(), 1);
        QCOMPARE(stored.size(), 4);

        DispatchResult end = provenance();
        end.status = DispatchResult::Status::Complete;
        end.stream = fw::test::scaledBench(1);
        QVERIFY(!recorder.finish(end)); // still full: the end is not stored either, and says so
        QCOMPARE(failed.size(), 2);
        QVERIFY2(failed.at(1).at(0).toString().contains(QLatin1String("interrupted")),
                 qPrintable(failed.at(1).at(0).toString()));
        // The project is one file: copied alone while still open after the failures, it holds what was committed.
        const QString copy = m_dir.filePath(QStringLiteral("full-copy.fabwb"));
        QVERIFY(QFile::copy(path, copy));
        {
            auto copied = ProjectFile::open(copy);
            QCOMPARE(copied->scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
            const QList<StoredDispatch> inCopy = DispatchRunRepository(*copied).all();
            QCOMPARE(inCopy.size(), 1);
            QCOMPARE(lines(inCopy[0].result.stream), all.mid(0, 2));
        }
        project.reset();

        auto reopenedFile = ProjectFile::open(path);
        QCOMPARE(reopenedFile->scalar(QStringLiteral("PRAGMA integrity_check")).toString(), QStringLiteral("ok"));
        const QList<StoredDispatch> kept = DispatchRunRepository(*reopenedFile).all();
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept[0].result.status, DispatchResult::Status::Interrupted);
        QCOMPARE(lines(kept[0].result.stream), all.mid(0, 2));
        QVERIFY(BenchmarkRunRepository(*reopenedFile).list().isEmpty());
    }

    void withoutAProjectLinesPassStraightThrough()
    {
        DispatchRecorder recorder(nullptr, std::nullopt, std::nullopt);
        QSignalSpy stored(&recorder, &DispatchRecorder::linesStored);
        recorder.begin(provenance());
        recorder.append("one");
        recorder.append("two");
        QCOMPARE(stored.size(), 2);
        DispatchResult end = provenance();
        end.stream = "one\ntwo\n";
        QVERIFY(!recorder.finish(end));
        QVERIFY(!recorder.id());
    }

    // A dispatch that never reached the agent is stored whole at its end when it has data, as before streaming.
    void dispatchWithoutABeginIsStoredWhole()
    {
        auto project = ProjectFile::create(m_dir.filePath(QStringLiteral("whole.fabwb")));
        DispatchRecorder recorder(project.get(), std::nullopt, std::nullopt);
        DispatchResult failedEarly = provenance();
        failedEarly.status = DispatchResult::Status::Failed;
        failedEarly.message = QStringLiteral("could not connect");
        QVERIFY(!recorder.finish(failedEarly)); // no stream: nothing to keep
        QVERIFY(DispatchRunRepository(*project).all().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDispatchRecorder)
#include "testdispatchrecorder.moc"
