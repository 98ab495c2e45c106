// SPDX-License-Identifier: Apache-2.0
#include "cli/clisupport.h"
#include "cli/commands.h"
#include "remote/connectionprofilerepository.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>

namespace fw::app::cli {

namespace {

QJsonObject connectionJson(const core::ConnectionProfile& p, const QHash<qint64, QString>& candidates)
{
    return {{QStringLiteral("id"), p.id},
            {QStringLiteral("candidate_id"), p.candidateId ? QJsonValue(*p.candidateId) : QJsonValue()},
            {QStringLiteral("candidate"), p.candidateId ? QJsonValue(candidates.value(*p.candidateId)) : QJsonValue()},
            {QStringLiteral("name"), p.name},
            {QStringLiteral("launcher"), core::storageKey(p.launcher)},
            {QStringLiteral("host"), p.host},
            {QStringLiteral("port"), p.port},
            {QStringLiteral("user"), p.user},
            {QStringLiteral("identity"), core::storageKey(p.identity)},
            {QStringLiteral("key_file"), p.keyFile},
            {QStringLiteral("jump_host"), p.jumpHost},
            {QStringLiteral("work_dir"), p.workDir},
            {QStringLiteral("nodes"), QJsonArray::fromStringList(p.nodes)},
            {QStringLiteral("node_count"), p.nodeCount},
            {QStringLiteral("ranks_per_node"), p.ranksPerNode},
            {QStringLiteral("launcher_args"), QJsonArray::fromStringList(p.launcherArgs)},
            {QStringLiteral("local_agent"), p.localAgent},
            {QStringLiteral("keepalive_seconds"), p.keepaliveSeconds},
            {QStringLiteral("cluster_node"), p.clusterNode},
            {QStringLiteral("ask_before_run"), p.askBeforeRun},
            {QStringLiteral("measured_on"), core::storageKey(p.measuredOn())}};
}

// "\"name\" (id 3): This computer, ranks: 2" or "\"name\" (id 3): SSH + mpirun, user@host:22, nodes: 2, ranks per
// node: 4".
QString connectionLine(const core::ConnectionProfile& p)
{
    if (!p.isRemote())
        return tr("\"%1\" (id %2): %3, ranks: %4")
                   .arg(p.name)
                   .arg(p.id)
                   .arg(core::displayName(p.launcher))
                   .arg(p.ranksPerNode) +
               (p.clusterNode ? tr(", stated to be a node of the candidate's cluster")
                              : tr(", measures this computer, not the candidate's fabric"));
    return tr("\"%1\" (id %2): %3, %4, nodes: %5, ranks per node: %6")
        .arg(p.name)
        .arg(p.id)
        .arg(core::displayName(p.launcher), p.destination())
        .arg(p.nodes.isEmpty() ? p.nodeCount : int(p.nodes.size()))
        .arg(p.ranksPerNode);
}

QCommandLineOption nameOption()
{
    return {QStringLiteral("name"), tr("The connection's name, unique within its candidate."), QStringLiteral("name")};
}

// The hosts of an Open MPI hostfile or a plain list: the first word of each line, without comments and blank lines.
std::optional<QStringList> readHostfile(const QString& path)
{
    QFile file(path);
    const QString shown = QDir::toNativeSeparators(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        print(stderr, tr("--hostfile: cannot read %1: %2").arg(shown, file.errorString()));
        return std::nullopt;
    }
    QStringList hosts;
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        const QString line = QString::fromUtf8(file.readLine()).section(QLatin1Char('#'), 0, 0).trimmed();
        if (line.isEmpty())
            continue;
        const QString host = line.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty).trimmed();
        if (!core::isHostName(host)) {
            print(stderr,
                  tr("%1, line %2: \"%3\" is not a host name or address.").arg(shown).arg(lineNumber).arg(host));
            return std::nullopt;
        }
        hosts << host;
    }
    if (hosts.isEmpty()) {
        print(stderr, tr("--hostfile: %1 names no host.").arg(shown));
        return std::nullopt;
    }
    return hosts;
}

