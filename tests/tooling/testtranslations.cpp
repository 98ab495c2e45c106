// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

// German and Japanese are complete: lupdate over today's sources finds no new, unfinished or empty string, and
// none sits in a context that no code looks up at run time.
class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void complete_data();
    void complete();
    void contextsAreLiterals();

private:
    static QSet<QString> namespacesNotUsedAsContext();
};

// lupdate files a tr() call in a free function under the enclosing namespace ("fw::core"), while the code looks
// the string up under the context it names, so such a translation is never shown. A namespace is a valid
// context only when a translate("...") call names it literally.
QSet<QString> TestTranslations::namespacesNotUsedAsContext()
{
    static const QRegularExpression declared(QStringLiteral("^namespace ([\\w:]+) \\{"),
                                             QRegularExpression::MultilineOption);
    static const QRegularExpression named(QStringLiteral("translate\\(\"([^\"]+)\""));
    QSet<QString> namespaces;
    QSet<QString> contexts;
    for (const char* folder : {FW_SOURCE_DIR "/app", FW_SOURCE_DIR "/core"}) {
        QDirIterator it(QString::fromUtf8(folder), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QString text = QString::fromUtf8(file.readAll());
            for (const QRegularExpressionMatch& m : declared.globalMatch(text))
                namespaces << m.captured(1);
            for (const QRegularExpressionMatch& m : named.globalMatch(text))
                contexts << m.captured(1);
        }
    }
    return namespaces - contexts;
}

void TestTranslations::complete_data()
{
    QTest::addColumn<QString>("language");
    QTest::addRow("de") << QStringLiteral("de");
    QTest::addRow("ja") << QStringLiteral("ja");
    QTest::addRow("en plurals") << QStringLiteral("en");
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
    // English keeps only the strings with plural forms.
    QStringList options = {QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none")};
    if (language == QLatin1String("en"))
        options << QStringLiteral("-pluralonly");
    const testsupport::ProcessResult lupdate =
        testsupport::runProcess(QStringLiteral(FW_LUPDATE), options + QStringList{QStringLiteral(FW_SOURCE_DIR "/app"),
                                                                                  QStringLiteral(FW_SOURCE_DIR "/core"),
                                                                                  QStringLiteral("-ts"), copy});
    QVERIFY2(lupdate.succeeded(), lupdate.describe().constData());

    QFile ts(copy);
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    QString context;
    QString source;
    QStringList problems;
    int messages = 0;
    const QSet<QString> wrongContexts = namespacesNotUsedAsContext();
    QVERIFY(wrongContexts.contains(QStringLiteral("fw::core")));
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
            if (wrongContexts.contains(context))
                problems << QStringLiteral("context %1 is a namespace: tr() in a free function; name the context with "
                                           "QCoreApplication::translate(\"...\", ...) instead")
                                .arg(context);
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
    QVERIFY(messages > 20);
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 untranslated in %2:\n").arg(problems.size()).arg(name) +
                                            problems.join(QLatin1Char('\n'))));
}

// lupdate reads a context only from a string literal: translate(kContext, "text") puts nothing in the .ts, and
// the string stays English in every language.
void TestTranslations::contextsAreLiterals()
{
    static const QRegularExpression variableContext(QStringLiteral("QCoreApplication::translate\\(\\s*[^\"\\s]"));
    QStringList problems;
    for (const char* folder : {FW_SOURCE_DIR "/app", FW_SOURCE_DIR "/core"}) {
        QDirIterator it(QString::fromUtf8(folder), {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile file(it.next());
            QVERIFY(file.open(QIODevice::ReadOnly));
            if (QString::fromUtf8(file.readAll()).contains(variableContext))
                problems << file.fileName();
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("translate() with a variable context in:\n") +
                                            problems.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "testtranslations.moc"
