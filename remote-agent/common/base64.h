// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>
#include <span>
#include <string>

namespace fw::agent {

// RFC 4648 base64 with padding, the form QByteArray::fromBase64 and Python's base64 module read by default.
std::string base64Encode(std::span<const std::byte> bytes);

// Raw samples on the wire: float32 in little-endian order whatever the host's, then base64.
std::string floatsToBase64Le(std::span<const float> values);

} // namespace fw::agent
