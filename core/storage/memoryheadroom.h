// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>

namespace fw::core {

// What an import keeps free of the address space it may still map (RLIMIT_AS, as `ulimit -v` sets it): below it the
// import is refused as out of memory. Some of Qt's allocations do not report a failure (a container built whole
// dereferences the null it got), so an import stops before they can fail rather than catch what they do.
inline constexpr std::int64_t kImportHeadroomBytes = 48 * 1024 * 1024;

// Bytes of address space this process may still map under its limit, or -1 when there is no limit (or it cannot be
// read).
std::int64_t addressSpaceLeft();

// Throws std::bad_alloc when less than `bytes` of address space is left under the process's limit.
void requireAddressSpace(std::int64_t bytes = kImportHeadroomBytes);

} // namespace fw::core
