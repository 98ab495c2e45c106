// SPDX-License-Identifier: Apache-2.0
#include "fault/faultjournal.h"

#include "base/protocol.h"
#include "common/hostfs.h"
#include "common/jsonreader.h"
#include "common/jsonwriter.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/file.h>
#include <unistd.h>

namespace fw::agent {

namespace field = base::protocol::field;

namespace {

void writeCommands(JsonWriter& out, std::string_view name, const std::vector<Command>& commands)
{
    out.key(name).beginArray();
    for (const auto& command : commands) {
        out.beginArray();
        for (const auto& arg : command)
            out.value(arg);
        out.endArray();
    }
    out.endArray();
}

std::vector<Command> readCommands(const JsonValue& record, const char* name, const std::string& file)
{
    const JsonValue* list = record.find(name);
    if (!list || !list->asArray())
        throw std::runtime_error("fault journal '" + file + "': field \"" + name + "\": expected an array");
    std::vector<Command> commands;
    for (const auto& entry : *list->asArray()) {
        Command command;
        if (entry.asArray())
            for (const auto& arg : *entry.asArray())
                if (arg.asString())
                    command.push_back(*arg.asString());
        if (command.empty())
            throw std::runtime_error("fault journal '" + file + "': field \"" + name +
                                     "\": expected arrays of strings");
        commands.push_back(std::move(command));
    }
    return commands;
}

void writeFileAtomically(const std::filesystem::path& path, const std::string& content)
{
    const std::filesystem::path temporary = path.string() + ".tmp";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        throw std::runtime_error("cannot write '" + temporary.string() + "': " + std::strerror(errno));
    const bool ok =
        ::write(fd, content.data(), content.size()) == static_cast<ssize_t>(content.size()) && ::fsync(fd) == 0;
    ::close(fd);
    if (!ok || ::rename(temporary.c_str(), path.c_str()) != 0)
        throw std::runtime_error("cannot write '" + path.string() + "': " + std::strerror(errno));
}

} // namespace

std::string FaultRecord::applyOption(std::string_view option) const
{
    if (apply.empty())
        return {};
    const Command& command = apply.front();
    const auto at = std::find(command.begin(), command.end(), option);
    return at != command.end() && at + 1 != command.end() ? *(at + 1) : std::string();
}

std::string currentNetns()
{
    std::error_code ec;
    const auto target = std::filesystem::read_symlink("/proc/self/ns/net", ec);
    return ec ? std::string("unknown") : target.string();
}

FaultJournal::FaultJournal(std::filesystem::path directory) : m_directory(std::move(directory)) {}

void FaultJournal::ensureDirectory() const
{
    std::error_code ec;
    std::filesystem::create_directories(m_directory, ec);
    if (ec || !std::filesystem::is_directory(m_directory))
        throw std::runtime_error("state directory '" + m_directory.string() + "' cannot be created: " + ec.message());
    std::filesystem::permissions(m_directory, std::filesystem::perms::owner_all, ec);
}

std::filesystem::path FaultJournal::path(const std::string& id, const char* suffix) const
{
    return m_directory / (id + suffix);
}

void FaultJournal::write(const FaultRecord& record) const
{
    JsonWriter out;
    out.beginObject()
        .field(field::kId, record.id)
        .field(field::kKind, record.kind)
        .field(field::kInterface, record.interface)
        .field("netns", record.netns)
        .field("created_ms", record.createdMs)
        .field(field::kDeadlineMs, record.deadlineMs)
        .field(field::kLeaseS, record.leaseSeconds)
        .field("watchdog_pid", record.watchdogPid)
        .field("helper_pid", record.helperPid)
        .field("helper_start", record.helperStart);
    writeCommands(out, "apply", record.apply);
    writeCommands(out, "revert", record.revert);
    out.endObject();
    writeFileAtomically(path(record.id, ".json"), out.str() + "\n");
}

std::optional<FaultRecord> FaultJournal::read(const std::string& id) const
{
    const std::filesystem::path file = path(id, ".json");
    const auto text = HostFs(m_directory).read(file.filename().string());
    if (!text)
        return std::nullopt;
    JsonValue json;
    try {
        json = parseJson(*text);
    } catch (const JsonParseError& error) {
        throw std::runtime_error("fault journal '" + file.string() + "': " + error.what());
    }
    const auto text_ = [&](const char* key) {
        const JsonValue* v = json.find(key);
        if (!v || !v->asString())
            throw std::runtime_error("fault journal '" + file.string() + "': field \"" + key + "\": expected a string");
        return *v->asString();
    };
    const auto number = [&](const char* key) {
        const JsonValue* v = json.find(key);
        if (!v || !v->asInteger())
            throw std::runtime_error("fault journal '" + file.string() + "': field \"" + key +
                                     "\": expected an integer");
        return *v->asInteger();
    };
    FaultRecord record;
    record.id = text_("id");
    record.kind = text_("kind");
    record.interface = text_("interface");
    record.netns = text_("netns");
    record.createdMs = number("created_ms");
    record.deadlineMs = number("deadline_ms");
    record.leaseSeconds = number("lease_s");
    record.watchdogPid = static_cast<long>(number("watchdog_pid"));
    // Journals written before helpers existed have no such fields.
    if (json.find("helper_pid"))
        record.helperPid = static_cast<long>(number("helper_pid"));
    if (json.find("helper_start"))
        record.helperStart = number("helper_start");
    record.apply = readCommands(json, "apply", file.string());
    record.revert = readCommands(json, "revert", file.string());
    return record;
}

std::vector<std::string> FaultJournal::activeIds() const
{
    std::vector<std::string> ids;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(m_directory, ec))
        if (entry.path().extension() == ".json")
            ids.push_back(entry.path().stem().string());
    std::sort(ids.begin(), ids.end());
    return ids;
}

bool FaultJournal::isActive(const std::string& id) const
{
    std::error_code ec;
    return std::filesystem::exists(path(id, ".json"), ec);
}

void FaultJournal::remove(const std::string& id) const
{
    std::error_code ec;
    std::filesystem::remove(path(id, ".lease"), ec);
    std::filesystem::remove(path(id, ".json"), ec);
}

void FaultJournal::writeLease(const std::string& id, std::int64_t expiresMs) const
{
    writeFileAtomically(path(id, ".lease"), std::to_string(expiresMs) + "\n");
}

std::optional<std::int64_t> FaultJournal::leaseExpiry(const std::string& id) const
{
    return HostFs(m_directory).readInteger(id + ".lease");
}

void FaultJournal::appendLog(const std::string& line) const
{
    std::ofstream log(m_directory / "reverted.jsonl", std::ios::app);
    log << line << '\n';
}

std::string FaultJournal::loggedEvent(const std::string& id) const
{
    std::ifstream log(m_directory / "reverted.jsonl");
    std::string line;
    std::string found;
    const std::string needle = "\"id\":\"" + id + "\"";
    while (std::getline(log, line))
        if (line.find(needle) != std::string::npos)
            found = line;
    return found;
}

FaultJournal::Lock::Lock(const FaultJournal& journal)
    : m_fd(::open((journal.m_directory / "lock").c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600))
{
    if (m_fd < 0)
        throw std::runtime_error("cannot open lock file in '" + journal.m_directory.string() +
                                 "': " + std::strerror(errno));
    while (::flock(m_fd, LOCK_EX) != 0 && errno == EINTR) {
    }
}

FaultJournal::Lock::~Lock()
{
    ::close(m_fd);
}

} // namespace fw::agent
