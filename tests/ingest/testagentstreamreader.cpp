// SPDX-License-Identifier: Apache-2.0
#include "ingest/agentstreamreader.h"
#include "ingest/bytesource.h"
#include "ingest/linereader.h"

#include <QBuffer>
#include <QTest>

using namespace fw::core;
using Type = AgentEvent::Type;

// The one reader of the agent's stream: lines, blank lines, versions, types, a cut-off last line, and the same
// events whether the stream is held whole or read from a file.
class TestAgentStreamReader : public QObject
{
    Q_OBJECT

private slots:
    void readsOneLine();
    void saysWhatALineIsNot();
    void splitsAStreamHeldWhole();
    void readsAFileThroughTheLineReader();
    void findsTheFirstEventOfAType();
};

void TestAgentStreamReader::readsOneLine()
{
    const AgentEvent e = AgentEvent::read(R"({"v":1,"type":"size_result","bytes":64,"message":"m"})");
    QVERIFY(!e.isBlank());
    QVERIFY(e.isObject());
    QVERIFY(e.hasKnownVersion());
    QVERIFY(e.hasType());
    QCOMPARE(e.typeName(), QStringLiteral("size_result"));
    QVERIFY(e.is(Type::SizeResult));
    QCOMPARE(e.value(fw::base::protocol::field::kBytes).toInt(), 64);
    QCOMPARE(e.string(fw::base::protocol::field::kMessage), QStringLiteral("m"));

    const AgentEvent later = AgentEvent::read(R"({"v":1,"type":"added_later"})");
    QVERIFY(later.hasType());
    QCOMPARE(later.type(), Type::Unknown);
}

void TestAgentStreamReader::saysWhatALineIsNot()
{
    QVERIFY(AgentEvent::read(" \t\r").isBlank());
    const AgentEvent broken = AgentEvent::read(R"({"v":1,"type":)");
    QVERIFY(!broken.isBlank());
    QVERIFY(!broken.isObject());
    QVERIFY(broken.parseError().error != QJsonParseError::NoError);
    const AgentEvent array = AgentEvent::read("[1,2]");
    QVERIFY(!array.isObject());
    QCOMPARE(array.parseError().error, QJsonParseError::NoError);

    QVERIFY(AgentEvent::read(R"({"v":2,"type":"start"})").hasKnownVersion()); // version 2: bench summaries
    const AgentEvent newer = AgentEvent::read(R"({"v":3,"type":"start"})");
    QVERIFY(newer.isObject());
    QVERIFY(!newer.hasKnownVersion());
    QCOMPARE(newer.version().toInt(), 3);
    QVERIFY(newer.is(Type::Start)); // the type is read whatever the version; the reader decides
    QVERIFY(!AgentEvent::read(R"({"type":"end"})").hasKnownVersion());
    QVERIFY(!AgentEvent::read(R"({"v":"1","type":"end"})").hasKnownVersion());

    const AgentEvent noType = AgentEvent::read(R"({"v":1,"type":5})");
    QVERIFY(!noType.hasType());
    QVERIFY(noType.typeName().isEmpty());
    QCOMPARE(noType.type(), Type::Unknown);
}

void TestAgentStreamReader::splitsAStreamHeldWhole()
{
    AgentStreamReader reader(
        QByteArray("{\"v\":1,\"type\":\"start\"}\r\n\n  \n{\"v\":1,\"type\":\"end\"}\n{\"v\":1,\"ty"));
    AgentEvent e;
    QVERIFY(reader.next(e));
    QVERIFY(e.is(Type::Start));
    QCOMPARE(reader.lineNumber(), 1);
    QVERIFY(reader.lineComplete());
    QVERIFY(reader.next(e)); // blank lines are skipped, but counted
    QVERIFY(e.is(Type::End));
    QCOMPARE(reader.lineNumber(), 4);
    QVERIFY(reader.next(e));
    QVERIFY(!e.isObject());
    QCOMPARE(reader.lineNumber(), 5);
    QVERIFY(!reader.lineComplete()); // the stream was cut off in this line
    QVERIFY(!reader.next(e));
}

void TestAgentStreamReader::readsAFileThroughTheLineReader()
{
    QByteArray bytes("{\"v\":1,\"type\":\"progress\"}\n\n{\"v\":1,\"type\":\"warning\"}");
    QBuffer buffer(&bytes);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    ByteSource source(buffer, QStringLiteral("s.jsonl"), 1 << 20);
    LineReader lines(source, 1 << 16);
    AgentStreamReader reader(lines);
    AgentEvent e;
    QVERIFY(reader.next(e));
    QVERIFY(e.is(Type::Progress));
    QVERIFY(reader.lineComplete());
    QVERIFY(reader.next(e));
    QVERIFY(e.is(Type::Warning));
    QCOMPARE(reader.lineNumber(), 3);
    QVERIFY(!reader.lineComplete());
    QVERIFY(!reader.next(e));
}

void TestAgentStreamReader::findsTheFirstEventOfAType()
{
    const QByteArray stream("not json\n{\"v\":1,\"type\":\"fault_applied\",\"id\":\"a\"}\n"
                            "{\"v\":1,\"type\":\"fault_applied\",\"id\":\"b\"}\n");
    const AgentEvent applied = AgentStreamReader::first(stream, Type::FaultApplied);
    QVERIFY(applied.isObject());
    QCOMPARE(applied.string(fw::base::protocol::field::kId), QStringLiteral("a"));
    const AgentEvent none = AgentStreamReader::first(stream, Type::FaultReverted);
    QVERIFY(!none.isObject());
    QVERIFY(none.value(fw::base::protocol::field::kOk).isUndefined());
}

QTEST_GUILESS_MAIN(TestAgentStreamReader)
#include "testagentstreamreader.moc"
