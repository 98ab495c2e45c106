#include "cli/clisupport.h"

#include "remote/connectionprofilerepository.h"
#include "remote/knownhosts.h"
#include "remote/remoteerror.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QDir>

namespace fw::app::cli {

QString tr(const char* text)
{
    return QCoreApplication::translate("fw::app::cli", text);
}

void print(FILE* stream, const QString& text)
{
    std::fprintf(stream, "%s\n", qPrintable(text));
}

std::optional<qint64> findCandidate(core::ProjectFile& project, const QString& name)
{
    const QList<core::Candidate> all = core::CandidateRepository(project).all();
    bool isNumber = false;
    const qint64 id = name.toLongLong(&isNumber);
    QList<core::Candidate> matches;
    for (const core::Candidate& c : all) {
        const QString full = QStringLiteral("%1 / %2").arg(c.supplier, c.offerName);
        if ((isNumber && c.id == id) || c.supplier.compare(name, Qt::CaseInsensitive) == 0 ||
            c.offerName.compare(name, Qt::CaseInsensitive) == 0 || full.compare(name, Qt::CaseInsensitive) == 0)
            matches << c;
    }
    if (matches.size() == 1)
        return matches.constFirst().id;
    QStringList known;
    for (const core::Candidate& c : all)
        known << QStringLiteral("  %1: %2 / %3").arg(c.id).arg(c.supplier, c.offerName);
    print(stderr,
          (matches.isEmpty() ? tr("No candidate \"%1\" in the project.") : tr("\"%1\" names more than one candidate."))
                  .arg(name) +
              QLatin1Char('\n') +
              (known.isEmpty() ? tr("The project has no candidates yet; add one in the Candidates page.")
                               : tr("Name one by id, supplier, offer or \"supplier / offer\":\n%1")
                                     .arg(known.join(QLatin1Char('\n')))));
    return std::nullopt;
}

std::optional<int> parseArguments(QCommandLineParser& parser, const QStringList& arguments)
{
    if (!parser.parse(arguments)) {
        print(stderr, parser.errorText());
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        print(stdout, parser.helpText());
        return 0;
    }
    return std::nullopt;
}

std::unique_ptr<core::ProjectFile> openProject(const QString& path, OpenMode mode)
{
    std::unique_ptr<core::ProjectFile> project;
    try {
        project = core::ProjectFile::open(path);
    } catch (const core::StorageError& error) {
        print(stderr, error.message());
        return nullptr;
    }
    if (mode == OpenMode::Writable && project->isReadOnly()) {
        print(stderr,
              tr("%1 is open read-only: %2").arg(QDir::toNativeSeparators(project->path()), project->readOnlyReason()));
        return nullptr;
    }
    return project;
}

void ConnectionOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({project, candidate, connection, launcher, knownHosts, acceptKey});
}

QString ConnectionOptions::knownHostsPath(const QCommandLineParser& parser) const
{
    return parser.isSet(knownHosts) ? parser.value(knownHosts) : QDir::homePath() + QStringLiteral("/.ssh/known_hosts");
}

Target ConnectionOptions::open(const QCommandLineParser& parser) const
{
    Target target;
    std::unique_ptr<core::ProjectFile> file = openProject(parser.value(project), OpenMode::Writable);
    if (!file)
        return target;
    const std::optional<qint64> id = findCandidate(*file, parser.value(candidate));
    if (!id)
        return target;
    const std::optional<core::ConnectionProfile> chosen = choose(*file, *id, parser);
    if (!chosen)
        return target;
    target.candidate = *id;
    target.profile = *chosen;
    target.project = std::move(file);
    return target;
}

std::optional<core::ConnectionProfile> ConnectionOptions::choose(core::ProjectFile& file, qint64 candidateId,
                                                                 const QCommandLineParser& parser) const
{
    QList<core::ConnectionProfile> profiles;
    for (const core::ConnectionProfile& p : core::ConnectionProfileRepository(file).all()) {
        if (p.candidateId == candidateId &&
            (!parser.isSet(connection) || p.name.compare(parser.value(connection), Qt::CaseInsensitive) == 0))
            profiles << p;
    }
    core::ConnectionProfile profile;
    profile.name = core::displayName(core::Launcher::Local);
    if (profiles.size() == 1) {
        profile = profiles.constFirst();
    } else if (!profiles.isEmpty() || parser.isSet(connection)) {
        print(stderr, profiles.isEmpty()
                          ? QCoreApplication::translate("fw::app::cli", "The candidate has no connection named \"%1\".")
                                .arg(parser.value(connection))
                          : QCoreApplication::translate(
                                "fw::app::cli", "The candidate has several connections; name one with --connection."));
        return std::nullopt;
    }
    if (parser.isSet(launcher)) {
        const std::optional<core::Launcher> chosen = core::launcherFromKey(parser.value(launcher));
        if (!chosen) {
            print(stderr,
                  QCoreApplication::translate("fw::app::cli", "--launcher must be local, mpirun or srun, not \"%1\".")
                      .arg(parser.value(launcher)));
            return std::nullopt;
        }
        profile.launcher = *chosen;
    }
    return profile;
}

bool ConnectionOptions::trustOffered(const QCommandLineParser& parser, const core::HostKey& key, bool* failed) const
{
    if (!parser.isSet(acceptKey))
        return false;
    if (parser.value(acceptKey) != key.fingerprint) {
        print(stderr,
              QCoreApplication::translate("fw::app::cli", "The fingerprint did not match, so nothing was trusted: "
                                                          "--accept-host-key names %1, but the %2 key of %3 has the "
                                                          "fingerprint %4.")
                  .arg(parser.value(acceptKey), key.type, key.host, key.fingerprint));
        *failed = true;
        return false;
    }
    try {
        core::KnownHosts(knownHostsPath(parser)).trust(key);
    } catch (const core::RemoteError& e) {
        print(stderr, e.message());
        *failed = true;
        return false;
    }
    return true;
}

} // namespace fw::app::cli
