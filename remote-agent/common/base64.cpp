// SPDX-License-Identifier: Apache-2.0
#include "common/base64.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace fw::agent {

std::string base64Encode(std::span<const std::byte> bytes)
{
    static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const std::size_t n = std::min<std::size_t>(3, bytes.size() - i);
        std::uint32_t group = 0;
        for (std::size_t k = 0; k < 3; ++k)
            group = (group << 8) | (k < n ? std::to_integer<std::uint32_t>(bytes[i + k]) : 0u);
        for (std::size_t k = 0; k < 4; ++k)
            out += k <= n ? kAlphabet[(group >> (18 - 6 * k)) & 0x3Fu] : '=';
    }
    return out;
}

std::string floatsToBase64Le(std::span<const float> values)
{
    static_assert(sizeof(float) == 4 && sizeof(std::uint32_t) == 4);
    std::vector<std::byte> bytes(values.size() * 4);
    for (std::size_t i = 0; i < values.size(); ++i) {
        const auto bits = std::bit_cast<std::uint32_t>(values[i]);
        for (std::size_t k = 0; k < 4; ++k)
            bytes[4 * i + k] = static_cast<std::byte>((bits >> (8 * k)) & 0xFFu);
    }
    return base64Encode(bytes);
}

} // namespace fw::agent
