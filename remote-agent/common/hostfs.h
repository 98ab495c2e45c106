// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fw::agent {

// Read-only access to a kernel pseudo-filesystem (/sys, /proc) below a replaceable root. Production passes the
// real mount point; tests pass a copied fixture tree, so the same code path reads both.
class HostFs
{
public:
    explicit HostFs(std::filesystem::path root);

    const std::filesystem::path& root() const { return m_root; }

    // nullopt when the file is missing or the read fails: many sysfs attributes refuse reads (EINVAL) when the
    // value is undefined, e.g. the speed of a loopback or a link that is down.
    std::optional<std::string> read(std::string_view relative) const;
    // Sysfs values end with a newline and some are padded, so callers almost always want this form.
    std::optional<std::string> readTrimmed(std::string_view relative) const;
    std::optional<std::int64_t> readInteger(std::string_view relative) const;

    bool isDirectory(std::string_view relative) const;
    // Sorted names of the directories in `relative`, following symlinks (sysfs class entries are links into
    // /sys/devices); empty when `relative` does not exist.
    std::vector<std::string> subdirectories(std::string_view relative) const;

private:
    std::filesystem::path m_root;
};

std::string_view trimmed(std::string_view text);
// The whole of `text` as a decimal integer, or nullopt: kernel and tool output marks missing numbers with text.
std::optional<std::int64_t> parseInteger(std::string_view text);

} // namespace fw::agent
