// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QStringList>

namespace fw::core::schema {

// "FWB1": marks an SQLite file as a Fabric Workbench project (PRAGMA application_id).
inline constexpr qint32 kApplicationId = 0x46574231;

// The schema this build writes. Files at a lower version are migrated; higher ones open read-only.
int currentVersion();

// The statements that take a file from version `from` to `from + 1`. Each step runs inside the
// caller's transaction together with the user_version bump, so a failure changes nothing.
QStringList migrationStep(int from);

} // namespace fw::core::schema
