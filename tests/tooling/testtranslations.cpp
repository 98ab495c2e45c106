#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

// German and Japanese are complete: lupdate over today's sources finds no new, unfinished or empty string.
class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void complete_data();
    void complete();
};

void TestTranslations::complete_data()
{
    QTest::addColumn<QString>("language");
    QTest::addRow("de") << QStringLiteral("de");
    QTest::addRow("ja") << QStringLiteral("ja");
}

void TestTranslations::complete()
{
    QFETCH(QString, language);
    const QString name = QStringLiteral("fabricworkbench_%1.ts").arg(language);
    QTemporaryDir dir;
    const QString copy = dir.filePath(name);
    QVERIFY(QFile::copy(QStringLiteral(FW_SOURCE_DIR "/i18n/") + name, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);

    // The same scan as the build's update_translations target, on a copy, so the test never edits the tree.
    QProcess lupdate;
    lupdate.start(QStringLiteral(FW_LUPDATE), {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"),
                                               QStringLiteral("none"), QStringLiteral(FW_SOURCE_DIR "/app"),
                                               QStringLiteral(FW_SOURCE_DIR "/core"), QStringLiteral("-ts"), copy});
    QVERIFY(lupdate.waitForFinished(120000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());

    QFile ts(copy);
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    QString context;
    QString source;
    QStringList problems;
    int messages = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            ++messages;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (type == QLatin1String("unfinished") || type == QLatin1String("vanished") || text.trimmed().isEmpty())
                problems << QStringLiteral("%1: \"%2\" (%3)")
                                .arg(context, source, type.isEmpty() ? QStringLiteral("empty") : type);
        }
    }
    QVERIFY(!xml.hasError());
    QVERIFY(messages > 50);
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 untranslated in %2:\n").arg(problems.size()).arg(name) +
                                            problems.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "testtranslations.moc"
