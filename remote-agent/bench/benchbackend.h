// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "base/collective.h"

#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fw::agent {

// Where a backend's timed buffers live, for the start event, so a reader can reproduce a figure.
struct BufferDescription
{
    std::string_view memory; // "host" or "device"
    std::size_t alignment;   // every buffer's start is a multiple of this many bytes
    std::string_view pages;  // host: HostBuffer::backingName; device: "device"
};

// One way of running a collective (host buffers over MPI, device buffers over NCCL). The bench runner drives the
// sweep, the statistics and the output; a backend owns buffers, the collective call and the timer.
class BenchBackend
{
public:
    virtual ~BenchBackend() = default;

    virtual std::string_view timer() const = 0;
    // Library versions for the start event, beyond MPI's own, e.g. {"nccl", "2.28.9"}.
    virtual std::vector<std::pair<std::string, std::string>> versions() const = 0;
    // Whether the collective has a well-defined in-place form on this backend.
    virtual bool hasInPlace() const = 0;
    virtual BufferDescription buffers() const = 0;

    // Selects the size and variant for the following calls, and zeroes the buffers: timed iterations then reduce
    // zeros, which stay finite in place however many iterations run.
    virtual void prepare(const base::CollectiveCounts& counts, bool inPlace) = 0;
    // Synchronises the ranks, then runs one collective and returns this rank's time for it alone, in microseconds.
    virtual double timeIteration() = 0;
    // One untimed collective on this rank's logical input (sendCount elements, placed where the in-place form
    // expects it), with the output first filled with NaN so nothing stale can pass; returns the logical output.
    virtual std::vector<float> runChecked(std::span<const float> input) = 0;
};

// Thrown by a backend's set-up on a rank that was ready itself when another rank failed: all ranks must stop
// together, and only the failing rank has something to report.
class PeerSetupFailed : public std::runtime_error
{
public:
    PeerSetupFailed() : std::runtime_error("another rank failed to set up") {}
};

} // namespace fw::agent
