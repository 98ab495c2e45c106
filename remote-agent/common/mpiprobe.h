// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <optional>
#include <string>

namespace fw::agent {

class JsonWriter;

// The first line of MPI_Get_library_version, e.g. "Open MPI v4.1.4, package: Debian OpenMPI, ...".
std::optional<std::string> mpiLibraryVersion();

// Writes the `mpi` section: the MPI library the agent was built against. The app compares it with the cluster's
// mpirun, since mixing MPI implementations or ABI versions fails at launch.
void writeMpi(JsonWriter& out);

} // namespace fw::agent
