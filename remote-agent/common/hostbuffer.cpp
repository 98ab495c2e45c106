// SPDX-License-Identifier: Apache-2.0
#include "common/hostbuffer.h"

#include <cstdlib>
#include <cstring>
#include <new>
#include <sys/mman.h>
#include <unistd.h>
#include <utility>

namespace fw::agent {

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

std::size_t roundUp(std::size_t value, std::size_t multiple)
{
    return (value + multiple - 1) / multiple * multiple;
}

} // namespace

std::size_t HostBuffer::alignment()
{
    static const std::size_t page = [] {
        const long size = ::sysconf(_SC_PAGESIZE);
        return size > 0 ? static_cast<std::size_t>(size) : std::size_t{4096};
    }();
    return page;
}

HostBuffer::HostBuffer(std::size_t bytes, Pages pages) : m_size(bytes)
{
    const std::size_t reserved = roundUp(bytes == 0 ? 1 : bytes, alignment());
    if (pages == Pages::Huge) {
        const std::size_t length = roundUp(reserved, kHugePage);
        void* block = ::mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);
        if (block != MAP_FAILED) {
            m_data = static_cast<std::byte*>(block);
            m_mapped = length;
            m_backing = Backing::HugeTlb;
        }
    }
    if (!m_data) {
        const bool transparent = pages == Pages::Huge;
        const std::size_t align = transparent ? kHugePage : alignment();
        const std::size_t length = transparent ? roundUp(reserved, kHugePage) : reserved;
        void* block = nullptr;
        if (::posix_memalign(&block, align, length) != 0)
            throw std::bad_alloc();
        m_data = static_cast<std::byte*>(block);
        // Whether the kernel backs the block with huge pages is its choice (THP "madvise" or "always"); refused, the
        // buffer stays on normal pages and says so.
        if (transparent && ::madvise(block, length, MADV_HUGEPAGE) == 0)
            m_backing = Backing::TransparentHuge;
    }
    // First touch: here, on the rank that will use the buffer, after the launcher bound it.
    std::memset(m_data, 0, reserved);
}

HostBuffer::~HostBuffer()
{
    release();
}

HostBuffer::HostBuffer(HostBuffer&& other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0)),
      m_mapped(std::exchange(other.m_mapped, 0)), m_backing(std::exchange(other.m_backing, Backing::Normal))
{}

HostBuffer& HostBuffer::operator=(HostBuffer&& other) noexcept
{
    if (this != &other) {
        release();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
        m_mapped = std::exchange(other.m_mapped, 0);
        m_backing = std::exchange(other.m_backing, Backing::Normal);
    }
    return *this;
}

void HostBuffer::release() noexcept
{
    if (!m_data)
        return;
    if (m_mapped)
        ::munmap(m_data, m_mapped);
    else
        std::free(m_data);
    m_data = nullptr;
}

std::span<float> HostBuffer::floats() const
{
    return {reinterpret_cast<float*>(m_data), m_size / sizeof(float)};
}

std::string_view HostBuffer::backingName(Backing backing)
{
    switch (backing) {
    case Backing::Normal:
        return "normal";
    case Backing::HugeTlb:
        return "hugetlb";
    case Backing::TransparentHuge:
        return "transparent_huge";
    }
    return "normal";
}

} // namespace fw::agent
