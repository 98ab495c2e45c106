// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace fw::agent {

// A failed system call on a storage file: the message names the path, the operation and the errno, e.g.
// "no space left on device (ENOSPC) writing /scratch/x after 1048576 of 4194304 bytes".
class StorageError : public std::runtime_error
{
public:
    StorageError(const std::string& message, std::filesystem::path path, int error);
    const std::filesystem::path& path() const { return m_path; }
    int error() const { return m_error; }

private:
    std::filesystem::path m_path;
    int m_error;
};

// A stop signal arrived (interrupt.h) while a file was being written or read.
class Interrupted : public std::runtime_error
{
public:
    explicit Interrupted(int signal);
    int signal() const { return m_signal; }

private:
    int m_signal;
};

// "ENOSPC", "EIO", ...; "errno N" for the rarer ones.
std::string errnoName(int error);

// Files this process created; all are removed in the destructor, so an error, an exception or a stop signal never
// leaves them behind. Only paths added here are ever removed.
class OwnedFiles
{
public:
    OwnedFiles() = default;
    ~OwnedFiles();
    OwnedFiles(const OwnedFiles&) = delete;
    OwnedFiles& operator=(const OwnedFiles&) = delete;

    void add(const std::filesystem::path& path);
    bool owns(const std::filesystem::path& path) const;
    // Removes every owned file; returns the ones that could not be removed, with the reason.
    std::vector<std::string> removeAll();

private:
    std::vector<std::filesystem::path> m_paths;
};

// The data pattern: 64-bit words that depend on the seed and the word's offset, so data from another file, another
// generation or another offset reads back as wrong.
std::uint64_t patternSeed(int rank, std::uint64_t file, std::uint64_t generation);
void fillPattern(std::span<std::byte> block, std::uint64_t seed, std::uint64_t offset);

// Writes `bytes` of pattern in `block`-sized writes, then fsync and close. The file is created exclusively the first
// time (an existing file is never overwritten and is an error) and added to `owned`; later generations truncate it.
// Returns seconds from open to the end of close, pattern generation excluded.
double writeFileSynced(const std::filesystem::path& path, std::uint64_t bytes, std::size_t block, std::uint64_t seed,
                       OwnedFiles& owned);

enum class CacheBypass
{
    Direct,  // read with O_DIRECT
    Dropped, // buffered, after POSIX_FADV_DONTNEED left no page resident
    Cached,  // buffered, and some pages stayed in the page cache (tmpfs, or the kernel kept them)
};
std::string_view cacheBypassName(CacheBypass bypass);

struct ReadStats
{
    double seconds = 0;           // open to close, pattern check excluded
    std::uint64_t wrongWords = 0; // 64-bit words that differ from the pattern, including missing data
    CacheBypass bypass = CacheBypass::Direct;
    double residentFraction = 0; // of the file's pages still cached before a buffered read
};

// Reads the file back sequentially and checks the pattern. Tries O_DIRECT first when `block` and `bytes` are
// multiples of 4096; otherwise (or when the filesystem refuses O_DIRECT) drops the file's pages with
// posix_fadvise(DONTNEED) and measures with mincore how much stayed cached.
ReadStats readFileVerified(const std::filesystem::path& path, std::uint64_t bytes, std::size_t block,
                           std::uint64_t seed);

// Test hook: flips the bits of one byte in place and syncs, so the next read must find a wrong word.
void corruptByte(const std::filesystem::path& path, std::uint64_t offset);

} // namespace fw::agent
