// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>
#include <span>
#include <string_view>

namespace fw::agent {

// Host memory handed to MPI (or staged for a GPU), allocated the way the established suites allocate theirs (OSU's
// allocate_memory_coll, IMB): its start is page-aligned, and it is first touched by the process that uses it, which
// the launcher has already bound, so its pages sit on that rank's NUMA node. Two buffers of one rank therefore start
// a multiple of the page size apart: a copy from one into the other never loads an address whose low 12 bits match
// a store still in flight ("4K aliasing"), as it does when malloc places them 16 bytes past a page multiple apart
// (docs/agent-protocol.md, "Buffers"). Move-only; the memory is freed with the object.
class HostBuffer
{
public:
    enum class Pages
    {
        Normal,
        // Huge pages: reserved ones (MAP_HUGETLB) where the system has them, else transparent huge pages asked for
        // with madvise on a 2 MiB-aligned block; pages() says which the kernel gave.
        Huge,
    };
    // What backs a buffer, for the start event: "normal", "hugetlb" or "transparent_huge".
    enum class Backing
    {
        Normal,
        HugeTlb,
        TransparentHuge,
    };

    HostBuffer() = default;
    // Allocates and zeroes `bytes` (at least one page is reserved, so even a 0-byte buffer has a distinct, aligned
    // address). Throws std::bad_alloc when the memory cannot be had.
    explicit HostBuffer(std::size_t bytes, Pages pages = Pages::Normal);
    ~HostBuffer();
    HostBuffer(HostBuffer&& other) noexcept;
    HostBuffer& operator=(HostBuffer&& other) noexcept;
    HostBuffer(const HostBuffer&) = delete;
    HostBuffer& operator=(const HostBuffer&) = delete;

    std::byte* data() const { return m_data; }
    std::size_t size() const { return m_size; }
    Backing backing() const { return m_backing; }
    // Whole floats of the buffer, for the benchmarks, which move float32.
    std::span<float> floats() const;

    // The alignment every buffer's start has: the page size.
    static std::size_t alignment();
    static std::string_view backingName(Backing backing);

private:
    void release() noexcept;

    std::byte* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_mapped = 0; // bytes of an mmap'd block (hugetlb), 0 when from posix_memalign
    Backing m_backing = Backing::Normal;
};

} // namespace fw::agent
