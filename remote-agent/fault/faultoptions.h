// SPDX-License-Identifier: Apache-2.0
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
    int port = 9;           // background-load: the UDP port; the RDMA kinds: the HCA port
    bool portGiven = false; // --port was given (the RDMA kinds have no default when a device has several ports)
    // The RDMA kinds (ib-port-*, roce-*): the device (mlx5_0), or it is found from --interface.
    std::string rdmaDevice;
    std::string speed; // ib-port-degrade: SDR, DDR or QDR; roce-speed-degrade: Mb/s
    std::string width; // ib-port-degrade: 1x, 4x, 8x or 12x
    // Where sysfs is read (the RDMA mapping, link flags, bond masters): /sys, or a fixture tree in tests.
    std::string sysfsRoot = "/sys";
    // roce-speed-degrade: the program run as ethtool, to read the link and to change it.
    std::string ethtoolCommand = "ethtool";
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
