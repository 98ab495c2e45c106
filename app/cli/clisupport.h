// SPDX-License-Identifier: Apache-2.0
#pragma once

// What the commands of the command line share: output, argument parsing, opening the project, finding a candidate,
// and the options that pick where the agent runs. Texts are translated in the context "fw::app::cli".
#include "remote/connectionprofile.h"
#include "remote/hostkey.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <cstdio>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>

namespace fw::core {
class ProjectFile;
struct ClaimCheck;
struct PlanStepRef;
struct PriceLine;
struct Candidate;
} // namespace fw::core

namespace fw::app::cli {

// The context is the one lupdate gives a plain tr() in this namespace, so the .ts entries apply.
QString tr(const char* text);
// A text with a count: %n in it, and its plural forms in the .ts files.
QString tr(const char* text, const char* disambiguation, int n);
void print(FILE* stream, const QString& text);
// Writes `value` (an object or an array) as indented JSON to stdout: the --json output of list and show.
void printJson(const QJsonValue& value);

// A claim check as `questionnaire list --json` and `supplier-sheet import --json` write it (docs/cli.md).
QJsonObject claimCheckJson(const core::ClaimCheck& check);
// {plan_run_id, step}, the step counted from 1 as the Faults page shows it.
QJsonObject planStepJson(const core::PlanStepRef& step);
// A price line's terms as `cost prices --json` and `supplier-sheet import --json` write them (docs/cli.md).
QJsonObject priceLineJson(const core::PriceLine& line);

// "supplier / offer", as candidates are named on the command line.
QString candidateName(const core::Candidate& candidate);
// Every candidate's name by id.
QHash<qint64, QString> candidateNames(core::ProjectFile& project);
// A candidate named by id, by supplier, by offer, or by "supplier / offer"; case does not matter.
// Prints why when there is not exactly one match.
std::optional<qint64> findCandidate(core::ProjectFile& project, const QString& name);
// The candidate an optional `option` names, into `candidate` (left empty when the option is not given); false after
// printing why when it names none.
bool optionalCandidate(core::ProjectFile& project, const QCommandLineParser& parser, const QCommandLineOption& option,
                       std::optional<qint64>* candidate);

// A positive whole number given to `option`, or none after printing why.
std::optional<int> positiveNumber(const QCommandLineParser& parser, const QCommandLineOption& option);

// One subcommand of a command that has several (candidate add, runs list, ...). The summary is marked with
// QT_TRANSLATE_NOOP("fw::app::cli", ...) and translated when printed.
struct Subcommand
{
    const char* name;
    const char* summary;
    int (*run)(const QStringList& arguments);
};
// Runs the subcommand that `arguments` (program first, then the subcommand) names, with the program and the rest.
// Without one, or with --help, lists the subcommands; an unknown one is a usage error.
int runSubcommand(const QString& command, const QString& description, std::initializer_list<Subcommand> subcommands,
                  const QStringList& arguments);

// The --project option every command that reads a project has.
QCommandLineOption projectOption();
// The --candidate option of a command that acts on one candidate, named as findCandidate() reads it.
QCommandLineOption candidateOption();
// The --json option of a command that lists or shows (docs/cli.md describes each command's JSON).
QCommandLineOption jsonOption();

enum class OpenMode
{
    AsItIs,
    Writable // refuse a project that opens read-only
};

// The project at `path`, or null after printing why it cannot be used.
std::unique_ptr<core::ProjectFile> openProject(const QString& path, OpenMode mode);

// One command's arguments, set up as every command sets them up: --help, the synopsis that --help and every usage
// error start with ("fabric-workbench runs move ID... --to C"), and, as the command asks, --project (then
// required) and --json (added last, so that it ends the option list). A command adds its own options and
// positional arguments to it as to any QCommandLineParser, then calls read().
class CommandLine : public QCommandLineParser
{
public:
    enum Option
    {
        NoOptions = 0,
        ProjectFile = 1, // --project FILE, required
        Json = 2         // --json: the command lists or shows (docs/cli.md describes each command's JSON)
    };

    CommandLine(const QString& usage, const QString& description, int options = ProjectFile);

