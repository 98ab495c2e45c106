// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QString>

namespace fw::core {

// What a fault reaches (base/faultreach.h: kernel_ip, rdma_path, job, storage) as the workbench shows it: the
// agent's `reach` field of a fault event, or a kind's declared reach before a plan runs.
struct FaultReach
{
    Q_DECLARE_TR_FUNCTIONS(FaultReach)

public:
    // The declared reach of fault kind `kind`; empty for an unknown kind.
    static QString ofKind(const QString& kind);
    // A sentence for people; for an empty reach, that the stream did not record it (an agent before the field).
    static QString text(const QString& reach);
    // Whether a fault with this reach acted on the fabric's RDMA path (and so on all traffic on the port).
    static bool touchesFabric(const QString& reach);
};

} // namespace fw::core