// The candidate's connection named by --name, or none after printing why.
std::optional<core::ConnectionProfile> namedConnection(core::ProjectFile& project, qint64 candidateId,
                                                       const QString& name)
{
    const core::ConnectionProfileRepository repository(project);
    if (const std::optional<core::ConnectionProfile> found = repository.find(candidateId, name))
        return found;
    QStringList names;
    for (const core::ConnectionProfile& p : repository.ofCandidate(candidateId))
        names << QStringLiteral("\"%1\"").arg(p.name);
    print(stderr, tr("The candidate has no connection named \"%1\".").arg(name) + QLatin1Char(' ') +
                      (names.isEmpty() ? tr("It has none; add one with \"fabric-workbench connection add\".")
                                       : tr("Its connections: %1.").arg(names.join(QStringLiteral(", ")))));
    return std::nullopt;
}

int addConnection(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench connection add --project P --candidate C --name N (--local | --host H [--user U] "
           "[--port N] [--key FILE] [--jump HOST] [--work-dir DIR] [--keepalive S]) [--launcher local|mpirun|srun] "
           "[--ranks N] "
           "[--hostfile FILE] [--node-count N] [--launcher-arg ARG]... [--agent FILE] [--cluster-node]"),
        tr("Add a connection to a candidate: where and how \"run\" and \"plan\" start the agent. --local runs it on "
           "this computer (with mpirun when --ranks is above 1); --host reaches the cluster over SSH, with mpirun "
           "unless --launcher says srun. No password or passphrase is ever stored."));
    const QCommandLineOption candidate = candidateOption();
    const QCommandLineOption name = nameOption();
    const QCommandLineOption local(QStringLiteral("local"), tr("Run the agent on this computer."));
    const QCommandLineOption host(QStringLiteral("host"), tr("The cluster's head node, reached over SSH."),
                                  QStringLiteral("host"));
    const QCommandLineOption user(QStringLiteral("user"), tr("The SSH user; by default yours."),
                                  QStringLiteral("user"));
    const QCommandLineOption port(QStringLiteral("port"), tr("The SSH port; 22 by default."), QStringLiteral("N"));
    const QCommandLineOption key(QStringLiteral("key"), tr("The private key file; by default ssh-agent's keys."),
                                 QStringLiteral("file"));
    const QCommandLineOption jump(QStringLiteral("jump"), tr("A jump host, [user@]host[:port]."),
                                  QStringLiteral("host"));
    const QCommandLineOption workDir(QStringLiteral("work-dir"),
                                     tr("The remote folder the agent is built in; .fabric-workbench by default."),
                                     QStringLiteral("dir"));
    const QCommandLineOption keepalive(
        QStringLiteral("keepalive"),
        tr("Seconds between SSH keepalive messages; a link silent for twice as long counts as dead. 10 by default."),
        QStringLiteral("S"));
    const QCommandLineOption launcher(QStringLiteral("launcher"), tr("local, mpirun or srun."),
                                      QStringLiteral("launcher"));
    const QCommandLineOption ranks(QStringLiteral("ranks"), tr("Ranks per node; 1 by default."), QStringLiteral("N"));
    const QCommandLineOption hostfile(QStringLiteral("hostfile"),
                                      tr("A file of the nodes to run on, one per line (an Open MPI hostfile works)."),
                                      QStringLiteral("file"));
    const QCommandLineOption nodeCount(QStringLiteral("node-count"),
                                       tr("srun without a hostfile: how many nodes Slurm should choose."),
                                       QStringLiteral("N"));
    const QCommandLineOption launcherArg(QStringLiteral("launcher-arg"),
                                         tr("One more argument for mpirun or srun; repeat it for several."),
                                         QStringLiteral("arg"));
    const QCommandLineOption agent(QStringLiteral("agent"),
                                   tr("--local: the agent program; by default the one installed with the workbench."),
                                   QStringLiteral("file"));
    const QCommandLineOption clusterNode(
        QStringLiteral("cluster-node"),
        tr("--local: this computer is a node of the candidate's cluster, so its runs measure the candidate's fabric. "
           "Without it they measure this computer and are left out of the scores."));
    parser.addOptions({candidate, name, local, host, user, port, key, jump, workDir, keepalive, launcher, ranks,
                       hostfile, nodeCount, launcherArg, agent, clusterNode});
    if (const std::optional<int> exitCode = parser.read(arguments, {&candidate, &name}))
        return *exitCode;
    if (parser.isSet(local) == parser.isSet(host))
        return parser.usageError(tr("Give either --local or --host."));

    core::ConnectionProfile profile;
    profile.name = parser.value(name).trimmed();
    if (parser.isSet(local)) {
        for (const QCommandLineOption* sshOnly :
             {&user, &port, &key, &jump, &workDir, &keepalive, &hostfile, &nodeCount}) {
            if (parser.isSet(*sshOnly)) {
                print(
                    stderr,
                    tr("--%1 is for a connection over SSH (--host), not --local.").arg(sshOnly->names().constFirst()));
                return 2;
            }
        }
        profile.launcher = core::Launcher::Local;
        profile.clusterNode = parser.isSet(clusterNode);
        profile.localAgent = parser.isSet(agent) ? QFileInfo(parser.value(agent)).absoluteFilePath() : QString();
    } else {
        if (parser.isSet(agent)) {
            print(stderr, tr("--agent is for --local; over SSH the workbench builds the agent on the cluster."));
            return 2;
        }
        if (parser.isSet(clusterNode)) {
            print(stderr, tr("--cluster-node is for --local; over SSH the agent runs on the cluster's own hosts."));
            return 2;
        }
        profile.launcher = core::Launcher::Mpirun;
        profile.host = parser.value(host).trimmed();
        profile.user = parser.isSet(user) ? parser.value(user) : qEnvironmentVariable("USER");
        profile.jumpHost = parser.value(jump).trimmed();
        if (parser.isSet(workDir))
            profile.workDir = parser.value(workDir);
        if (parser.isSet(port)) {
            bool ok = false;
            profile.port = parser.value(port).toInt(&ok);
            if (!ok || profile.port < 1 || profile.port > 65535) {
                print(stderr, tr("--port must be a number from 1 to 65535, not \"%1\".").arg(parser.value(port)));
                return 2;
            }
        }
        if (parser.isSet(key)) {
            const QFileInfo keyFile(parser.value(key));
            if (!keyFile.isFile()) {
                print(stderr, tr("--key: %1 is not a file.").arg(QDir::toNativeSeparators(keyFile.absoluteFilePath())));
                return 2;
            }
            profile.identity = core::Identity::KeyFile;
            profile.keyFile = keyFile.absoluteFilePath();
        }
        if (parser.isSet(hostfile)) {
            const std::optional<QStringList> hosts = readHostfile(parser.value(hostfile));
            if (!hosts)
                return 2;
            profile.nodes = *hosts;
        }
        if (parser.isSet(nodeCount)) {
            const std::optional<int> count = positiveNumber(parser, nodeCount);
            if (!count)
                return 2;
            profile.nodeCount = *count;
        }
        if (parser.isSet(keepalive)) {
            const std::optional<int> seconds = positiveNumber(parser, keepalive);
            if (!seconds)
                return 2;
            profile.keepaliveSeconds = *seconds;
        }
    }
    if (parser.isSet(launcher)) {
        const std::optional<core::Launcher> chosen = core::launcherFromKey(parser.value(launcher));
        if (!chosen) {
            print(stderr, tr("--launcher must be local, mpirun or srun, not \"%1\".").arg(parser.value(launcher)));
            return 2;
        }
        if ((*chosen == core::Launcher::Local) != parser.isSet(local)) {
            print(stderr,
                  parser.isSet(local)
                      ? tr("--launcher %1 runs over SSH; give --host instead of --local.").arg(parser.value(launcher))
                      : tr("--launcher local runs on this computer; give --local instead "
                           "of --host."));
            return 2;
        }
        profile.launcher = *chosen;
    }
    if (parser.isSet(ranks)) {
        const std::optional<int> count = positiveNumber(parser, ranks);
        if (!count)
            return 2;
        profile.ranksPerNode = *count;
    }
    profile.launcherArgs = parser.values(launcherArg);
    if (const QStringList problems = profile.problems(); !problems.isEmpty()) {
        print(stderr,
              tr("The connection was not added:") + QStringLiteral("\n  ") + problems.join(QStringLiteral("\n  ")));
        return 2;
    }

    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const std::optional<qint64> candidateId = findCandidate(*file, parser.value(candidate));
    if (!candidateId)
        return 2;
    profile.candidateId = *candidateId;
    core::ConnectionProfileRepository repository(*file);
    if (const QString clash = repository.nameClash(profile); !clash.isEmpty()) {
        print(stderr, clash);
        return 2;
    }
    if (!stored([&] { profile.id = repository.save(profile); }))
        return 1;
    print(stdout,
          tr("Added a connection to %1: %2.").arg(candidateNames(*file).value(*candidateId), connectionLine(profile)));
    return 0;
}

