#pragma once

namespace fw::agent {

class JsonWriter;

// Writes the `mpi` section: the MPI library the agent was built against. The app compares it with the cluster's
// mpirun, since mixing MPI implementations or ABI versions fails at launch.
void writeMpi(JsonWriter& out);

} // namespace fw::agent
