// SPDX-License-Identifier: Apache-2.0
#include "report/pdftextlayer.h"

#include <QRegularExpression>
#include <QTest>

using namespace fw::app;

namespace {

// A PDF as QPdfWriter writes one, cut to what the repair reads: one font's ToUnicode map (a linear range onto two
// Kangxi radicals, an array with the ligature ﬀ, a bfchar onto the radical ⽉), an object after it, the table and
// `startxref`. The offsets in the table are computed, not typed.
QByteArray samplePdf(const QByteArray& map)
{
    QByteArray pdf = "%PDF-1.4\n";
    QList<qsizetype> offsets;
    offsets << pdf.size();
    pdf += "1 0 obj\n<< /Type /Catalog >>\nendobj\n";
    offsets << pdf.size();
    pdf += "2 0 obj\n<< /Length " + QByteArray::number(map.size()) + " >>\nstream\n" + map + "\nendstream\nendobj\n";
    offsets << pdf.size();
    pdf += "3 0 obj\n<< /Type /Font >>\nendobj\n";
    const qsizetype xref = pdf.size();
    pdf += "xref\n0 4\n0000000000 65535 f \n";
    for (const qsizetype offset : offsets)
        pdf += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    pdf += "trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return pdf;
}

const QByteArray kMap = "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
                        "1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n"
                        "3 beginbfrange\n<0000> <0000> <0000>\n<0001> <0002> <2F47>\n"
                        "<0003> <0005> [<0042> <FB00> <0075>]\nendbfrange\n"
                        "2 beginbfchar\n<0006> <2F49>\n<0007> <65E5>\nendbfchar\nendcmap\nend\nend";

// What the table of `pdf` says, checked: every entry in use points at "N 0 obj", `startxref` at the table, and
// every stream is as long as its /Length says.
QString structureProblem(const QByteArray& pdf)
{
    const qsizetype start = pdf.lastIndexOf("startxref\n");
    const qsizetype xref = pdf.mid(start + 10, pdf.indexOf('\n', start + 10) - start - 10).toLongLong();
    if (!pdf.mid(xref).startsWith("xref\n0 "))
        return QStringLiteral("startxref does not point at the table");
    const qsizetype first = pdf.indexOf('\n', xref + 5) + 1;
    const qsizetype count = pdf.mid(xref + 7, first - xref - 8).toLongLong();
    for (qsizetype i = 1; i < count; ++i) {
        const qsizetype offset = pdf.mid(first + i * 20, 10).toLongLong();
        if (!pdf.mid(offset).startsWith(QByteArray::number(i) + " 0 obj\n"))
            return QStringLiteral("entry %1 points at %2").arg(i).arg(offset);
    }
    static const QRegularExpression stream(QStringLiteral("/Length (\\d+) >>\\nstream\\n"));
    const QString text = QString::fromLatin1(pdf);
    for (auto it = stream.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (text.mid(m.capturedEnd() + m.captured(1).toInt(), 10) != QLatin1String("\nendstream"))
            return QStringLiteral("a stream is not %1 bytes long").arg(m.captured(1));
    }
    return {};
}

} // namespace

// Issue 43: a report's text layer reads as its pages do, so an archive of reports can be searched.
class TestPdfTextLayer : public QObject
{
    Q_OBJECT

private slots:
    void radicalsAndLigaturesReadAsThePage();
    void aPdfWithNothingToMendIsLeftAlone();
    void anUnrecognisedFileIsLeftAlone();
};

void TestPdfTextLayer::radicalsAndLigaturesReadAsThePage()
{
    const QByteArray before = samplePdf(kMap);
    QCOMPARE(structureProblem(before), QString());
    const QByteArray after = readableTextLayer(before);
    // ⽇ ⽈ (U+2F47, U+2F48) as 日 曰; ﬀ as "ff"; ⽉ (U+2F49) as 月; the real 日 (U+65E5) and the code space unchanged.
    QVERIFY(after.contains("<0001> <0002> [<65E5> <66F0>]\n"));
    QVERIFY(after.contains("<0003> <0005> [<0042> <00660066> <0075>]\n"));
    QVERIFY(after.contains("<0006> <6708>\n"));
    QVERIFY(after.contains("<0007> <65E5>\n"));
    QVERIFY(after.contains("<0000> <FFFF>\nendcodespacerange"));
    QVERIFY(!after.contains("2F4"));
    QVERIFY(!after.contains("FB00"));
    QCOMPARE(structureProblem(after), QString());
    QVERIFY(after.size() > before.size());
}

void TestPdfTextLayer::aPdfWithNothingToMendIsLeftAlone()
{
    QByteArray map = kMap;
    map.replace("<2F47>", "<0041>").replace("<FB00>", "<0066>").replace("<2F49>", "<0043>");
    const QByteArray pdf = samplePdf(map);
    QCOMPARE(readableTextLayer(pdf), pdf);
}

void TestPdfTextLayer::anUnrecognisedFileIsLeftAlone()
{
    // No table where startxref points (a file written some other way): nothing is rewritten, so nothing is broken.
    QByteArray pdf = samplePdf(kMap);
    pdf.replace("startxref\n", "startxref\n1");
    QCOMPARE(readableTextLayer(pdf), pdf);
    const QByteArray text = "not a PDF at all";
    QCOMPARE(readableTextLayer(text), text);
}

QTEST_GUILESS_MAIN(TestPdfTextLayer)
#include "testpdftextlayer.moc"
