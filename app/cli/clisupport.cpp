// SPDX-License-Identifier: Apache-2.0
#include "cli/clisupport.h"

#include "analysis/claimcheck.h"
#include "domain/candidatename.h"
#include "domain/pricesheet.h"
#include "remote/connectionprofilerepository.h"
#include "remote/knownhosts.h"
#include "remote/remoteerror.h"
#include "storage/candidaterepository.h"
#include "storage/projectfile.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace fw::app::cli {

QString tr(const char* text)
{
    return QCoreApplication::translate("fw::app::cli", text);
}

QString tr(const char* text, const char* disambiguation, int n)
{
    return QCoreApplication::translate("fw::app::cli", text, disambiguation, n);
}

void print(FILE* stream, const QString& text)
{
    std::fprintf(stream, "%s\n", qPrintable(text));
    // Line by line even into a pipe: progress is read as it comes, and a killed command has printed what it said.
    std::fflush(stream);
}

void printJson(const QJsonValue& value)
{
    const QJsonDocument document = value.isArray() ? QJsonDocument(value.toArray()) : QJsonDocument(value.toObject());
    std::fputs(document.toJson(QJsonDocument::Indented).constData(), stdout);
}

QString candidateName(const core::Candidate& candidate)
{
    return core::supplierAndOffer(candidate);
}

QHash<qint64, QString> candidateNames(core::ProjectFile& project)
{
    QHash<qint64, QString> names;
    for (const core::Candidate& c : core::CandidateRepository(project).all())
        names.insert(c.id, candidateName(c));
    return names;
}

std::optional<qint64> findCandidate(core::ProjectFile& project, const QString& name)
{
    const QList<core::Candidate> all = core::CandidateRepository(project).all();
    bool isNumber = false;
    const qint64 id = name.toLongLong(&isNumber);
    QList<core::Candidate> matches;
    for (const core::Candidate& c : all) {
        const QString full = candidateName(c);
        if ((isNumber && c.id == id) || c.supplier.compare(name, Qt::CaseInsensitive) == 0 ||
            c.offerName.compare(name, Qt::CaseInsensitive) == 0 || full.compare(name, Qt::CaseInsensitive) == 0)
            matches << c;
    }
    if (matches.size() == 1)
        return matches.constFirst().id;
    QStringList known;
    for (const core::Candidate& c : all)
        known << QStringLiteral("  %1: %2").arg(c.id).arg(candidateName(c));
    print(stderr,
          (matches.isEmpty() ? tr("No candidate \"%1\" in the project.") : tr("\"%1\" names more than one candidate."))
                  .arg(name) +
              QLatin1Char('\n') +
              (known.isEmpty() ? tr("The project has no candidates yet; add one with \"fabric-workbench candidate "
                                    "add\" or in the Candidates page.")
                               : tr("Name one by id, supplier, offer or \"supplier / offer\":\n%1")
                                     .arg(known.join(QLatin1Char('\n')))));
    return std::nullopt;
}

bool optionalCandidate(core::ProjectFile& project, const QCommandLineParser& parser, const QCommandLineOption& option,
                       std::optional<qint64>* candidate)
{
    if (parser.isSet(option))
        *candidate = findCandidate(project, parser.value(option));
    return !parser.isSet(option) || candidate->has_value();
}

// "Usage: SYNOPSIS". Outside CommandLine, whose tr() is QCommandLineParser's, in another context.
static QString usageLine(const QString& usage)
{
    return tr("Usage: %1").arg(usage);
}

CommandLine::CommandLine(const QString& usage, const QString& description, int options)
    : m_usage(usage), m_options(options), m_project(projectOption()), m_json(jsonOption())
{
    setApplicationDescription(description);
    addHelpOption();
    if (m_options & ProjectFile)
        addOption(m_project);
}

std::optional<int> CommandLine::read(const QStringList& arguments,
                                     std::initializer_list<const QCommandLineOption*> required)
{
    if (m_options & Json)
        addOption(m_json);
    if (!parse(arguments))
        return usageError(errorText());
    if (isSet(QStringLiteral("help"))) {
        // Qt's first line names only the program; the synopsis says which command and what it needs.
        const QString help = helpText();
        std::fputs(qPrintable(usageLine(m_usage) + help.mid(help.indexOf(QLatin1Char('\n')))), stdout);
        return 0;
    }
    if ((m_options & ProjectFile) && !requireOptions(*this, {&m_project}, m_usage))
        return 2;
    if (!requireOptions(*this, required, m_usage))
        return 2;
    return std::nullopt;
}

bool CommandLine::wantsJson() const
{
    return (m_options & Json) && isSet(m_json);
}

std::unique_ptr<core::ProjectFile> CommandLine::openProject(OpenMode mode) const
{
    return cli::openProject(value(m_project), mode);
}

