// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QMimeDatabase>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

// Builds the .deb with the real cpack, unpacks it with dpkg-deb and checks what a user would get: the
// installed programs start from their installed paths with the system's libraries, the desktop entry, the
// metainfo and the MIME type validate, and the package asks for what Qt loads at run time.
class TestDebPackage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void controlFields();
    void dependsCoverRuntimeNeeds();
    void installedFiles();
    void iconsHaveTheirSizes();
    void versionsMatchVersionFile();
    void binariesUseSystemLibrariesOnly();
    void appRunsHeadless();
    void desktopEntryValidates();
    void metainfoValidates();
    void projectFilesGetTheirMimeType();

private:
    using Run = testsupport::ProcessResult;

    static Run run(const QString& program, const QStringList& args,
                   const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment());
    QString installed(const QString& relative) const { return m_root + u'/' + relative; }
    QString controlField(const QString& field) const;
    QProcessEnvironment privateHome() const;

    QTemporaryDir m_dir;
    QString m_deb;
    QString m_root;
    QString m_version;
};

static const QString kAppId = u"org.fabricworkbench.FabricWorkbench"_s;
static const QString kMimeType = u"application/x-fabric-workbench-project"_s;

TestDebPackage::Run TestDebPackage::run(const QString& program, const QStringList& args, const QProcessEnvironment& env)
{
    return testsupport::runProcess(program, args, env);
}

QString TestDebPackage::controlField(const QString& field) const
{
    const Run r = run(QStringLiteral(FW_DPKG_DEB), {u"--field"_s, m_deb, field});
    return r.exitCode == 0 ? QString::fromUtf8(r.out).trimmed() : QString();
}

// The installed app writes its settings and demo project below XDG folders inside the test's own folder.
QProcessEnvironment TestDebPackage::privateHome() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString home = m_dir.filePath(u"home"_s);
    env.insert(u"XDG_CONFIG_HOME"_s, home + u"/config"_s);
    env.insert(u"XDG_DATA_HOME"_s, home + u"/data"_s);
    env.remove(u"LD_LIBRARY_PATH"_s);
    return env;
}

void TestDebPackage::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QFile versionFile(QStringLiteral(FW_SOURCE_DIR "/VERSION"));
    QVERIFY(versionFile.open(QIODevice::ReadOnly));
    m_version = QString::fromUtf8(versionFile.readLine().trimmed());
    QVERIFY(!m_version.isEmpty());

    // Into a folder of its own, so it neither collides with nor picks up a developer's `cpack` output.
    const QString out = m_dir.filePath(u"out"_s);
    const Run cpack = run(QStringLiteral(FW_CPACK),
                          {u"--config"_s, QStringLiteral(FW_CPACK_CONFIG), u"-G"_s, u"DEB"_s, u"-B"_s, out});
    QVERIFY2(cpack.exitCode == 0, cpack.out + cpack.err);
    const QStringList debs = QDir(out).entryList({u"*.deb"_s}, QDir::Files);
    QCOMPARE(debs.size(), 1);
    m_deb = out + u'/' + debs.constFirst();

    m_root = m_dir.filePath(u"root"_s);
    const Run extract = run(QStringLiteral(FW_DPKG_DEB), {u"--extract"_s, m_deb, m_root});
    QVERIFY2(extract.exitCode == 0, extract.err);
}

void TestDebPackage::controlFields()
{
    QCOMPARE(controlField(u"Package"_s), u"fabric-workbench"_s);
    QCOMPARE(controlField(u"Version"_s), m_version);
    QVERIFY(!controlField(u"Maintainer"_s).isEmpty());
    QCOMPARE(QFileInfo(m_deb).fileName(),
             u"fabric-workbench_%1_%2.deb"_s.arg(m_version, controlField(u"Architecture"_s)));
}

void TestDebPackage::dependsCoverRuntimeNeeds()
{
    QStringList depends;
    for (const QString& entry : controlField(u"Depends"_s).split(u',', Qt::SkipEmptyParts))
        depends << entry.trimmed().section(u' ', 0, 0);
    // What Qt loads by name at run time, which dpkg-shlibdeps cannot see: the SQLite driver (no project
    // opens without it), the platform plugins (no window), a CJK font (Japanese shows as boxes).
    for (const auto* needed :
         {"libqt6sql6-sqlite", "qt6-qpa-plugins", "fonts-noto-cjk", "fonts-dejavu-core", "hicolor-icon-theme"})
        QVERIFY2(depends.contains(QLatin1String(needed)), qPrintable(depends.join(u", "_s)));
    // What dpkg-shlibdeps found in the binaries: proof that it ran on both of them.
    for (const auto* linked : {"libqt6core6", "libqt6widgets6", "libqt6sql6", "libopenmpi3", "libc6"})
        QVERIFY2(depends.contains(QLatin1String(linked)), qPrintable(depends.join(u", "_s)));
    // Every name is a real package: this machine runs the app, so each one must be installed here.
    for (const QString& package : depends) {
        const Run query = run(u"dpkg-query"_s, {u"--show"_s, u"--showformat=${db:Status-Status}"_s, package});
        QVERIFY2(query.out == "installed", qPrintable(package + u" is not an installed Debian package"_s));
    }
    QVERIFY(controlField(u"Recommends"_s).contains(u"openmpi-bin"_s));
}

