// SPDX-License-Identifier: Apache-2.0
#include "analysis/numberformat.h"
#include "domain/acceptanceplan.h"
#include "languagemanager.h"
#include "remote/connectionprofile.h"
#include "remote/demoruns.h"
#include "remote/dispatchrunrepository.h"
#include "storage/benchmarkrunrepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;

// Text the app makes, rather than a widget's label, follows the UI language: the name of an agent run, the
// standard plan's steps (made in the language, and stored English names shown in it), the demo's labels and sizes.
class TestMadeTextTranslated : public QObject
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_languages.setLanguage(QStringLiteral("de"))); }
    void cleanup() { QVERIFY(m_languages.setLanguage(QStringLiteral("en"))); }
    void agentRunNameIsGerman();
    void planStepNamesAreGerman();
    void demoLabelsAreGerman();
    void sizesHaveUnitsNotPlurals();

private:
    fw::app::LanguageManager m_languages;
};

void TestMadeTextTranslated::agentRunNameIsGerman()
{
    const QString name = DispatchRunRepository::runName(ConnectionProfile().destination(),
                                                        QDateTime(QDate(2026, 12, 2), QTime(11, 53), Qt::UTC));
    QVERIFY2(name.startsWith(QStringLiteral("fabric-agent-Lauf auf Dieser Computer, ")), qPrintable(name));
    QVERIFY(name.contains(QStringLiteral("02.12.26")));
    QVERIFY(!name.contains(QStringLiteral("This computer")));
}

void TestMadeTextTranslated::planStepNamesAreGerman()
{
    const AcceptancePlan plan = AcceptancePlan::standard({}, QStringLiteral("ib0"), QStringLiteral("/scratch"));
    QCOMPARE(plan.steps.at(0).label, QStringLiteral("Referenzmessung"));
    QCOMPARE(plan.steps.at(1).label, QStringLiteral("Gedrosselte Verbindung"));
    // Stored English names (a plan made in English, the demo's) are shown in German; other labels as they are.
    QCOMPARE(AcceptancePlan::displayLabel(QStringLiteral("Baseline sweep")), QStringLiteral("Referenzmessung"));
    QCOMPARE(AcceptancePlan::displayLabel(QStringLiteral("Storage burst")), QStringLiteral("Speicher-Lastspitze"));
    QCOMPARE(AcceptancePlan::displayLabel(QStringLiteral("my own step")), QStringLiteral("my own step"));
}

void TestMadeTextTranslated::demoLabelsAreGerman()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("demo.fabwb"));
    demo::create(path, m_languages.language());
    auto project = ProjectFile::open(path);
    const QList<Candidate> candidates = CandidateRepository(*project).all();
    QCOMPARE(candidates.size(), 2);
    QCOMPARE(candidates.at(0).supplier, QStringLiteral("Beispielanbieter A"));
    QVERIFY(candidates.at(0).notes.startsWith(QStringLiteral("Beispieldaten")));
    int claims = 0;
    for (const BenchmarkRun& run : BenchmarkRunRepository(*project).list()) {
        if (run.source != RunSource::VendorClaim)
            continue;
        ++claims;
        QVERIFY2(run.label.startsWith(QStringLiteral("Beispiel-Anbieterangabe: veröffentlichtes Log, ")),
                 qPrintable(run.label));
    }
    QCOMPARE(claims, 4);
    QCOMPARE(project->meta(QString::fromLatin1(demo::kStampKey)), demo::stamp(QStringLiteral("de")));
}

void TestMadeTextTranslated::sizesHaveUnitsNotPlurals()
{
    QCOMPARE(formatBytes(1), QStringLiteral("1 B"));
    QCOMPARE(formatBytes(8), QStringLiteral("8 B"));
    QCOMPARE(formatBytes(65536), QStringLiteral("64 KiB"));
    QCOMPARE(formatBytes(1536), QStringLiteral("1,5 KiB")); // the German decimal comma
    QCOMPARE(formatBytes(qint64(8) << 30), QStringLiteral("8 GiB"));
}

QTEST_MAIN(TestMadeTextTranslated)
#include "testmadetexttranslated.moc"
