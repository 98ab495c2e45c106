// SPDX-License-Identifier: Apache-2.0
#include "analysis/worksheet.h"

#include <QTest>

using namespace fw::core;

class TestWorksheet : public QObject
{
    Q_OBJECT

private slots:
    void csvQuotesEveryField();
    void tsvKeepsOneLinePerRow();
    void htmlIsEscaped();

private:
    static Worksheet sample()
    {
        return Worksheet({QStringLiteral("Candidate"), QStringLiteral("Note")},
                         {{QStringLiteral("A \"best\""), QStringLiteral("one,two")},
                          {QStringLiteral("B"), QStringLiteral("line 1\nline 2\tend")},
                          {QStringLiteral("<C> & D"), QStringLiteral("日本語")}});
    }
};

void TestWorksheet::csvQuotesEveryField()
{
    const QByteArray csv = sample().toCsv();
    QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
    const QString text = QString::fromUtf8(csv.mid(3));
    QCOMPARE(text, QStringLiteral("\"Candidate\",\"Note\"\r\n"
                                  "\"A \"\"best\"\"\",\"one,two\"\r\n"
                                  "\"B\",\"line 1\nline 2\tend\"\r\n"
                                  "\"<C> & D\",\"日本語\"\r\n"));
}

void TestWorksheet::tsvKeepsOneLinePerRow()
{
    QCOMPARE(sample().toTsv(), QStringLiteral("Candidate\tNote\n"
                                              "A \"best\"\tone,two\n"
                                              "B\tline 1 line 2 end\n"
                                              "<C> & D\t日本語\n"));
}

void TestWorksheet::htmlIsEscaped()
{
    const QString html = sample().toHtml();
    QVERIFY(html.startsWith(QStringLiteral("<table")));
    QVERIFY(html.contains(QStringLiteral("<th>Candidate</th><th>Note</th>")));
    QVERIFY(html.contains(QStringLiteral("<td>&lt;C&gt; &amp; D</td><td>日本語</td>")));
    QVERIFY(html.contains(QStringLiteral("<td>A &quot;best&quot;</td>")));
}

QTEST_GUILESS_MAIN(TestWorksheet)
#include "testworksheet.moc"
