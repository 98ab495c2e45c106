// The reference for the agent's harness overhead: the plainest per-iteration MPI_Allreduce timing loop, with the
// same method as `fabric-agent bench --backend mpi` (barrier, MPI_Wtime around one call, max over ranks, median)
// and none of its machinery. Also prints the classic one-timer-around-the-loop average for comparison.
// Usage: mpirun -np N bareallreduce [iters] [warmup] [maxBytes]; sizes 8 B to maxBytes by 2.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <mpi.h>
#include <vector>

int main(int argc, char** argv)
{
    MPI_Init(&argc, &argv);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    const int iters = argc > 1 ? std::atoi(argv[1]) : 1000;
    const int warmup = argc > 2 ? std::atoi(argv[2]) : 20;
    const long maxBytes = argc > 3 ? std::atol(argv[3]) : 65536;
    std::vector<float> send(static_cast<std::size_t>(maxBytes / 4), 0.0f);
    std::vector<float> recv(send.size(), 0.0f);
    std::vector<double> local(static_cast<std::size_t>(iters));
    std::vector<double> maxima(local.size());
    if (rank == 0)
        std::printf("# bytes  median_us(barrier+per-iteration, max over ranks)  loop_avg_us(one timer, no barriers)\n");
    for (long bytes = 8; bytes <= maxBytes; bytes *= 2) {
        const int count = static_cast<int>(bytes / 4);
        for (int i = 0; i < warmup; ++i)
            MPI_Allreduce(send.data(), recv.data(), count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
        for (int i = 0; i < iters; ++i) {
            MPI_Barrier(MPI_COMM_WORLD);
            const double start = MPI_Wtime();
            MPI_Allreduce(send.data(), recv.data(), count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
            local[static_cast<std::size_t>(i)] = (MPI_Wtime() - start) * 1e6;
        }
        MPI_Reduce(local.data(), maxima.data(), iters, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
        MPI_Barrier(MPI_COMM_WORLD);
        const double loopStart = MPI_Wtime();
        for (int i = 0; i < iters; ++i)
            MPI_Allreduce(send.data(), recv.data(), count, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
        double loop = (MPI_Wtime() - loopStart) * 1e6 / iters;
        double loopMax = 0;
        MPI_Reduce(&loop, &loopMax, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
        if (rank == 0) {
            // Nearest-rank median, as the agent reports it.
            std::sort(maxima.begin(), maxima.end());
            const double median = maxima[static_cast<std::size_t>((iters + 1) / 2 - 1)];
            std::printf("%ld %.3f %.3f\n", bytes, median, loopMax);
        }
    }
    MPI_Finalize();
    return 0;
}
