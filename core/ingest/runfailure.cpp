// SPDX-License-Identifier: Apache-2.0
#include "ingest/runfailure.h"

#include "ingest/textfields.h"

namespace fw::core {

using namespace textfields;

namespace {

// The first word of `text`, without a trailing ':'.
std::string_view firstWord(std::string_view text)
{
    text = trimmed(text);
    const std::size_t end = text.find_first_of(" \t");
    std::string_view word = text.substr(0, end);
    while (!word.empty() && word.back() == ':')
        word.remove_suffix(1);
    return word;
}

// The last word of `text`, without a trailing ':'.
std::string_view lastWord(std::string_view text)
{
    text = trimmed(text);
    const std::size_t space = text.find_last_of(" \t");
    std::string_view word = space == std::string_view::npos ? text : text.substr(space + 1);
    while (!word.empty() && word.back() == ':')
        word.remove_suffix(1);
    return word;
}

struct Found
{
    bool hard = false;
    std::string_view node;
    std::string_view error;
};

std::optional<Found> recognise(std::string_view text)
{
    // nccl-tests and rccl-tests (common.h): "%s: Test CUDA failure %s:%d '%s'", printed with the host's name, also on
    // the same line as a result row that was being printed when the error struck.
    static constexpr std::string_view kHard[] = {"Test CUDA failure ", "Test NCCL failure ", "Test HIP failure ",
                                                 "Test CURAND failure "};
    for (const std::string_view marker : kHard) {
        if (const std::size_t at = text.find(marker); at != std::string_view::npos) {
            const std::string_view before = text.substr(0, at);
            const std::string_view host = trimmed(before).ends_with(':') ? lastWord(before) : std::string_view();
            return Found{true, host, text.substr(at)};
        }
    }
    // perftest (perftest_resources.c): a work completion with an error status ends the test.
    if (startsWith(text, "Completion with error") || startsWith(text, "Failed status "))
        return Found{true, {}, text};
    // nccl-tests' trace after a failure: " .. node0 pid 62767: Test failure common.cu:519". It also follows a run that
    // ended with wrong results, so it is soft.
    if (startsWith(text, "..") && contains(text, ": Test failure "))
        return Found{false, firstWord(text.substr(2)), text.substr(text.find("Test failure "))};
    // NCCL's warnings: "host:pid:tid [dev] file.cc:397 NCCL WARN message".
    if (const std::size_t at = text.find("NCCL WARN"); at != std::string_view::npos) {
        const std::string_view first = trimmed(text).substr(0, trimmed(text).find(':'));
        return Found{false, first == text ? std::string_view() : first, trimmed(text.substr(at))};
    }
    // Open MPI: "mpirun noticed that process rank 3 with PID 4508 on node tesla51 exited on signal 11 (...)".
    if (const std::size_t at = text.find(" on node ");
        at != std::string_view::npos && contains(text, "exited on signal"))
        return Found{false, firstWord(text.substr(at + 9)), text};
    if (contains(text, "MPI_ABORT was invoked") || contains(text, "returned a non-zero exit code") ||
        contains(text, "An MPI communication peer process has unexpectedly disconnected"))
        return Found{false, {}, text};
    // Slurm: "srun: error: nid001: task 3: Exited with exit code 1".
    if (startsWith(text, "srun: error: "))
        return Found{false, firstWord(text.substr(13)), text};
    // perftest's set-up errors: "Couldn't connect to 10.0.0.1:18515", "Unable to init the socket connection".
    if (startsWith(text, "Couldn't ") || startsWith(text, "Unable to "))
        return Found{false, {}, text};
    return std::nullopt;
}

} // namespace

bool FailureWatch::see(std::string_view text, qint64 line)
{
    const std::optional<Found> found = recognise(text);
    if (!found)
        return false;
    std::optional<RunFailure>& slot = found->hard ? m_hard : m_soft;
    if (slot)
        return true; // the first report is the cause; the rest echo it
    RunFailure failure{.error = toQString(found->error), .node = toQString(found->node), .line = line};
    if (found->hard && !text.empty() && text.front() >= '0' && text.front() <= '9') {
        // A result row cut short by the failure: its size is the one being measured.
        if (const auto bytes = toInt(firstWord(text)); bytes && *bytes >= 0) {
            failure.bytes = *bytes;
            failure.during = true;
        }
    }
    slot = failure;
    return true;
}

std::optional<RunFailure> FailureWatch::failure(bool complete, std::optional<qint64> lastBytes) const
{
    std::optional<RunFailure> result = m_hard;
    if (!result && !complete)
        result = m_soft;
    if (result && !result->bytes && lastBytes)
        result->bytes = lastBytes;
    return result;
}

} // namespace fw::core