void TestDebPackage::installedFiles()
{
    const QStringList expected{
        u"usr/bin/fabric-workbench"_s,
        u"usr/bin/fabric-agent"_s,
        u"usr/share/applications/%1.desktop"_s.arg(kAppId),
        u"usr/share/metainfo/%1.metainfo.xml"_s.arg(kAppId),
        u"usr/share/mime/packages/%1.xml"_s.arg(kAppId),
        u"usr/share/icons/hicolor/scalable/apps/%1.svg"_s.arg(kAppId),
        u"usr/share/doc/fabric-workbench/copyright"_s,
        u"usr/share/fabric-workbench/fabric-agent-%1.tar.gz"_s.arg(m_version),
    };
    for (const QString& file : expected)
        QVERIFY2(QFileInfo(installed(file)).isFile(), qPrintable(file));
    QVERIFY(QFileInfo(installed(u"usr/bin/fabric-workbench"_s)).isExecutable());
    QVERIFY(QFileInfo(installed(u"usr/bin/fabric-agent"_s)).isExecutable());

    // The packaged bundle is the one the build made, byte for byte.
    QFile packaged(installed(expected.last()));
    QFile built(QStringLiteral(FW_AGENT_BUNDLE));
    QVERIFY(packaged.open(QIODevice::ReadOnly));
    QVERIFY2(built.open(QIODevice::ReadOnly), FW_AGENT_BUNDLE);
    QVERIFY(packaged.readAll() == built.readAll());
}

void TestDebPackage::iconsHaveTheirSizes()
{
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256, 512}) {
        const QString path = installed(u"usr/share/icons/hicolor/%1x%1/apps/%2.png"_s.arg(size).arg(kAppId));
        const QImage icon(path);
        QVERIFY2(!icon.isNull(), qPrintable(path));
        QCOMPARE(icon.size(), QSize(size, size));
        QVERIFY(icon.hasAlphaChannel());
    }
}

void TestDebPackage::versionsMatchVersionFile()
{
    const Run app = run(installed(u"usr/bin/fabric-workbench"_s), {u"--version"_s}, privateHome());
    QVERIFY2(app.exitCode == 0, app.err);
    QCOMPARE(app.out, "fabric-workbench " + m_version.toUtf8() + '\n');
    const Run agent = run(installed(u"usr/bin/fabric-agent"_s), {u"--version"_s});
    QVERIFY2(agent.exitCode == 0, agent.err);
    QCOMPARE(agent.out, "fabric-agent " + m_version.toUtf8() + '\n');
}

// Only Debian's libraries: nothing from the build tree, and nothing from a CUDA install under /usr/local
// (the packaged agent leaves CUDA/NCCL out, or it would not install on a clean Debian).
void TestDebPackage::binariesUseSystemLibrariesOnly()
{
    for (const auto* binary : {"usr/bin/fabric-workbench", "usr/bin/fabric-agent"}) {
        const Run ldd = run(u"ldd"_s, {installed(QLatin1String(binary))}, privateHome());
        QVERIFY2(ldd.exitCode == 0, ldd.err);
        const QString libraries = QString::fromUtf8(ldd.out);
        QVERIFY2(!libraries.contains(u"not found"_s), qPrintable(libraries));
        QVERIFY2(!libraries.contains(u"/usr/local/"_s), qPrintable(libraries));
        QVERIFY2(!libraries.contains(QStringLiteral(FW_SOURCE_DIR)), qPrintable(libraries));
        QVERIFY2(!libraries.contains(QRegularExpression(u"\\blib(cuda|cudart|nccl)\\.so"_s)), qPrintable(libraries));
    }
}

