// SPDX-License-Identifier: Apache-2.0
#include "domain/faultreach.h"

#include "base/faultreach.h"
#include "domain/protocoltext.h"

namespace fw::core {

namespace reach = base::faultreach;

QString FaultReach::ofKind(const QString& kind)
{
    return protocolText(reach::reachOf(kind.toStdString()));
}

QString FaultReach::text(const QString& value)
{
    if (value == protocolText(reach::kKernelIp))
        return tr("kernel IP traffic only (TCP/IP, MPI over TCP, IPoIB); RDMA traffic bypasses it");
    if (value == protocolText(reach::kRdmaPath))
        return tr("the RDMA path of the port, and so all traffic on it");
    if (value == protocolText(reach::kJob))
        return tr("the job itself, not the network");
    if (value == protocolText(reach::kStorage))
        return tr("storage; the network only where the filesystem is reached over it");
    if (value.isEmpty())
        return tr("not recorded (an agent from before the reach was reported)");
    return value;
}

bool FaultReach::touchesFabric(const QString& value)
{
    return value == protocolText(reach::kRdmaPath);
}

} // namespace fw::core
