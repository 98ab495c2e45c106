// SPDX-License-Identifier: Apache-2.0
#include "common/mpiprobe.h"

#include "common/hostfs.h"
#include "common/jsonwriter.h"

#include <cstring>
#include <mpi.h>
#include <optional>
#include <string>
#include <string_view>

namespace fw::agent {

std::optional<std::string> mpiLibraryVersion()
{
    char library[MPI_MAX_LIBRARY_VERSION_STRING] = {};
    int length = 0;
    if (MPI_Get_library_version(library, &length) != MPI_SUCCESS)
        return std::nullopt;
    // Measured rather than taken from `length`, which some implementations count with the terminator.
    const std::string_view text(library, ::strnlen(library, sizeof library));
    return std::string(trimmed(text.substr(0, text.find('\n'))));
}

void writeMpi(JsonWriter& out)
{
    // Both queries are allowed before MPI_Init; initialising MPI just for facts would need a launcher.
    int major = 0;
    int minor = 0;
    out.beginObject()
        .field("built", true)
        .field("library_version", mpiLibraryVersion())
        .field("standard", MPI_Get_version(&major, &minor) == MPI_SUCCESS
                               ? std::optional(std::to_string(major) + "." + std::to_string(minor))
                               : std::nullopt)
        .endObject();
}

} // namespace fw::agent
