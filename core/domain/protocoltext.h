// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QLatin1StringView>
#include <string_view>

namespace fw::core {

// A name of the agent's protocol (base/protocol.h: an event, a field, a value) as Qt text, so that every reader
// compares and looks up with the one spelling there.
constexpr QLatin1StringView protocolText(std::string_view name)
{
    return QLatin1StringView(name.data(), qsizetype(name.size()));
}

} // namespace fw::core
