// SPDX-License-Identifier: Apache-2.0
// The control for mpibufferprobe: an all-reduce on buffers from std::vector, whose starts malloc places 16 bytes past
// a page boundary (or anywhere), one float apart from overlapping. The probe must flag it, or its silence about the
// agent would prove nothing.
#include <mpi.h>
#include <vector>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    std::vector<float> buffer(4096 + 1024 + 1, 1.0f);
    // Send [1, 4097), receive [1024, 5120): both off a page boundary, and overlapping.
    MPI_Allreduce(buffer.data() + 1, buffer.data() + 1024, 4096, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
