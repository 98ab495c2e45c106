// SPDX-License-Identifier: Apache-2.0
#include "processrun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using namespace Qt::StringLiterals;

// `fabric-agent fault check-access` (issue 38) as this user and, when the test runs as root, as `nobody`: one
// privileges event with a decision for every kind, and for a user without CAP_NET_ADMIN and without a sudo rule,
// link-degraded is judged "no" with the sudoers line that would let it run; its dry run says so and its apply is
// refused before anything is changed. Only the loopback interface's qdiscs are read; nothing is shaped.
class TestAgentPrivileges : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyKindIsJudged();
    void rootRunsTcDirectly();
    void anOrdinaryUserIsToldWhatWouldMakeItRun();

private:
    using Run = testsupport::ProcessResult;

    // The agent, as `user` when given (runuser, root only), without SSH_CONNECTION (so loopback is not refused).
    // Another user runs the copy in /tmp: the build tree may lie in a folder only its owner can enter.
    Run agent(const QStringList& args, const QString& user = {}) const
    {
        QProcessEnvironment clean = QProcessEnvironment::systemEnvironment();
        clean.remove(u"SSH_CONNECTION"_s);
        if (user.isEmpty())
            return testsupport::runProcess(QStringLiteral(FW_AGENT_PATH), args, clean);
        return testsupport::runProcess(u"runuser"_s, QStringList{u"-u"_s, user, u"--"_s, m_sharedAgent} + args, clean,
                                       u"/"_s);
    }
    static QJsonObject event(const QByteArray& line) { return QJsonDocument::fromJson(line.trimmed()).object(); }
    static QJsonObject kindOf(const QJsonObject& privileges, const QString& kind)
    {
        for (const QJsonValue& k : privileges.value(u"kinds"_s).toArray())
            if (k.toObject().value(u"kind"_s).toString() == kind)
                return k.toObject();
        return {};
    }

    QTemporaryDir m_shared{u"/tmp/fw-agent-XXXXXX"_s};
    QString m_sharedAgent;
};

void TestAgentPrivileges::initTestCase()
{
    QVERIFY(m_shared.isValid());
    m_sharedAgent = m_shared.filePath(u"fabric-agent"_s);
    QVERIFY(QFile::copy(QStringLiteral(FW_AGENT_PATH), m_sharedAgent));
    const auto everyone = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup |
                          QFile::ReadOther | QFile::ExeOther;
    QVERIFY(QFile::setPermissions(m_shared.path(), everyone));
    QVERIFY(QFile::setPermissions(m_sharedAgent, everyone));
}

void TestAgentPrivileges::everyKindIsJudged()
{
    const Run run = agent({u"fault"_s, u"check-access"_s});
    QVERIFY2(run.succeeded(), run.describe().constData());
    const QJsonObject e = event(run.out);
    QCOMPARE(e.value(u"type"_s).toString(), u"privileges"_s);
    QCOMPARE(e.value(u"euid"_s).toInteger(), qint64(::geteuid()));
    QCOMPARE(e.value(u"cap_eff"_s).toString().size(), 16);
    const QJsonArray kinds = e.value(u"kinds"_s).toArray();
    QCOMPARE(kinds.size(), 9);
    for (const QJsonValue& k : kinds) {
        const QString access = k.toObject().value(u"access"_s).toString();
        QVERIFY2(access == u"direct"_s || access == u"sudo"_s || access == u"no"_s, qPrintable(access));
    }
    QStringList tools;
    for (const QJsonValue& t : e.value(u"tools"_s).toArray())
        tools << t.toObject().value(u"name"_s).toString();
    QCOMPARE(tools, (QStringList{u"ip"_s, u"tc"_s, u"ibportstate"_s, u"ethtool"_s}));
    // node-remove and storage-burst need nothing special from anyone.
    QCOMPARE(kindOf(e, u"node-remove"_s).value(u"access"_s).toString(), u"direct"_s);
    QCOMPARE(kindOf(e, u"storage-burst"_s).value(u"access"_s).toString(), u"direct"_s);
}