    const QString& usage() const { return m_usage; }
    // Parses `arguments`; the exit code where the command ends here: a parse error, --help printed, or --project
    // or one of `required` missing.
    std::optional<int> read(const QStringList& arguments,
                            std::initializer_list<const QCommandLineOption*> required = {});
    // Whether --json was given.
    bool wantsJson() const;
    // The project --project names, or null after printing why it cannot be used (the command then exits 2).
    std::unique_ptr<core::ProjectFile> openProject(OpenMode mode) const;
    // Prints `problem` and the usage on stderr; returns 2, the exit code of a usage error.
    int usageError(const QString& problem) const;

private:
    QString m_usage;
    int m_options;
    QCommandLineOption m_project;
    QCommandLineOption m_json;
};

// Whether every option is set; otherwise prints which is missing and the usage (exit code 2 follows).
bool requireOptions(const QCommandLineParser& parser, std::initializer_list<const QCommandLineOption*> options,
                    const QString& usage);

// Runs a read or write of a project; false after printing the storage error (the command then exits 1).
bool stored(const std::function<void()>& write);

// Writes `data` to `path` whole (or leaves what was there), and returns the absolute path as shown to the user; none
// after printing why it could not be written.
std::optional<QString> writeWhole(const QString& path, const QByteArray& data);

struct Target
{
    std::unique_ptr<core::ProjectFile> project;
    qint64 candidate = 0;
    core::ConnectionProfile profile;
};

// The options that pick where the agent runs, shared by `run` and `plan`: the candidate's connection by name (or
// the local agent when it has none), an optional launcher override, and the known_hosts file. Their texts name
// the file's context literally: inside a struct, lupdate would otherwise file them under the struct's name.
struct ConnectionOptions
{
    QCommandLineOption project{QStringLiteral("project"),
                               QCoreApplication::translate("fw::app::cli", "The project file (*.fabwb)."),
                               QStringLiteral("file")};
    QCommandLineOption candidate{
        QStringLiteral("candidate"),
        QCoreApplication::translate("fw::app::cli", "The candidate the run belongs to: id, supplier or offer name."),
        QStringLiteral("candidate")};
    QCommandLineOption connection{
        QStringLiteral("connection"),
        QCoreApplication::translate("fw::app::cli",
                                    "The candidate's connection to use, by name; without it, the only one."),
        QStringLiteral("name")};
    QCommandLineOption launcher{
        QStringLiteral("launcher"),
        QCoreApplication::translate("fw::app::cli", "local, mpirun or srun; overrides the connection's launcher."),
        QStringLiteral("launcher")};
    QCommandLineOption knownHosts{
        QStringLiteral("known-hosts"),
        QCoreApplication::translate("fw::app::cli", "The known_hosts file; ~/.ssh/known_hosts by default."),
        QStringLiteral("file")};
    QCommandLineOption acceptKey{
        QStringLiteral("accept-host-key"),
        QCoreApplication::translate("fw::app::cli",
                                    "Trust an unknown host whose key has exactly this fingerprint (SHA256:...). A "
                                    "changed or revoked key is never accepted here."),
        QStringLiteral("fingerprint")};

    void addTo(QCommandLineParser& parser) const;
    QString knownHostsPath(const QCommandLineParser& parser) const;
    // The writable project, the candidate and the connection a command runs for; no project after printing why.
    Target open(const QCommandLineParser& parser) const;
    // The connection to use, or none after printing why.
    std::optional<core::ConnectionProfile> choose(core::ProjectFile& file, qint64 candidateId,
                                                  const QCommandLineParser& parser) const;
    // After a host-key stop: whether the user's --accept-host-key matches, in which case the key is now trusted
    // and the command should try again. Prints why when trusting fails or the fingerprint differs (`failed`).
    bool trustOffered(const QCommandLineParser& parser, const core::HostKey& key, bool* failed) const;
    // After a host-key stop that was not resolved: what the command line can do about it (an unknown key: the option
    // that trusts it; a changed or other-type key: why --accept-host-key does not replace it).
    void explainHostKey(const QCommandLineParser& parser, const core::HostKey& key) const;
};

} // namespace fw::app::cli
