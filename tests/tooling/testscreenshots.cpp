// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"

#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

// tools/screenshots.sh, as a user runs it to regenerate docs/screenshots/: every step in three languages at the
// default size and the PDF report's first pages, from the demo project, without a display.
class TestScreenshots : public QObject
{
    Q_OBJECT

private slots:
    void everyStepInEveryLanguage()
    {
        QTemporaryDir out;
        QVERIFY(out.isValid());
        const testsupport::ProcessResult result = testsupport::runProcess(
            QStringLiteral(FW_SOURCE_DIR "/tools/screenshots.sh"), {QStringLiteral(FW_BUILD_DIR), out.path()});
        QVERIFY(result.finished);
        QVERIFY2(result.exitCode == 0, result.err.constData());
        const QStringList steps = {
            QStringLiteral("triage"),         QStringLiteral("candidates"), QStringLiteral("bom"),
            QStringLiteral("questionnaires"), QStringLiteral("benchmarks"), QStringLiteral("faults"),
            QStringLiteral("counters"),       QStringLiteral("compare"),    QStringLiteral("cost"),
            QStringLiteral("decision"),       QStringLiteral("report")};
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")}) {
            for (const QString& step : steps) {
                const QImage shot(QDir(out.path()).filePath(QStringLiteral("%1-%2.png").arg(step, language)));
                // The height may grow past 700 where a page's minimum size asks for more; the layout test judges that.
                QVERIFY2(!shot.isNull() && shot.width() == 1100, qPrintable(step + QLatin1Char('-') + language));
            }
            for (const QString& page : {QStringLiteral("1"), QStringLiteral("2")}) {
                const QImage pdfPage(QDir(out.path()).filePath(QStringLiteral("pdf-%1-%2.png").arg(language, page)));
                QVERIFY2(!pdfPage.isNull() && pdfPage.height() > pdfPage.width(), qPrintable(language + page));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestScreenshots)
#include "testscreenshots.moc"