int listConnections(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench connection list --project P [--candidate C] [--json]"),
        tr("List the connections of a candidate, or of every candidate. The Benchmarks and Faults pages list the "
           "same ones."),
        CommandLine::ProjectFile | CommandLine::Json);
    const QCommandLineOption candidate = candidateOption();
    parser.addOption(candidate);
    if (const std::optional<int> exitCode = parser.read(arguments))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::AsItIs);
    if (!file)
        return 2;
    const core::ConnectionProfileRepository repository(*file);
    std::optional<qint64> only;
    if (!optionalCandidate(*file, parser, candidate, &only))
        return 2;
    const QList<core::ConnectionProfile> profiles = only ? repository.ofCandidate(*only) : repository.all();
    const QHash<qint64, QString> names = candidateNames(*file);
    if (parser.wantsJson()) {
        QJsonArray array;
        for (const core::ConnectionProfile& p : profiles)
            array << connectionJson(p, names);
        printJson(array);
        return 0;
    }
    if (profiles.isEmpty())
        print(stdout, tr("No connections."));
    for (const core::ConnectionProfile& p : profiles)
        print(
            stdout,
            tr("%1, candidate %2").arg(connectionLine(p), p.candidateId ? names.value(*p.candidateId) : tr("(none)")));
    return 0;
}

