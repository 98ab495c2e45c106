#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>

namespace fw::agent {

struct FaultKind;

// A fault that is unsafe or not ours to make or undo: the reason is the message.
class Refused : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// The options of every `fault` action, the user's and the internal ones of the helpers.
struct FaultOptions
{
    std::string action;
    std::string kind; // --kind as given
    // The kind `apply` or a helper action works on, looked up once by the parser; null for the other actions.
    const FaultKind* faultKind = nullptr;
    std::string interface;
    long ttlSeconds = 0;
    long leaseSeconds = 0;
    std::string rate;
    std::string burst = "32kbit";
    std::string latency = "50ms";
    std::string path;
    std::uint64_t bytes = 0;
    std::string peer;
    int port = 9;
    std::string match;
    long afterSeconds = 0; // node-remove: 0 kills at once
    long afterSizes = 0;   // node-remove: 0 does not wait for the run's progress (common/progressmark.h)

    // A node-remove that waits (for a time, for a run's progress, or both) instead of killing at once.
    bool delayed() const { return afterSeconds > 0 || afterSizes > 0; }
    bool allowSshInterface = false;
    bool dryRun = false;
    bool hold = false;
    std::string stateDir = "/run/fabric-agent/faults";
    std::string id;
};

} // namespace fw::agent
