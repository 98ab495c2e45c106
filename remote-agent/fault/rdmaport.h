// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "common/hostfs.h"

#include <optional>
#include <string>
#include <vector>

namespace fw::agent {

// One port of an RDMA device as sysfs shows it (class/infiniband/<dev>/ports/<port>): what the ib-port-* and
// roce-* fault kinds act on and what their safety checks look at.
struct RdmaPort
{
    std::string device; // mlx5_0
    int port = 0;
    std::string linkLayer; // InfiniBand or Ethernet
    std::string state;     // "4: ACTIVE"
    std::int64_t lid = 0;  // InfiniBand: the port's LID; 0 when the subnet manager has not assigned one
    std::string rate;      // "200 Gb/sec (4X HDR)"
    // The netdevs on the port, sorted, each once: the names in gid_attrs/ndevs/* (RoCE: the Ethernet netdev and its
    // VLANs) and the IPoIB interfaces of the port (class/net/*/device/infiniband/<dev>, dev_port + 1 == port).
    std::vector<std::string> netdevs;

    bool infiniband() const { return linkLayer == "InfiniBand"; }
    std::string key() const { return device + "/" + std::to_string(port); }
    // The width and speed in `rate` ("4X", "HDR"); empty when it does not say.
    std::string activeWidth() const;
    std::string activeSpeed() const;
};

// The RDMA port a fault names: `device` with `port` (nullopt: the device's only port), or the port whose netdevs
// include `interface` when `device` is empty. Throws Refused naming what is missing below the sysfs root.
RdmaPort findRdmaPort(const HostFs& sysfs, const std::string& device, std::optional<int> port,
                      const std::string& interface);

} // namespace fw::agent
