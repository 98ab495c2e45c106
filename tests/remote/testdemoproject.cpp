// SPDX-License-Identifier: Apache-2.0
#include "remote/demoruns.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// The demo is stamped with its content version and UI language, and built again when either differs.
class TestDemoProject : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QFile::remove(path());
    }
    void builtWhenMissingAndStampedLast();
    void keptWhenCurrent();
    void rebuiltWhenOlderOrOtherLanguage();
    void rebuiltWhenNotAProject();
    void scaledBenchScalesTimesAndBandwidths();

private:
    QString path() const { return m_dir.filePath(QStringLiteral("demo.fabwb")); }
    // A candidate the user added to the demo: gone when the demo is built again.
    void addOwnCandidate()
    {
        CandidateRepository(*ProjectFile::open(path()))
            .add({.supplier = QStringLiteral("Mine"), .offerName = QStringLiteral("mine")});
    }
    int candidates() const { return int(CandidateRepository(*ProjectFile::open(path())).all().size()); }
    QString stampOnFile() const { return ProjectFile::open(path())->meta(QString::fromLatin1(demo::kStampKey)); }

    QTemporaryDir m_dir;
};

void TestDemoProject::builtWhenMissingAndStampedLast()
{
    QVERIFY(!QFile::exists(path()));
    QVERIFY(demo::ensure(path(), QStringLiteral("en")));
    QCOMPARE(stampOnFile(), QStringLiteral("%1/en").arg(demo::kContentVersion));
    QCOMPARE(candidates(), 2);
}

void TestDemoProject::keptWhenCurrent()
{
    QVERIFY(demo::ensure(path(), QStringLiteral("en")));
    addOwnCandidate();
    QVERIFY(!demo::ensure(path(), QStringLiteral("en")));
    QCOMPARE(candidates(), 3); // the user's change stays
}

void TestDemoProject::rebuiltWhenOlderOrOtherLanguage()
{
    QVERIFY(demo::ensure(path(), QStringLiteral("en")));
    addOwnCandidate();
    // A demo made by an older build: stamped with an older version, or with something else.
    ProjectFile::open(path())->setMeta(QString::fromLatin1(demo::kStampKey),
                                       QStringLiteral("%1/en").arg(demo::kContentVersion - 1));
    QVERIFY(demo::ensure(path(), QStringLiteral("en")));
    QCOMPARE(candidates(), 2);
    QCOMPARE(stampOnFile(), demo::stamp(QStringLiteral("en")));

    ProjectFile::open(path())->setMeta(QString::fromLatin1(demo::kStampKey), QStringLiteral("unknown"));
    QVERIFY(demo::ensure(path(), QStringLiteral("en")));
    QCOMPARE(stampOnFile(), demo::stamp(QStringLiteral("en")));

    QVERIFY(demo::ensure(path(), QStringLiteral("de")));
    QCOMPARE(stampOnFile(), QStringLiteral("%1/de").arg(demo::kContentVersion));
    QVERIFY(!demo::ensure(path(), QStringLiteral("de")));
}

void TestDemoProject::rebuiltWhenNotAProject()
{
    {
        QFile file(path());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a project\n");
    }
    QVERIFY(demo::ensure(path(), QStringLiteral("en")));
    QCOMPARE(candidates(), 2);
}

void TestDemoProject::scaledBenchScalesTimesAndBandwidths()
{
    const QByteArray line = R"({"v":1,"type":"size_result","bytes":8,"time_us":{"p99":10,"avg":5},"busbw_gbs":2,)"
                            R"("algbw_gbs":1,"iter_us_b64":"AAAA"})"
                            "\n";
    QCOMPARE(demo::scaledBench(line, 1.0), line);
    const QByteArray scaled = demo::scaledBench(line, 2.0);
    QVERIFY2(scaled.contains(R"("p99":20)"), scaled.constData());
    QVERIFY(scaled.contains(R"("busbw_gbs":1)"));
    QVERIFY(!scaled.contains("iter_us_b64"));
}

QTEST_GUILESS_MAIN(TestDemoProject)
#include "testdemoproject.moc"
