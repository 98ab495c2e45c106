// SPDX-License-Identifier: Apache-2.0
#include "remote/hostkey.h"
#include "remote/knownhosts.h"
#include "remote/remoteerror.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fw::core;
using Marker = KnownHostsEntry::Marker;

// The known_hosts reader against OpenSSH's rules (sshd(8), "SSH_KNOWN_HOSTS FILE FORMAT"). The hashed lines were
// written by `ssh-keygen -H`, so the HMAC is checked against OpenSSH's own output.
class TestKnownHosts : public QObject
{
    Q_OBJECT

private:
    static constexpr char kKeyA[] = "AAAAC3NzaC1lZDI1NTE5AAAAIBSURCxp+6c5kGpe71HF0I+GI1FoU9atrd1NP3WijjkB";
    static constexpr char kKeyB[] = "AAAAC3NzaC1lZDI1NTE5AAAAILjaHmSbFOjsv+Wv6hsUTxn39ePwz7t0PistJUF9xoX0";
    // `ssh-keygen -H` of "node7.cluster" and of "[head.example]:2222", both with key A.
    static constexpr char kHashedNode7[] = "|1|EgZ0FWcY08XfA4D+YUvCskrED/k=|D2RdwbOP+ETkP1lv+fOAqQvk7XE=";
    static constexpr char kHashedHeadPort[] = "|1|OwvR9auGzUW4uh4xqh+QrxKdh+M=|u1FQwHCjlibxlCKB84zjvLp6AG4=";

    static QByteArray blob(const char* base64) { return QByteArray::fromBase64(base64); }
    static QByteArray line(const QByteArray& hosts, const char* key = kKeyA)
    {
        return hosts + " ssh-ed25519 " + key + '\n';
    }
    static KnownHostsEntry entry(const QByteArray& hosts)
    {
        KnownHostsReader reader;
        reader.parse(line(hosts), QStringLiteral("kh"));
        return reader.entries().value(0);
    }

private slots:
    void plainNamesMatchWithoutRegardToCase()
    {
        const KnownHostsEntry e = entry("head.example,10.0.0.1");
        QCOMPARE(e.keyType, QByteArray("ssh-ed25519"));
        QCOMPARE(e.key, blob(kKeyA));
        QCOMPARE(e.line, 1);
        QVERIFY(e.names(QStringLiteral("head.example")));
        QVERIFY(e.names(QStringLiteral("HEAD.Example")));
        QVERIFY(e.names(QStringLiteral("10.0.0.1")));
        QVERIFY(!e.names(QStringLiteral("head.example.org")));
        QVERIFY(!e.names(QStringLiteral("10.0.0.11")));
    }

    void portFormIsItsOwnName()
    {
        const KnownHostsEntry e = entry("[head.example]:2222");
        QVERIFY(e.names(QStringLiteral("[head.example]:2222")));
        QVERIFY(!e.names(QStringLiteral("head.example")));
        QVERIFY(!e.names(QStringLiteral("[head.example]:22222")));
        QVERIFY(!entry("head.example").names(QStringLiteral("[head.example]:2222")));
    }

    void wildcards()
    {
        const KnownHostsEntry e = entry("node?.cluster,*.gpu.example,[10.0.*]:2222");
        QVERIFY(e.names(QStringLiteral("node1.cluster")));
        QVERIFY(!e.names(QStringLiteral("node12.cluster")));
        QVERIFY(!e.names(QStringLiteral("node.cluster")));
        QVERIFY(e.names(QStringLiteral("a.b.gpu.example")));
        QVERIFY(!e.names(QStringLiteral("gpu.example")));
        QVERIFY(e.names(QStringLiteral("[10.0.3.4]:2222")));
        QVERIFY(!e.names(QStringLiteral("10.0.3.4")));
        QVERIFY(entry("*").names(QStringLiteral("[anything]:2222")));
        QVERIFY(entry("a*b*c").names(QStringLiteral("aXbYbZc")));
        QVERIFY(!entry("a*b*c").names(QStringLiteral("aXbYbZ")));
    }

    void negationExcludesWhateverElseMatches()
    {
        const KnownHostsEntry e = entry("*.cluster,!login.cluster");
        QVERIFY(e.names(QStringLiteral("node1.cluster")));
        QVERIFY(!e.names(QStringLiteral("login.cluster")));
        // A list of negations alone names nothing.
        QVERIFY(!entry("!login.cluster").names(QStringLiteral("node1.cluster")));
        QVERIFY(!entry("!node*,node1").names(QStringLiteral("node1")));
    }

    void hashedNames()
    {
        const KnownHostsEntry node7 = entry(kHashedNode7);
        QVERIFY(node7.names(QStringLiteral("node7.cluster")));
        QVERIFY(node7.names(QStringLiteral("Node7.Cluster")));
        QVERIFY(!node7.names(QStringLiteral("node8.cluster")));
        const KnownHostsEntry head = entry(kHashedHeadPort);
        QVERIFY(head.names(QStringLiteral("[head.example]:2222")));
        QVERIFY(!head.names(QStringLiteral("head.example")));
    }