void TestDebPackage::appRunsHeadless()
{
    const QString shot = m_dir.filePath(u"window.png"_s);
    const Run app = run(installed(u"usr/bin/fabric-workbench"_s),
                        {u"--platform"_s, u"offscreen"_s, u"--demo"_s, u"--screenshot"_s, shot}, privateHome());
    QVERIFY2(app.exitCode == 0, app.out + app.err);
    QVERIFY2(app.out.contains(shot.toUtf8()), app.out);
    const QImage window(shot);
    QVERIFY(!window.isNull());
    QVERIFY2(window.width() >= 640 && window.height() >= 400,
             qPrintable(u"%1x%2"_s.arg(window.width()).arg(window.height())));
    // --demo made the demo project: the installed app opened and wrote a real project file.
    QVERIFY(QFileInfo(m_dir.filePath(u"home/data/FabricWorkbench/fabric-workbench/demo.fabwb"_s)).size() > 0);
}

void TestDebPackage::desktopEntryValidates()
{
    const QString path = installed(u"usr/share/applications/%1.desktop"_s.arg(kAppId));
    const Run validate = run(QStringLiteral(FW_DESKTOP_FILE_VALIDATE), {path});
    QVERIFY2(validate.exitCode == 0 && validate.out.isEmpty(), validate.out + validate.err);

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    QHash<QString, QString> entry;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(u'\n'))
        if (line.contains(u'=') && !line.startsWith(u'#'))
            entry.insert(line.section(u'=', 0, 0), line.section(u'=', 1));
    // A double-click on a project passes its path: %f.
    const QStringList exec = entry.value(u"Exec"_s).split(u' ');
    QCOMPARE(exec, QStringList({u"fabric-workbench"_s, u"%f"_s}));
    QVERIFY(QFileInfo(installed(u"usr/bin/"_s + exec.constFirst())).isExecutable());
    QVERIFY(entry.value(u"MimeType"_s).split(u';').contains(kMimeType));
    QCOMPARE(entry.value(u"Icon"_s), kAppId);
}

// validate-tree also checks that the desktop entry the metainfo launches is installed beside it.
void TestDebPackage::metainfoValidates()
{
    const Run validate = run(QStringLiteral(FW_APPSTREAMCLI), {u"validate-tree"_s, u"--no-net"_s, m_root});
    QVERIFY2(validate.exitCode == 0, validate.out + validate.err);
    QVERIFY2(validate.out.contains("Validation was successful"), validate.out);
}

void TestDebPackage::projectFilesGetTheirMimeType()
{
    // What the shared-mime-info trigger does when the package is installed: compile the system's MIME packages
    // and this one into one database. (Kept apart, Qt 6.4 would let the system database's SQLite magic overrule
    // the package's higher-priority one, which is not what an installed system does.)
    const QString share = m_dir.filePath(u"share"_s);
    QVERIFY(QDir().mkpath(share + u"/mime/packages"_s));
    for (const QString& package : {u"/usr/share/mime/packages/freedesktop.org.xml"_s,
                                   installed(u"usr/share/mime/packages/%1.xml"_s.arg(kAppId))})
        QVERIFY2(QFile::copy(package, share + u"/mime/packages/"_s + QFileInfo(package).fileName()),
                 qPrintable(package));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_DATA_DIRS"_s, share);
    const Run update = run(QStringLiteral(FW_UPDATE_MIME_DATABASE), {share + u"/mime"_s}, env);
    QVERIFY2(update.exitCode == 0, update.out + update.err);
    // Nothing in this process has asked QMimeDatabase anything before, so it loads this database now.
    qputenv("XDG_DATA_DIRS", share.toUtf8());

    const QMimeDatabase mime;
    const QString demo = m_dir.filePath(u"home/data/FabricWorkbench/fabric-workbench/demo.fabwb"_s);
    QVERIFY(QFileInfo::exists(demo));
    QCOMPARE(mime.mimeTypeForFile(demo, QMimeDatabase::MatchExtension).name(), kMimeType);
    QVERIFY(mime.mimeTypeForName(kMimeType).inherits(u"application/vnd.sqlite3"_s));

    // By content: a renamed project is still one; another SQLite file is not.
    const QString renamed = m_dir.filePath(u"renamed-project"_s);
    QVERIFY(QFile::copy(demo, renamed));
    QCOMPARE(mime.mimeTypeForFile(renamed, QMimeDatabase::MatchContent).name(), kMimeType);
    QFile other(m_dir.filePath(u"other-database"_s));
    QVERIFY(other.open(QIODevice::WriteOnly));
    other.write(QByteArray("SQLite format 3", 16) + QByteArray(84, '\0'));
    other.close();
    QCOMPARE(mime.mimeTypeForFile(other.fileName(), QMimeDatabase::MatchContent).name(), u"application/vnd.sqlite3"_s);
}

QTEST_GUILESS_MAIN(TestDebPackage)
#include "testdebpackage.moc"