int CommandLine::usageError(const QString& problem) const
{
    print(stderr, problem);
    print(stderr, usageLine(m_usage));
    return 2;
}

bool requireOptions(const QCommandLineParser& parser, std::initializer_list<const QCommandLineOption*> options,
                    const QString& usage)
{
    for (const QCommandLineOption* option : options) {
        if (!parser.isSet(*option)) {
            print(stderr, tr("--%1 is missing.").arg(option->names().constFirst()));
            print(stderr, usageLine(usage));
            return false;
        }
    }
    return true;
}

std::optional<int> positiveNumber(const QCommandLineParser& parser, const QCommandLineOption& option)
{
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < 1) {
        print(stderr, tr("--%1 must be a whole number of at least 1, not \"%2\".")
                          .arg(option.names().constFirst(), parser.value(option)));
        return std::nullopt;
    }
    return value;
}

int runSubcommand(const QString& command, const QString& description, std::initializer_list<Subcommand> subcommands,
                  const QStringList& arguments)
{
    const QString name = arguments.value(1);
    for (const Subcommand& subcommand : subcommands) {
        if (name == QLatin1String(subcommand.name))
            return subcommand.run(QStringList{arguments.constFirst()} + arguments.mid(2));
    }
    QStringList names;
    QString list;
    for (const Subcommand& subcommand : subcommands) {
        names << QLatin1String(subcommand.name);
        list += QStringLiteral("  %1  %2\n").arg(QLatin1String(subcommand.name), -8).arg(tr(subcommand.summary));
    }
    const QString help = tr("Usage: fabric-workbench %1 %2 [options]").arg(command, names.join(QLatin1Char('|'))) +
                         QStringLiteral("\n") + description + QStringLiteral("\n\n") + tr("Subcommands:") +
                         QStringLiteral("\n") + list +
                         tr("\"fabric-workbench %1 SUBCOMMAND --help\" lists a subcommand's options.").arg(command);
    if (name == QLatin1String("--help") || name == QLatin1String("-h") || name == QLatin1String("help")) {
        print(stdout, help);
        return 0;
    }
    print(stderr, (name.isEmpty() ? tr("\"fabric-workbench %1\" needs a subcommand.").arg(command)
                                  : tr("\"%1\" is not a subcommand of \"fabric-workbench %2\".").arg(name, command)) +
                      QStringLiteral("\n") + help);
    return 2;
}

QCommandLineOption projectOption()
{
    return {QStringLiteral("project"), tr("The project file (*.fabwb)."), QStringLiteral("file")};
}

QCommandLineOption jsonOption()
{
    return {QStringLiteral("json"), tr("Write JSON (docs/cli.md describes it).")};
}

bool stored(const std::function<void()>& write)
{
    try {
        write();
        return true;
    } catch (const core::StorageError& e) {
        print(stderr, e.message());
        return false;
    }
}

std::optional<QString> writeWhole(const QString& path, const QByteArray& data)
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath());
    QSaveFile target(path);
    if (!target.open(QIODevice::WriteOnly) || target.write(data) != data.size() || !target.commit()) {
        print(stderr, tr("Cannot write %1: %2").arg(shown, target.errorString()));
        return std::nullopt;
    }
    return shown;
}

static QString verdictKey(core::ClaimVerdict verdict)
{
    switch (verdict) {
    case core::ClaimVerdict::Within:
        return QStringLiteral("within");
    case core::ClaimVerdict::Better:
        return QStringLiteral("better");
    case core::ClaimVerdict::Worse:
        return QStringLiteral("worse");
    case core::ClaimVerdict::NotCompared:
        break;
    }
    return QStringLiteral("not_compared");
}

static QString metricKey(const core::NumericClaim& claim)
{
    switch (claim.metric) {
    case core::ClaimMetric::BusBandwidth:
        return QStringLiteral("bus_bandwidth_gbs");
    case core::ClaimMetric::Latency:
        return claim.p99 ? QStringLiteral("latency_p99_us") : QStringLiteral("latency_us");
    case core::ClaimMetric::Recovery:
        break;
    }
    return QStringLiteral("recovery_s");
}

QJsonObject planStepJson(const core::PlanStepRef& step)
{
    return {{QStringLiteral("plan_run_id"), step.planRunId}, {QStringLiteral("step"), step.step + 1}};
}

QJsonObject priceLineJson(const core::PriceLine& line)
{
    const auto optional = [](const auto& value) { return value ? QJsonValue(double(*value)) : QJsonValue(); };
    return {{QStringLiteral("unit_price"), line.unitPrice},
            {QStringLiteral("quantity"), line.quantity},
            {QStringLiteral("currency"), line.currency},
            {QStringLiteral("billing_unit"), core::storageKey(line.unit)},
            {QStringLiteral("term_months"), optional(line.termMonths)},
            {QStringLiteral("valid_until"),
             line.validUntil.isValid() ? QJsonValue(line.validUntil.toString(Qt::ISODate)) : QJsonValue()},
            {QStringLiteral("lead_time_weeks"), optional(line.leadTimeWeeks)}};
}