void TestAgentPrivileges::rootRunsTcDirectly()
{
    if (::geteuid() != 0)
        QSKIP("root decides directly; run as root (CI does)");
    const Run run = agent({u"fault"_s, u"check-access"_s, u"--kind"_s, u"link-degraded"_s});
    QVERIFY2(run.succeeded(), run.describe().constData());
    QCOMPARE(kindOf(event(run.out), u"link-degraded"_s).value(u"access"_s).toString(), u"direct"_s);
    const Run plan = agent({u"fault"_s, u"apply"_s, u"--kind"_s, u"link-degraded"_s, u"--interface"_s, u"lo"_s,
                            u"--rate"_s, u"1mbit"_s, u"--ttl"_s, u"5"_s, u"--dry-run"_s, u"--allow-ssh-interface"_s});
    QVERIFY2(plan.succeeded(), plan.describe().constData());
    const QJsonObject e = event(plan.out);
    QCOMPARE(e.value(u"access"_s).toString(), u"direct"_s);
    QVERIFY(e.value(u"commands"_s).toArray().first().toString().startsWith(u"tc qdisc add dev lo"_s));
}

void TestAgentPrivileges::anOrdinaryUserIsToldWhatWouldMakeItRun()
{
    if (::geteuid() != 0)
        QSKIP("needs root to run the agent as nobody (runuser)");
    const Run run =
        agent({u"fault"_s, u"check-access"_s, u"--kind"_s, u"link-degraded"_s, u"--path"_s, u"/proc/not-writable"_s},
              u"nobody"_s);
    QVERIFY2(run.succeeded(), run.describe().constData());
    const QJsonObject e = event(run.out);
    QCOMPARE(e.value(u"user"_s).toString(), u"nobody"_s);
    QCOMPARE(e.value(u"cap_eff"_s).toString(), u"0000000000000000"_s);
    QVERIFY(!e.value(u"sudo_n"_s).toBool());
    QCOMPARE(e.value(u"paths"_s).toArray().first().toObject().value(u"writable"_s).toBool(), false);
    const QJsonObject degraded = kindOf(e, u"link-degraded"_s);
    QCOMPARE(degraded.value(u"access"_s).toString(), u"no"_s);
    QVERIFY2(degraded.value(u"why"_s).toString().contains(u"CAP_NET_ADMIN"_s),
             qPrintable(degraded.value(u"why"_s).toString()));
    QVERIFY2(degraded.value(u"sudo_rule"_s).toString().startsWith(u"nobody ALL=(root) NOPASSWD: /"_s),
             qPrintable(degraded.value(u"sudo_rule"_s).toString()));
    QVERIFY(degraded.value(u"remedy"_s).toString().contains(u"drill"_s));

    // The dry run says so; the apply is refused with the same reason, before anything is journalled or changed.
    const QStringList apply = {u"fault"_s,
                               u"apply"_s,
                               u"--kind"_s,
                               u"link-degraded"_s,
                               u"--interface"_s,
                               u"lo"_s,
                               u"--rate"_s,
                               u"1mbit"_s,
                               u"--ttl"_s,
                               u"5"_s,
                               u"--allow-ssh-interface"_s,
                               u"--state-dir"_s,
                               u"/nonexistent/fw-test-state"_s};
    const Run plan = agent(apply + QStringList{u"--dry-run"_s}, u"nobody"_s);
    QVERIFY2(plan.succeeded(), plan.describe().constData());
    QCOMPARE(event(plan.out).value(u"access"_s).toString(), u"no"_s);
    const Run refused = agent(apply, u"nobody"_s);
    QCOMPARE(refused.exitCode, 1);
    const QJsonObject error = event(refused.out);
    QCOMPARE(error.value(u"type"_s).toString(), u"error"_s);
    QVERIFY2(error.value(u"message"_s).toString().contains(u"NOPASSWD"_s), refused.out.constData());
}

QTEST_GUILESS_MAIN(TestAgentPrivileges)
#include "testagentprivileges.moc"
