// SPDX-License-Identifier: Apache-2.0
#include "storage/memoryheadroom.h"

#include <cstdio>
#include <new>
#include <sys/resource.h>
#include <unistd.h>

namespace fw::core {

std::int64_t addressSpaceLeft()
{
    rlimit limit{};
    if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return -1;
    // The first figure of statm is the whole mapped size (VmSize), in pages: what RLIMIT_AS counts.
    std::FILE* statm = std::fopen("/proc/self/statm", "re");
    if (!statm)
        return -1;
    unsigned long long pages = 0;
    const int read = std::fscanf(statm, "%llu", &pages);
    std::fclose(statm);
    if (read != 1)
        return -1;
    const auto mapped = std::int64_t(pages) * std::int64_t(::sysconf(_SC_PAGESIZE));
    const auto allowed = std::int64_t(limit.rlim_cur);
    return allowed > mapped ? allowed - mapped : 0;
}

void requireAddressSpace(std::int64_t bytes)
{
    const std::int64_t left = addressSpaceLeft();
    if (left >= 0 && left < bytes)
        throw std::bad_alloc();
}

} // namespace fw::core