QJsonObject claimCheckJson(const core::ClaimCheck& check)
{
    const bool compared = check.verdict != core::ClaimVerdict::NotCompared;
    return {{QStringLiteral("run_id"), check.runId > 0 ? QJsonValue(check.runId) : QJsonValue()},
            {QStringLiteral("plan_step"), check.planStep ? QJsonValue(planStepJson(*check.planStep)) : QJsonValue()},
            {QStringLiteral("metric"), metricKey(check.claim)},
            {QStringLiteral("claimed"), check.claim.value},
            {QStringLiteral("claimed_bytes"), check.claim.bytes ? QJsonValue(*check.claim.bytes) : QJsonValue()},
            {QStringLiteral("measured"), compared || check.notRecovered ? QJsonValue(check.measured) : QJsonValue()},
            {QStringLiteral("not_recovered"), check.notRecovered},
            {QStringLiteral("bytes"), compared && check.bytes >= 0 ? QJsonValue(check.bytes) : QJsonValue()},
            {QStringLiteral("verdict"), verdictKey(check.verdict)},
            {QStringLiteral("deviation_percent"), compared ? QJsonValue(check.deviationPercent) : QJsonValue()},
            {QStringLiteral("tolerance_percent"), core::kClaimTolerancePercent},
            {QStringLiteral("text"), check.describe()}};
}

QCommandLineOption candidateOption()
{
    return {QStringLiteral("candidate"), tr("The candidate: id, supplier, offer or \"supplier / offer\"."),
            QStringLiteral("candidate")};
}

std::unique_ptr<core::ProjectFile> openProject(const QString& path, OpenMode mode)
{
    // Said here rather than by the storage layer, because the command line has the way to make one.
    if (!QFileInfo::exists(path)) {
        print(stderr, tr("The project file %1 does not exist. Make one with \"fabric-workbench new %2\".")
                          .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()), path));
        return nullptr;
    }
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
    // The same store the Benchmarks and Faults pages use: the candidate's connections, found by name.
    const core::ConnectionProfileRepository repository(file);
    const QList<core::ConnectionProfile> all = repository.ofCandidate(candidateId);
    QList<core::ConnectionProfile> profiles = all;
    if (parser.isSet(connection)) {
        const std::optional<core::ConnectionProfile> named = repository.find(candidateId, parser.value(connection));
        profiles = named ? QList{*named} : QList<core::ConnectionProfile>{};
    }
    core::ConnectionProfile profile;
    profile.name = core::displayName(core::Launcher::Local);
    if (profiles.size() == 1) {
        profile = profiles.constFirst();
    } else if (!profiles.isEmpty() || parser.isSet(connection)) {
        QStringList names;
        for (const core::ConnectionProfile& p : all)
            names << QStringLiteral("\"%1\"").arg(p.name);
        print(stderr,
              (profiles.isEmpty()
                   ? QCoreApplication::translate("fw::app::cli", "The candidate has no connection named \"%1\".")
                         .arg(parser.value(connection))
                   : QCoreApplication::translate(
                         "fw::app::cli", "The candidate has several connections; name one with --connection.")) +
                  QLatin1Char(' ') +
                  (names.isEmpty()
                       ? QCoreApplication::translate("fw::app::cli",
                                                     "It has none; add one with \"fabric-workbench connection add\".")
                       : QCoreApplication::translate("fw::app::cli", "Its connections: %1.")
                             .arg(names.join(QStringLiteral(", ")))));
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

void ConnectionOptions::explainHostKey(const QCommandLineParser& parser, const core::HostKey& key) const
{
    switch (key.status) {
    case core::HostKey::Status::Unknown:
        if (!parser.isSet(acceptKey)) {
            print(stderr, QCoreApplication::translate("fw::app::cli",
                                                      "Once the fingerprint is checked with the cluster's "
                                                      "administrators, run the command again with --accept-host-key "
                                                      "%1 to trust it.")
                              .arg(key.fingerprint));
        }
        break;
    case core::HostKey::Status::Changed:
    case core::HostKey::Status::OtherType:
        if (parser.isSet(acceptKey)) {
            print(stderr, QCoreApplication::translate("fw::app::cli",
                                                      "--accept-host-key was not used: it trusts only a host that is "
                                                      "not in %1 yet, and never replaces a key that is there. After "
                                                      "checking the new fingerprint, remove the old key (ssh-keygen "
                                                      "-R %2 -f %1) or use Re-trust Host Key… in the window, and run "
                                                      "again.")
                              .arg(knownHostsPath(parser), key.host));
        }
        break;
    case core::HostKey::Status::Trusted:
    case core::HostKey::Status::Revoked:
        break;
    }
}

} // namespace fw::app::cli
