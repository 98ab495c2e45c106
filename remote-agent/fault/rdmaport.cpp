// SPDX-License-Identifier: Apache-2.0
#include "fault/rdmaport.h"

#include "fault/faultoptions.h"

#include <algorithm>
#include <filesystem>
#include <regex>

namespace fw::agent {

namespace {

std::string portDir(const std::string& device, int port)
{
    return "class/infiniband/" + device + "/ports/" + std::to_string(port) + "/";
}

// The regular files of a sysfs directory, by name.
std::vector<std::string> files(const HostFs& sysfs, const std::string& relative)
{
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(sysfs.root() / relative, ec))
        if (std::error_code statError; std::filesystem::is_regular_file(entry.path(), statError))
            names.push_back(entry.path().filename().string());
    return names;
}

std::vector<std::string> netdevsOf(const HostFs& sysfs, const std::string& device, int port)
{
    std::vector<std::string> netdevs;
    // Unused GID entries refuse the read (EINVAL); a read that works names the netdev.
    const std::string ndevs = portDir(device, port) + "gid_attrs/ndevs";
    for (const std::string& entry : files(sysfs, ndevs))
        if (const auto name = sysfs.readTrimmed(ndevs + "/" + entry); name && !name->empty())
            netdevs.push_back(*name);
    for (const std::string& name : sysfs.subdirectories("class/net")) {
        const std::string dir = "class/net/" + name + "/";
        // ARPHRD_INFINIBAND: an IPoIB interface; dev_port counts the device's ports from 0.
        if (sysfs.readInteger(dir + "type") == 32 && sysfs.isDirectory(dir + "device/infiniband/" + device) &&
            sysfs.readInteger(dir + "dev_port").value_or(0) + 1 == port)
            netdevs.push_back(name);
    }
    std::sort(netdevs.begin(), netdevs.end());
    netdevs.erase(std::unique(netdevs.begin(), netdevs.end()), netdevs.end());
    return netdevs;
}

RdmaPort readPort(const HostFs& sysfs, const std::string& device, int port)
{
    RdmaPort p;
    p.device = device;
    p.port = port;
    const std::string dir = portDir(device, port);
    p.linkLayer = sysfs.readTrimmed(dir + "link_layer").value_or("");
    p.state = sysfs.readTrimmed(dir + "state").value_or("");
    p.rate = sysfs.readTrimmed(dir + "rate").value_or("");
    // The LID is written in hex ("0x1a").
    if (const auto lid = sysfs.readTrimmed(dir + "lid"); lid && lid->starts_with("0x"))
        p.lid = std::stoll(lid->substr(2), nullptr, 16);
    p.netdevs = netdevsOf(sysfs, device, port);
    return p;
}

std::string rateWord(const std::string& rate, int index)
{
    std::smatch match;
    static const std::regex kRate("\\(([0-9]+X) ([A-Za-z0-9]+)\\)");
    return std::regex_search(rate, match, kRate) ? match[index].str() : std::string();
}

} // namespace

std::string RdmaPort::activeWidth() const
{
    return rateWord(rate, 1);
}

std::string RdmaPort::activeSpeed() const
{
    return rateWord(rate, 2);
}

RdmaPort findRdmaPort(const HostFs& sysfs, const std::string& device, std::optional<int> port,
                      const std::string& interface)
{
    const std::string where = (sysfs.root() / "class/infiniband").string();
    if (!device.empty()) {
        const std::string ports = "class/infiniband/" + device + "/ports";
        if (!sysfs.isDirectory(ports))
            throw Refused("RDMA device '" + device + "' does not exist (no " + (sysfs.root() / ports).string() + ")");
        const std::vector<std::string> names = sysfs.subdirectories(ports);
        if (!port) {
            if (names.size() != 1)
                throw Refused("RDMA device '" + device + "' has " + std::to_string(names.size()) +
                              " ports: give --port N");
            port = std::stoi(names.front());
        }
        if (!sysfs.isDirectory(portDir(device, *port)))
            throw Refused("RDMA device '" + device + "' has no port " + std::to_string(*port) + " (no " +
                          (sysfs.root() / portDir(device, *port)).string() + ")");
        return readPort(sysfs, device, *port);
    }
    for (const std::string& dev : sysfs.subdirectories("class/infiniband"))
        for (const std::string& name : sysfs.subdirectories("class/infiniband/" + dev + "/ports")) {
            if (!std::regex_match(name, std::regex("[0-9]{1,3}")) || (port && std::stoi(name) != *port))
                continue;
            RdmaPort p = readPort(sysfs, dev, std::stoi(name));
            if (std::find(p.netdevs.begin(), p.netdevs.end(), interface) != p.netdevs.end())
                return p;
        }
    throw Refused("interface '" + interface + "' is not on any RDMA port in " + where +
                  " (no ports/*/gid_attrs/ndevs entry names it, and it is no IPoIB interface of one); give "
                  "--rdma-device DEV --port N");
}

} // namespace fw::agent
