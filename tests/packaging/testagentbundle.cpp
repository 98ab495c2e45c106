// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// Does what docs/agent-bundle.md tells a cluster administrator to do: unpack the source bundle into an empty
// folder, build it with CMake alone, and start the result under mpirun with two ranks.
class TestAgentBundle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void holdsExactlyTheAgentSources();
    void buildsStandalone();
    void versionMatchesVersionFile();
    void benchRunsOnTwoRanks();

private:
    using Run = testsupport::ProcessResult;

    static Run run(const QString& program, const QStringList& args, const QString& workDir = {},
                   const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment());
    static QStringList filesBelow(const QString& root, const QStringList& folders);

    QTemporaryDir m_dir;
    QString m_top;
    QString m_agent;
    QString m_version;
};

TestAgentBundle::Run TestAgentBundle::run(const QString& program, const QStringList& args, const QString& workDir,
                                          const QProcessEnvironment& env)
{
    return testsupport::runProcess(program, args, env, workDir);
}

// Relative paths of the files below `folders` of `root`, without editor leftovers (dot files, backups).
QStringList TestAgentBundle::filesBelow(const QString& root, const QStringList& folders)
{
    QStringList files;
    const QDir base(root);
    for (const QString& folder : folders) {
        QDirIterator it(base.filePath(folder), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = base.relativeFilePath(it.next());
            if (!path.contains(QRegularExpression(u"(^|/)\\.|~$"_s)))
                files << path;
        }
    }
    files.sort();
    return files;
}

void TestAgentBundle::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile versionFile(QStringLiteral(FW_SOURCE_DIR "/VERSION"));
    QVERIFY(versionFile.open(QIODevice::ReadOnly));
    m_version = QString::fromUtf8(versionFile.readLine().trimmed());

    const QString unpacked = m_dir.filePath(u"unpacked"_s);
    QVERIFY(QDir().mkpath(unpacked));
    const Run tar = run(u"tar"_s, {u"-xzf"_s, QStringLiteral(FW_AGENT_BUNDLE)}, unpacked);
    QVERIFY2(tar.exitCode == 0, tar.err);
    // One folder named after the version, so unpacking never spills files into the current directory.
    QCOMPARE(QDir(unpacked).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
             QStringList{u"fabric-agent-"_s + m_version});
    m_top = unpacked + u"/fabric-agent-"_s + m_version;
}

// Everything the agent's build reads, and nothing of the workbench: compared with the source tree, so a file
// added to remote-agent/ but missing from the bundle fails here rather than on a cluster.
void TestAgentBundle::holdsExactlyTheAgentSources()
{
    const QStringList folders{u"cmake"_s, u"core/base"_s, u"remote-agent"_s};
    QStringList expected = filesBelow(QStringLiteral(FW_SOURCE_DIR), folders);
    expected << u"README.md"_s << u"VERSION"_s;
    expected.sort();
    QCOMPARE(filesBelow(m_top, {QString()}), expected);

    QFile readme(m_top + u"/README.md"_s);
    QVERIFY(readme.open(QIODevice::ReadOnly));
    QVERIFY(readme.readAll().contains("cmake -S remote-agent -B build"));
}

void TestAgentBundle::buildsStandalone()
{
    const QString build = m_dir.filePath(u"build"_s);
    const Run configure = run(QStringLiteral(FW_CMAKE),
                              {u"-S"_s, m_top + u"/remote-agent"_s, u"-B"_s, build, u"-DCMAKE_BUILD_TYPE=Release"_s});
    QVERIFY2(configure.exitCode == 0, configure.out + configure.err);
    // bench needs MPI; the configure summary says whether it was found.
    QVERIFY2(configure.out.contains("MPI:         yes"), configure.out);

    const Run compile = run(QStringLiteral(FW_CMAKE), {u"--build"_s, build, u"--parallel"_s, u"2"_s});
    QVERIFY2(compile.exitCode == 0, compile.out.right(4000) + compile.err.right(4000));
    m_agent = build + u"/fabric-agent"_s;
    QVERIFY(QFileInfo(m_agent).isExecutable());
}

void TestAgentBundle::versionMatchesVersionFile()
{
    QVERIFY2(!m_agent.isEmpty(), "the bundle did not build");
    const Run agent = run(m_agent, {u"--version"_s});
    QCOMPARE(agent.exitCode, 0);
    QCOMPARE(agent.out, "fabric-agent " + m_version.toUtf8() + '\n');
}

void TestAgentBundle::benchRunsOnTwoRanks()
{
    QVERIFY2(!m_agent.isEmpty(), "the bundle did not build");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // CI runs as root, which Open MPI refuses unless told twice.
    env.insert(u"OMPI_ALLOW_RUN_AS_ROOT"_s, u"1"_s);
    env.insert(u"OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"_s, u"1"_s);
    const Run bench = run(QStringLiteral(FW_MPIRUN),
                          {u"--oversubscribe"_s, u"-np"_s, u"2"_s, m_agent, u"bench"_s, u"-b"_s, u"1K"_s, u"-e"_s,
                           u"64K"_s, u"-f"_s, u"4"_s, u"-n"_s, u"5"_s},
                          m_dir.path(), env);
    QVERIFY2(bench.exitCode == 0, bench.out + bench.err);

    QStringList types;
    int results = 0;
    for (const QByteArray& line : bench.out.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonObject event = QJsonDocument::fromJson(line, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, line);
        types << event[u"type"_s].toString();
        if (types.last() == u"start"_s) {
            QCOMPARE(event[u"ranks"_s].toInt(), 2);
            QCOMPARE(event[u"agent_version"_s].toString(), m_version);
        } else if (types.last() == u"size_result"_s) {
            ++results;
            QCOMPARE(event[u"samples"_s].toInt(), 5);
            QVERIFY(event[u"time_us"_s][u"p50"_s].toDouble() > 0);
            QCOMPARE(event[u"wrong"_s].toInt(-1), 0);
        }
    }
    QCOMPARE(types.value(0), u"start"_s);
    QCOMPARE(types.value(types.size() - 1), u"end"_s);
    // 1K, 4K, 16K and 64K, each in place and out of place.
    QCOMPARE(results, 8);
}

QTEST_GUILESS_MAIN(TestAgentBundle)
#include "testagentbundle.moc"
