// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <string_view>

// What each fault kind of `fabric-agent fault` reaches (docs/faults.md, "reaches"): the one declaration the agent
// writes into its `fault_plan` and `fault_applied` events and the workbench's plan check reads before a plan runs.
namespace fw::base::faultreach {

// Only traffic through the kernel network stack (TCP/IP, MPI over TCP, IPoIB): RDMA verbs traffic bypasses it.
inline constexpr std::string_view kKernelIp = "kernel_ip";
// The RDMA path of a port, and so all traffic on that port.
inline constexpr std::string_view kRdmaPath = "rdma_path";
// The job itself (its processes or its configuration), not the network.
inline constexpr std::string_view kJob = "job";
// A filesystem; the network only where that filesystem is reached over it.
inline constexpr std::string_view kStorage = "storage";

struct KindReach
{
    std::string_view kind;
    std::string_view reach;
};

// Every kind `fault apply --kind` accepts, in the order of its usage text. link-down is declared as reaching the
// RDMA path (on a RoCE netdev it takes the RDMA port down); on an IPoIB interface the InfiniBand port stays active,
// and the agent reports kernel_ip for that interface instead.
inline constexpr KindReach kKinds[] = {
    {"link-down", kRdmaPath},       {"link-degraded", kKernelIp},  {"storage-burst", kStorage},
    {"background-load", kKernelIp}, {"node-remove", kJob},         {"ib-port-disable", kRdmaPath},
    {"ib-port-degrade", kRdmaPath}, {"roce-link-down", kRdmaPath}, {"roce-speed-degrade", kRdmaPath},
};

// The declared reach of `kind`, or empty when it is not a kind.
constexpr std::string_view reachOf(std::string_view kind)
{
    for (const KindReach& k : kKinds)
        if (k.kind == kind)
            return k.reach;
    return {};
}

} // namespace fw::base::faultreach
