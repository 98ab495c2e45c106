#pragma once

#include <QString>

namespace fw::core {

inline constexpr auto kDemoMetaKey = "is_demo";

// Creates the demo project at `path`: two example candidates, one per fabric, marked as example data.
void createDemoProject(const QString& path);

} // namespace fw::core
