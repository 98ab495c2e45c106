// SPDX-License-Identifier: Apache-2.0
#include "analysis/numberformat.h"

#include <QLocale>
#include <QTest>

using namespace fw::core;

class TestNumberFormat : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { QLocale::setDefault(QLocale::c()); }
    void bytesInBinaryUnits_data();
    void bytesInBinaryUnits();
    void bytesInTheLocale();
};

void TestNumberFormat::bytesInBinaryUnits_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("text");
    QTest::newRow("one") << qint64(1) << QStringLiteral("1 B"); // never "1 Bytes"
    QTest::newRow("zero") << qint64(0) << QStringLiteral("0 B");
    QTest::newRow("below a KiB") << qint64(1023) << QStringLiteral("1,023 B");
    QTest::newRow("KiB") << qint64(65536) << QStringLiteral("64 KiB");
    QTest::newRow("fraction") << qint64(1536) << QStringLiteral("1.5 KiB");
    QTest::newRow("MiB") << qint64(1) * 1024 * 1024 << QStringLiteral("1 MiB");
    QTest::newRow("GiB") << qint64(8) * 1024 * 1024 * 1024 << QStringLiteral("8 GiB");
    // Rounds up into the next unit instead of "1024.0 KiB".
    QTest::newRow("almost a MiB") << qint64(1024 * 1024 - 10) << QStringLiteral("1 MiB");
    QTest::newRow("negative") << qint64(-2048) << QStringLiteral("-2 KiB");
}

void TestNumberFormat::bytesInBinaryUnits()
{
    QFETCH(qint64, bytes);
    QFETCH(QString, text);
    QLocale::setDefault(QLocale(QLocale::English));
    QCOMPARE(formatBytes(bytes), text);
}

void TestNumberFormat::bytesInTheLocale()
{
    QLocale::setDefault(QLocale(QLocale::German));
    QCOMPARE(formatBytes(1536), QStringLiteral("1,5 KiB"));
    QCOMPARE(formatBytes(qint64(3) << 30), QStringLiteral("3 GiB"));
}

QTEST_GUILESS_MAIN(TestNumberFormat)
#include "testnumberformat.moc"
