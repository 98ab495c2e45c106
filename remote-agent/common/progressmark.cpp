// SPDX-License-Identifier: Apache-2.0
#include "common/progressmark.h"

#include "common/hostfs.h"
#include "common/process.h"

#include <cstdio>
#include <fcntl.h>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace fw::agent {

namespace {

// Makes `path` (mode 0700) if missing; true only when it is a real directory owned by this user, so no one else can
// plant or read marks there.
bool ownDirectory(const std::filesystem::path& path)
{
    ::mkdir(path.c_str(), 0700);
    struct stat info
    {};
    return ::lstat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode) && info.st_uid == ::getuid();
}

} // namespace

std::filesystem::path ProgressMark::directory()
{
    return std::filesystem::path("/tmp") / ("fabric-agent-" + std::to_string(::getuid())) / "progress";
}

ProgressMark::ProgressMark()
{
    const std::filesystem::path dir = directory();
    if (!ownDirectory(dir.parent_path()) || !ownDirectory(dir))
        return;
    m_file = dir / std::to_string(::getpid());
    m_startTime = processStartTime(::getpid());
    // Ranks killed by a fault or by their launcher could not remove their marks; the next run does.
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        const std::string name = entry.path().filename().string();
        const std::optional<std::int64_t> pid = parseInteger(name);
        if (pid && !read(*pid))
            std::filesystem::remove(entry.path(), ec);
    }
}

ProgressMark::~ProgressMark()
{
    if (m_file)
        ::unlink(m_file->c_str());
}

void ProgressMark::sizesDone(std::size_t sizes)
{
    if (!m_file)
        return;
    const std::string text = std::to_string(m_startTime) + ' ' + std::to_string(sizes) + '\n';
    const std::string temporary = m_file->string() + ".new";
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return;
    const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::close(fd);
    if (!written || std::rename(temporary.c_str(), m_file->c_str()) != 0)
        ::unlink(temporary.c_str());
}

std::optional<std::size_t> ProgressMark::read(long pid)
{
    const auto text = HostFs(directory()).read(std::to_string(pid));
    if (!text)
        return std::nullopt;
    std::istringstream fields(*text);
    std::int64_t startTime = 0;
    std::size_t sizes = 0;
    if (!(fields >> startTime >> sizes) || startTime != processStartTime(pid))
        return std::nullopt;
    return sizes;
}

void ProgressMark::remove(long pid)
{
    ::unlink((directory() / std::to_string(pid)).c_str());
}

} // namespace fw::agent