int removeConnection(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench connection remove --project P --candidate C --name N"),
        tr("Remove a candidate's connection. Dispatches and plan runs made through it keep their records."));
    const QCommandLineOption candidate = candidateOption();
    const QCommandLineOption name = nameOption();
    parser.addOptions({candidate, name});
    if (const std::optional<int> exitCode = parser.read(arguments, {&candidate, &name}))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const std::optional<qint64> candidateId = findCandidate(*file, parser.value(candidate));
    if (!candidateId)
        return 2;
    const std::optional<core::ConnectionProfile> profile = namedConnection(*file, *candidateId, parser.value(name));
    if (!profile)
        return 2;
    if (!stored([&] { core::ConnectionProfileRepository(*file).remove(profile->id); }))
        return 1;
    print(stdout, tr("Removed connection \"%1\" (id %2).").arg(profile->name).arg(profile->id));
    return 0;
}

int setConnection(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench connection set --project P --candidate C --name N "
           "[--cluster-node yes|no] [--ask-before-run yes|no]"),
        tr("Change what a connection states: whether this computer is a node of the candidate's cluster (a local "
           "connection's runs then measure the candidate's fabric), and whether Run the Agent asks before it starts."));
    const QCommandLineOption candidate = candidateOption();
    const QCommandLineOption name = nameOption();
    const QCommandLineOption clusterNode(QStringLiteral("cluster-node"),
                                         tr("yes: this computer is a node of the candidate's cluster; no: it is not."),
                                         QStringLiteral("yes|no"));
    const QCommandLineOption askBeforeRun(QStringLiteral("ask-before-run"),
                                          tr("yes: Run the Agent asks before each run through it; no: it does not."),
                                          QStringLiteral("yes|no"));
    parser.addOptions({candidate, name, clusterNode, askBeforeRun});
    if (const std::optional<int> exitCode = parser.read(arguments, {&candidate, &name}))
        return *exitCode;
    const auto yesNo = [&](const QCommandLineOption& option) -> std::optional<bool> {
        const QString value = parser.value(option);
        if (value == QLatin1String("yes") || value == QLatin1String("no"))
            return value == QLatin1String("yes");
        print(stderr, tr("--%1 must be yes or no, not \"%2\".").arg(option.names().constFirst(), value));
        return std::nullopt;
    };
    std::optional<bool> node;
    std::optional<bool> ask;
    if (parser.isSet(clusterNode) && !(node = yesNo(clusterNode)))
        return 2;
    if (parser.isSet(askBeforeRun) && !(ask = yesNo(askBeforeRun)))
        return 2;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const std::optional<qint64> candidateId = findCandidate(*file, parser.value(candidate));
    if (!candidateId)
        return 2;
    std::optional<core::ConnectionProfile> profile = namedConnection(*file, *candidateId, parser.value(name));
    if (!profile)
        return 2;
    if (node && *node && profile->isRemote()) {
        print(stderr, tr("--cluster-node is for a local connection; over SSH the agent runs on the cluster's own "
                         "hosts."));
        return 2;
    }
    if (node)
        profile->clusterNode = *node;
    if (ask)
        profile->askBeforeRun = *ask;
    if (!stored([&] { core::ConnectionProfileRepository(*file).save(*profile); }))
        return 1;
    print(stdout, tr("Changed connection %1.").arg(connectionLine(*profile)));
    return 0;
}

