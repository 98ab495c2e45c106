// SPDX-License-Identifier: Apache-2.0
#include "common/storageio.h"

#include "common/interrupt.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fw::agent {

namespace {

constexpr std::size_t kAlignment = 4096;

double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string describe(int error)
{
    return std::string(std::strerror(error)) + " (" + errnoName(error) + ")";
}

[[noreturn]] void fail(const std::string& what, const std::filesystem::path& path, int error)
{
    throw StorageError(describe(error) + " " + what + " " + path.string(), path, error);
}

void checkInterrupt()
{
    if (const int signal = interruptSignal())
        throw Interrupted(signal);
}

// Closes on every way out; close errors matter after writes, so write paths call close() themselves.
class Fd
{
public:
    explicit Fd(int fd) : m_fd(fd) {}
    ~Fd()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    int get() const { return m_fd; }
    int release()
    {
        const int fd = m_fd;
        m_fd = -1;
        return fd;
    }

private:
    int m_fd;
};

struct FreeDeleter
{
    void operator()(std::byte* p) const { std::free(p); }
};
using AlignedBuffer = std::unique_ptr<std::byte[], FreeDeleter>;

AlignedBuffer alignedBuffer(std::size_t bytes)
{
    const std::size_t rounded = (bytes + kAlignment - 1) / kAlignment * kAlignment;
    auto* memory = static_cast<std::byte*>(std::aligned_alloc(kAlignment, rounded));
    if (!memory)
        throw std::bad_alloc();
    return AlignedBuffer(memory);
}

std::uint64_t mix(std::uint64_t x)
{
    x ^= x >> 31;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 29;
    return x;
}

// Fraction of the file's pages in the page cache, from mincore over a read-only mapping; 0 for an empty file.
double residentFraction(int fd, std::uint64_t bytes)
{
    if (bytes == 0)
        return 0;
    void* map = ::mmap(nullptr, bytes, PROT_READ, MAP_SHARED, fd, 0);
    if (map == MAP_FAILED)
        return 1; // cannot tell: assume the worst, which the stream then says
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    std::vector<unsigned char> pages((bytes + page - 1) / page);
    double fraction = 1;
    if (::mincore(map, bytes, pages.data()) == 0)
        fraction =
            static_cast<double>(std::count_if(pages.begin(), pages.end(), [](unsigned char p) { return p & 1; })) /
            static_cast<double>(pages.size());
    ::munmap(map, bytes);
    return fraction;
}

std::uint64_t countWrongWords(std::span<const std::byte> got, std::span<const std::byte> expected)
{
    if (std::memcmp(got.data(), expected.data(), got.size()) == 0)
        return 0;
    std::uint64_t wrong = 0;
    for (std::size_t i = 0; i < got.size(); i += 8)
        if (std::memcmp(got.data() + i, expected.data() + i, std::min<std::size_t>(8, got.size() - i)) != 0)
            ++wrong;
    return wrong;
}

} // namespace

StorageError::StorageError(const std::string& message, std::filesystem::path path, int error)
    : std::runtime_error(message), m_path(std::move(path)), m_error(error)
{}

Interrupted::Interrupted(int signal)
    : std::runtime_error("stopped by signal " + std::to_string(signal)), m_signal(signal)
{}

std::string errnoName(int error)
{
    switch (error) {
    case ENOSPC:
        return "ENOSPC";
    case EDQUOT:
        return "EDQUOT";
    case EIO:
        return "EIO";
    case EACCES:
        return "EACCES";
    case EPERM:
        return "EPERM";
    case EROFS:
        return "EROFS";
    case ENOENT:
        return "ENOENT";
    case EEXIST:
        return "EEXIST";
    case EINVAL:
        return "EINVAL";
    case ENOTDIR:
        return "ENOTDIR";
    case EFBIG:
        return "EFBIG";
    default:
        return "errno " + std::to_string(error);
    }
}

OwnedFiles::~OwnedFiles()
{
    removeAll();
}

void OwnedFiles::add(const std::filesystem::path& path)
{
    if (!owns(path))
        m_paths.push_back(path);
}

bool OwnedFiles::owns(const std::filesystem::path& path) const
{
    return std::find(m_paths.begin(), m_paths.end(), path) != m_paths.end();
}

std::vector<std::string> OwnedFiles::removeAll()
{
    std::vector<std::string> problems;
    for (const auto& path : m_paths)
        if (::unlink(path.c_str()) != 0 && errno != ENOENT)
            problems.push_back(path.string() + ": " + describe(errno));
    m_paths.clear();
    return problems;
}

std::uint64_t patternSeed(int rank, std::uint64_t file, std::uint64_t generation)
{
    return mix((static_cast<std::uint64_t>(rank) + 1) * 0x9e3779b97f4a7c15ULL ^ mix(file + 1) ^
               mix((generation + 1) << 20));
}

void fillPattern(std::span<std::byte> block, std::uint64_t seed, std::uint64_t offset)
{
    for (std::size_t i = 0; i < block.size(); i += 8) {
        const std::uint64_t word = mix(seed + (offset + i) / 8 * 0x9e3779b97f4a7c15ULL);
        std::memcpy(block.data() + i, &word, std::min<std::size_t>(8, block.size() - i));
    }
}

