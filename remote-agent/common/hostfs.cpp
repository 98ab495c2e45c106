// SPDX-License-Identifier: Apache-2.0
#include "common/hostfs.h"

#include <algorithm>
#include <charconv>
#include <fcntl.h>
#include <unistd.h>
#include <utility>

namespace fw::agent {

HostFs::HostFs(std::filesystem::path root) : m_root(std::move(root)) {}

std::optional<std::string> HostFs::read(std::string_view relative) const
{
    // Plain read(2) rather than iostreams: the error of the read itself is what tells an undefined sysfs value
    // apart from an empty one.
    const int fd = ::open((m_root / relative).c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    std::string content;
    char buffer[4096];
    ssize_t got = 0;
    while ((got = ::read(fd, buffer, sizeof buffer)) > 0)
        content.append(buffer, static_cast<std::size_t>(got));
    ::close(fd);
    if (got < 0)
        return std::nullopt;
    return content;
}

std::optional<std::string> HostFs::readTrimmed(std::string_view relative) const
{
    auto content = read(relative);
    if (!content)
        return std::nullopt;
    return std::string(trimmed(*content));
}

std::optional<std::int64_t> HostFs::readInteger(std::string_view relative) const
{
    const auto text = readTrimmed(relative);
    return text ? parseInteger(*text) : std::nullopt;
}

bool HostFs::isDirectory(std::string_view relative) const
{
    std::error_code ec;
    return std::filesystem::is_directory(m_root / relative, ec);
}

std::vector<std::string> HostFs::subdirectories(std::string_view relative) const
{
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(m_root / relative, ec)) {
        std::error_code statError;
        if (std::filesystem::is_directory(entry.path(), statError))
            names.push_back(entry.path().filename().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

std::string_view trimmed(std::string_view text)
{
    constexpr std::string_view kSpace = " \t\r\n";
    const auto first = text.find_first_not_of(kSpace);
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(kSpace) - first + 1);
}

std::optional<std::int64_t> parseInteger(std::string_view text)
{
    std::int64_t number = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (ec != std::errc() || ptr != text.data() + text.size())
        return std::nullopt;
    return number;
}

} // namespace fw::agent
