// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "bench/benchbackend.h"

#include <memory>
#include <mpi.h>

namespace fw::agent {

// Device buffers and NCCL collectives, one GPU per rank, chosen by the rank's index on its host. Throws with a
// sentence naming the CUDA or NCCL error when the rank cannot get a GPU or a communicator, so a host without a GPU
// fails clearly instead of producing numbers.
std::unique_ptr<BenchBackend> makeNcclBackend(MPI_Comm comm, base::Collective collective, int root,
                                              std::size_t maxBytes);

} // namespace fw::agent
