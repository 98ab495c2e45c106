// SPDX-License-Identifier: Apache-2.0
#include "domain/questionnairecatalog.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace fw::core;

// The catalogs are data: every question must be there in every language, and a broken file must say where.
class TestQuestionnaireCatalog : public QObject
{
    Q_OBJECT

private slots:
    void catalogsAreCompleteInEveryLanguage_data();
    void catalogsAreCompleteInEveryLanguage();
    void claimQuestionsAreFourAndEight();
    void vaguePhrasesCoverEveryLanguage();
    void brokenCatalogIsReportedWithItsPlace_data();
    void brokenCatalogIsReportedWithItsPlace();
};

void TestQuestionnaireCatalog::catalogsAreCompleteInEveryLanguage_data()
{
    QTest::addColumn<FabricKind>("fabric");
    QTest::addRow("InfiniBand") << FabricKind::InfiniBand;
    QTest::addRow("RoCE") << FabricKind::RoceV2;
}

void TestQuestionnaireCatalog::catalogsAreCompleteInEveryLanguage()
{
    QFETCH(FabricKind, fabric);
    const QuestionnaireCatalog& catalog = QuestionnaireCatalog::forFabric(fabric);
    QCOMPARE(catalog.fabric(), fabric);
    QCOMPARE(catalog.questions().size(), 10);
    static const QRegularExpression japanese(QStringLiteral("[\\x{3040}-\\x{30ff}\\x{4e00}-\\x{9fff}]"));
    QStringList keys;
    for (const Question& q : catalog.questions()) {
        keys << q.key;
        for (const QString& language : QuestionnaireCatalog::languages())
            QVERIFY2(!q.text.value(language).isEmpty(), qPrintable(q.key + QLatin1Char(' ') + language));
        // Really translated, not copied: each language differs, and the Japanese text is Japanese.
        QVERIFY2(q.text.value(QStringLiteral("de")) != q.text.value(QStringLiteral("en")), qPrintable(q.key));
        QVERIFY2(q.text.value(QStringLiteral("ja")).contains(japanese), qPrintable(q.key));
        for (const RequiredDetail& detail : q.requiredDetails) {
            QVERIFY(detail.pattern.isValid());
            for (const QString& language : QuestionnaireCatalog::languages())
                QVERIFY2(!detail.what.value(language).isEmpty(), qPrintable(q.key + QLatin1Char(' ') + language));
        }
    }
    keys.removeDuplicates();
    QCOMPARE(keys.size(), 10);
    for (const QString& language : QuestionnaireCatalog::languages())
        QVERIFY(!catalog.title().value(language).isEmpty());
}

void TestQuestionnaireCatalog::claimQuestionsAreFourAndEight()
{
    for (const auto& [fabric, number] : {std::pair(FabricKind::InfiniBand, 4), std::pair(FabricKind::RoceV2, 8)}) {
        for (const Question& q : QuestionnaireCatalog::forFabric(fabric).questions())
            QCOMPARE(q.numericClaim, q.number == number);
    }
}

void TestQuestionnaireCatalog::vaguePhrasesCoverEveryLanguage()
{
    const QStringList& phrases = QuestionnaireCatalog::vaguePhrases();
    QVERIFY(phrases.contains(QStringLiteral("included")));
    QVERIFY(phrases.contains(QStringLiteral("inklusive")));
    QVERIFY(phrases.contains(QStringLiteral("込み")));
    for (int i = 1; i < phrases.size(); ++i)
        QVERIFY(phrases.at(i - 1).size() >= phrases.at(i).size()); // longest first
}

void TestQuestionnaireCatalog::brokenCatalogIsReportedWithItsPlace_data()
{
    QFile file(QStringLiteral(":/fw/questionnaires/infiniband.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString good = QString::fromUtf8(file.readAll());

    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error");
    QString noJapanese = good;
    noJapanese.replace(QStringLiteral("\"ja\": \"すべてのノードが"), QStringLiteral("\"jp\": \"すべてのノードが"));
    QTest::addRow("missing language") << noJapanese
                                      << QStringLiteral("x.json: question 3 (ib.placement): no \"ja\" text");
    QString badPattern = good;
    badPattern.replace(QStringLiteral("\"pattern\": \"(?<![A-Za-z])(EDR"),
                       QStringLiteral("\"pattern\": \"((?<![A-Za-z])(EDR"));
    QTest::addRow("bad pattern") << badPattern << QStringLiteral("x.json: question 1 (ib.hardware): invalid pattern");
    QString duplicate = good;
    duplicate.replace(QStringLiteral("\"key\": \"ib.growth\""), QStringLiteral("\"key\": \"ib.penalty\""));
    QTest::addRow("repeated key") << duplicate << QStringLiteral("x.json: question 9: missing or repeated key");
    QTest::addRow("not json") << QStringLiteral("{") << QStringLiteral("x.json: not valid JSON");
    QTest::addRow("unknown fabric") << QStringLiteral(R"({"format":1,"fabric":"myrinet"})")
                                    << QStringLiteral("x.json: unknown fabric \"myrinet\"");
}

void TestQuestionnaireCatalog::brokenCatalogIsReportedWithItsPlace()
{
    QFETCH(QString, json);
    QFETCH(QString, error);
    QString actual;
    const QuestionnaireCatalog catalog = QuestionnaireCatalog::parse(json.toUtf8(), QStringLiteral("x.json"), &actual);
    QVERIFY2(actual.startsWith(error), qPrintable(actual));
    QVERIFY(catalog.questions().isEmpty());
}

QTEST_GUILESS_MAIN(TestQuestionnaireCatalog)
#include "testquestionnairecatalog.moc"