double writeFileSynced(const std::filesystem::path& path, std::uint64_t bytes, std::size_t block, std::uint64_t seed,
                       OwnedFiles& owned)
{
    checkInterrupt();
    const bool first = !owned.owns(path);
    AlignedBuffer buffer = alignedBuffer(block);
    double seconds = 0;
    double started = now();
    Fd fd(::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC | (first ? O_EXCL : O_TRUNC), 0600));
    if (fd.get() < 0)
        fail(first && errno == EEXIST ? "creating (the file already exists and is not ours)" : "creating", path, errno);
    owned.add(path);
    std::uint64_t done = 0;
    while (done < bytes) {
        const std::size_t chunk = static_cast<std::size_t>(std::min<std::uint64_t>(block, bytes - done));
        seconds += now() - started;
        checkInterrupt();
        fillPattern({buffer.get(), chunk}, seed, done);
        started = now();
        std::size_t written = 0;
        while (written < chunk) {
            const ssize_t n = ::write(fd.get(), buffer.get() + written, chunk - written);
            if (n < 0 && errno == EINTR) {
                checkInterrupt();
                continue;
            }
            if (n < 0)
                fail("writing after " + std::to_string(done + written) + " of " + std::to_string(bytes) + " bytes to",
                     path, errno);
            written += static_cast<std::size_t>(n);
        }
        done += chunk;
    }
    while (::fsync(fd.get()) != 0) {
        if (errno != EINTR)
            fail("in fsync of", path, errno);
        checkInterrupt();
    }
    if (::close(fd.release()) != 0)
        fail("closing", path, errno);
    return seconds + (now() - started);
}

std::string_view cacheBypassName(CacheBypass bypass)
{
    switch (bypass) {
    case CacheBypass::Direct:
        return "o_direct";
    case CacheBypass::Dropped:
        return "fadvise_dontneed";
    case CacheBypass::Cached:
        return "none";
    }
    return "none";
}

ReadStats readFileVerified(const std::filesystem::path& path, std::uint64_t bytes, std::size_t block,
                           std::uint64_t seed)
{
    checkInterrupt();
    ReadStats stats;
    AlignedBuffer buffer = alignedBuffer(block);
    AlignedBuffer expected = alignedBuffer(block);
    const bool directPossible = block % kAlignment == 0 && bytes % kAlignment == 0;
    double started = now();
    int raw = directPossible ? ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_DIRECT) : -1;
    if (raw < 0 && directPossible && errno != EINVAL)
        fail("opening", path, errno);
    if (raw < 0) {
        // No O_DIRECT here (tmpfs, some FUSE and network filesystems): drop the pages and check that they went.
        Fd probe(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
        if (probe.get() < 0)
            fail("opening", path, errno);
        ::posix_fadvise(probe.get(), 0, 0, POSIX_FADV_DONTNEED);
        stats.residentFraction = residentFraction(probe.get(), bytes);
        stats.bypass = stats.residentFraction > 0 ? CacheBypass::Cached : CacheBypass::Dropped;
        started = now();
        raw = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (raw < 0)
            fail("opening", path, errno);
    }
    Fd fd(raw);
    std::uint64_t done = 0;
    while (done < bytes) {
        const std::size_t chunk = static_cast<std::size_t>(std::min<std::uint64_t>(block, bytes - done));
        std::size_t got = 0;
        while (got < chunk) {
            const ssize_t n = ::read(fd.get(), buffer.get() + got, chunk - got);
            if (n < 0 && errno == EINTR) {
                checkInterrupt();
                continue;
            }
            if (n < 0)
                fail("reading at byte " + std::to_string(done + got) + " of", path, errno);
            if (n == 0)
                break; // the file is shorter than written: the missing words count as wrong
            got += static_cast<std::size_t>(n);
        }
        got = std::min(got, chunk);
        stats.seconds += now() - started;
        checkInterrupt();
        fillPattern({expected.get(), chunk}, seed, done);
        stats.wrongWords += countWrongWords({buffer.get(), got}, {expected.get(), got});
        started = now();
        if (got < chunk) {
            stats.wrongWords += (bytes - done - got + 7) / 8;
            break;
        }
        done += chunk;
    }
    ::close(fd.release());
    stats.seconds += now() - started;
    return stats;
}

void corruptByte(const std::filesystem::path& path, std::uint64_t offset)
{
    Fd fd(::open(path.c_str(), O_RDWR | O_CLOEXEC));
    if (fd.get() < 0)
        fail("opening", path, errno);
    std::byte value{};
    if (::pread(fd.get(), &value, 1, static_cast<off_t>(offset)) != 1)
        fail("reading", path, errno);
    value = ~value;
    if (::pwrite(fd.get(), &value, 1, static_cast<off_t>(offset)) != 1 || ::fsync(fd.get()) != 0)
        fail("writing", path, errno);
}

} // namespace fw::agent