    void markers()
    {
        KnownHostsReader reader;
        reader.parse("@revoked * ssh-ed25519 " + QByteArray(kKeyB) + " old key\n" +
                         "@cert-authority *.cluster ssh-ed25519 " + QByteArray(kKeyA) + '\n' + line("node1.cluster"),
                     QStringLiteral("kh"));
        QVERIFY2(reader.skipped().isEmpty(), qPrintable(reader.skipped().join(QLatin1Char('\n'))));
        QCOMPARE(reader.entries().size(), 3);
        QCOMPARE(reader.entries()[0].marker, Marker::Revoked);
        QCOMPARE(reader.entries()[1].marker, Marker::CertAuthority);
        QCOMPARE(reader.entries()[2].marker, Marker::None);

        const QString node = QStringLiteral("node1.cluster");
        const KnownHostsEntry* revoked = reader.find(node, Marker::Revoked, blob(kKeyB));
        QVERIFY(revoked);
        QCOMPARE(revoked->line, 1);
        QVERIFY(!reader.find(node, Marker::Revoked, blob(kKeyA)));
        QCOMPARE(reader.find(node, Marker::CertAuthority)->line, 2);
        QVERIFY(!reader.find(QStringLiteral("elsewhere"), Marker::CertAuthority));
        QCOMPARE(reader.find(node, Marker::None, blob(kKeyA))->line, 3);
        QVERIFY(!reader.find(node, Marker::None, blob(kKeyB)));
    }

    void commentsBlankLinesAndWhitespace()
    {
        KnownHostsReader reader;
        reader.parse("# a comment\n\n   \n\t# indented comment\r\n  node1\tssh-ed25519   " + QByteArray(kKeyA) +
                         "  a comment with spaces\r\n",
                     QStringLiteral("kh"));
        QVERIFY(reader.skipped().isEmpty());
        QCOMPARE(reader.entries().size(), 1);
        QCOMPARE(reader.entries()[0].line, 5);
        QVERIFY(reader.entries()[0].names(QStringLiteral("node1")));
    }

    // OpenSSH skips a line it cannot use and reads on; here each is also reported with its line.
    void malformedLinesAreSkippedWithTheirLine()
    {
        KnownHostsReader reader;
        reader.parse(line("good1") +                                               // 1
                         "@revokd * ssh-ed25519 " + QByteArray(kKeyA) + '\n' +     // 2: unknown marker
                         "node2 ssh-ed25519\n" +                                   // 3: no key
                         "@revoked node3\n" +                                      // 4: no key type
                         "node4 ssh-ed25519 AAAA!!notbase64\n" +                   // 5: not base64
                         "node5 ssh-rsa " + QByteArray(kKeyA) + '\n' +             // 6: type differs from blob
                         "node6 ssh-ed25519 AAAA\n" +                              // 7: truncated blob
                         "|1|bm90LWEtaGFzaA==|short ssh-ed25519 " + kKeyA + '\n' + // 8: damaged hash
                         line("good9"),                                            // 9
                     QStringLiteral("/etc/ssh/ssh_known_hosts"));
        QCOMPARE(reader.entries().size(), 2);
        QCOMPARE(reader.entries()[0].line, 1);
        QCOMPARE(reader.entries()[1].line, 9);
        const QStringList skipped = reader.skipped();
        QCOMPARE(skipped.size(), 7);
        for (int i = 0; i < skipped.size(); ++i)
            QVERIFY2(skipped[i].startsWith(QStringLiteral("/etc/ssh/ssh_known_hosts, line %1: ").arg(i + 2)),
                     qPrintable(skipped[i]));
        QVERIFY(skipped[0].contains(QLatin1String("@revokd")));
        QVERIFY(skipped[4].contains(QLatin1String("ssh-rsa")));
    }

    void filesAddUpAndMissingOnesAreEmpty()
    {
        QTemporaryDir dir;
        const QString user = dir.filePath(QStringLiteral("known_hosts"));
        const QString global = dir.filePath(QStringLiteral("ssh_known_hosts"));
        QFile file(global);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("@revoked * ssh-ed25519 " + QByteArray(kKeyA) + '\n');
        file.close();
        KnownHostsReader reader;
        reader.read(user);
        reader.read(global);
        QVERIFY(reader.skipped().isEmpty());
        QCOMPARE(reader.entries().size(), 1);
        QCOMPARE(reader.find(QStringLiteral("x"), Marker::Revoked, blob(kKeyA))->file, global);
    }

    void revokedKeyIsNeverWritten()
    {
        QTemporaryDir dir;
        HostKey key;
        key.status = HostKey::Status::Revoked;
        key.host = QStringLiteral("node1");
        key.type = QStringLiteral("ssh-ed25519");
        key.knownHostsEntry = QStringLiteral("node1 ssh-ed25519 ") + QLatin1String(kKeyA);
        key.markerFile = dir.filePath(QStringLiteral("known_hosts"));
        key.markerLine = 1;
        const KnownHosts file(key.markerFile);
        QVERIFY_THROWS_EXCEPTION(RemoteError, file.trust(key));
        QVERIFY_THROWS_EXCEPTION(RemoteError, file.replace(key));
        QVERIFY(!QFile::exists(key.markerFile));
    }
};

QTEST_GUILESS_MAIN(TestKnownHosts)
#include "testknownhosts.moc"