int copyConnection(const QStringList& arguments)
{
    CommandLine parser(
        tr("fabric-workbench connection copy --project P --candidate C --name N --to CANDIDATE [--as NAME]"),
        tr("Copy a candidate's connection to another candidate."));
    const QCommandLineOption candidate = candidateOption();
    const QCommandLineOption name = nameOption();
    const QCommandLineOption to(QStringLiteral("to"), tr("The candidate that gets the copy."),
                                QStringLiteral("candidate"));
    const QCommandLineOption as(QStringLiteral("as"), tr("The copy's name; by default the same."),
                                QStringLiteral("name"));
    parser.addOptions({candidate, name, to, as});
    if (const std::optional<int> exitCode = parser.read(arguments, {&candidate, &name, &to}))
        return *exitCode;
    const std::unique_ptr<core::ProjectFile> file = parser.openProject(OpenMode::Writable);
    if (!file)
        return 2;
    const std::optional<qint64> from = findCandidate(*file, parser.value(candidate));
    if (!from)
        return 2;
    const std::optional<core::ConnectionProfile> profile = namedConnection(*file, *from, parser.value(name));
    if (!profile)
        return 2;
    const std::optional<qint64> target = findCandidate(*file, parser.value(to));
    if (!target)
        return 2;
    core::ConnectionProfileRepository repository(*file);
    core::ConnectionProfile copy = *profile;
    copy.id = 0;
    copy.candidateId = *target;
    if (parser.isSet(as))
        copy.name = parser.value(as).trimmed();
    if (const QString clash = repository.nameClash(copy); !clash.isEmpty()) {
        print(stderr, clash);
        return 2;
    }
    if (!stored([&] { copy.id = repository.copy(profile->id, *target, copy.name); }))
        return 1;
    print(stdout, tr("Copied connection \"%1\" to %2 as %3.")
                      .arg(profile->name, candidateNames(*file).value(*target), connectionLine(copy)));
    return 0;
}

} // namespace

int connectionCommand(const QStringList& arguments)
{
    return runSubcommand(
        QStringLiteral("connection"),
        tr("Add, list, change, copy and remove the connections of a candidate: where \"run\" and \"plan\" start "
           "the agent."),
        {{"add", QT_TRANSLATE_NOOP("fw::app::cli", "add a connection to a candidate"), addConnection},
         {"list", QT_TRANSLATE_NOOP("fw::app::cli", "list connections"), listConnections},
         {"set", QT_TRANSLATE_NOOP("fw::app::cli", "change what a connection states (cluster node, asking)"),
          setConnection},
         {"copy", QT_TRANSLATE_NOOP("fw::app::cli", "copy a connection to another candidate"), copyConnection},
         {"remove", QT_TRANSLATE_NOOP("fw::app::cli", "remove a connection"), removeConnection}},
        arguments);
}

} // namespace fw::app::cli
