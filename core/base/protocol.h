#pragma once

#include <string_view>

// The agent's wire protocol: one JSON object per line on stdout, each carrying "v" and "type".
// docs/agent-protocol.md describes every event and key.
namespace fw::base::protocol {

inline constexpr int kSchemaVersion = 1;

namespace event {
inline constexpr std::string_view kFacts = "facts";
inline constexpr std::string_view kStart = "start";
inline constexpr std::string_view kProgress = "progress";
inline constexpr std::string_view kSizeResult = "size_result";
inline constexpr std::string_view kWarning = "warning";
inline constexpr std::string_view kEnd = "end";
inline constexpr std::string_view kError = "error";
} // namespace event

} // namespace fw::base::protocol
