// SPDX-License-Identifier: Apache-2.0
#include "ingest/base64text.h"

#include <array>
#include <cstdint>

namespace fw::core {

namespace {

constexpr std::uint8_t kInvalid = 0xFF;

constexpr std::array<std::uint8_t, 256> kValues = [] {
    std::array<std::uint8_t, 256> values{};
    values.fill(kInvalid);
    const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (std::uint8_t i = 0; i < 64; ++i)
        values[std::uint8_t(alphabet[i])] = i;
    return values;
}();

// kValues shifted into place for each character of a group of four; anything outside the alphabet sets kOutside.
constexpr std::uint32_t kOutside = 0xFF000000;
template <int Shift>
constexpr std::array<std::uint32_t, 256> kShifted = [] {
    std::array<std::uint32_t, 256> values{};
    for (std::size_t c = 0; c < 256; ++c)
        values[c] = kValues[c] == kInvalid ? kOutside : std::uint32_t(kValues[c]) << Shift;
    return values;
}();

std::uint32_t valueOf(char16_t c)
{
    return c < 256 ? kValues[c] : kInvalid;
}

} // namespace

std::optional<QByteArray> decodeBase64(QStringView text)
{
    const qsizetype size = text.size();
    const char16_t* in = text.utf16();
    QByteArray out(size * 3 / 4, Qt::Uninitialized);
    char* o = out.data();
    qsizetype i = 0;
    // Whole groups of four alphabet characters, three bytes each; the first group holding anything else (padding, or
    // a character that fails the text) goes to the character-by-character loop below.
    for (; i + 4 <= size; i += 4) {
        const char16_t a = in[i];
        const char16_t b = in[i + 1];
        const char16_t c = in[i + 2];
        const char16_t d = in[i + 3];
        if ((a | b | c | d) >= 256)
            break;
        const std::uint32_t group = kShifted<18>[a] | kShifted<12>[b] | kShifted<6>[c] | kShifted<0>[d];
        if (group & kOutside)
            break;
        *o++ = char(group >> 16);
        *o++ = char(group >> 8);
        *o++ = char(group);
    }
    // The rest as Qt reads it: bits are taken as they come, so a text without its padding still decodes, and a
    // group cut short leaves its odd bits unused.
    std::uint32_t buffer = 0;
    int bits = 0;
    for (; i < size; ++i) {
        const char16_t ch = in[i];
        const std::uint32_t value = valueOf(ch);
        if (value == kInvalid) {
            if (ch != u'=' || size % 4 != 0)
                return std::nullopt;
            if (i == size - 1 || (i == size - 2 && in[size - 1] == u'='))
                break;
            return std::nullopt;
        }
        buffer = buffer << 6 | value;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            *o++ = char(buffer >> bits);
            buffer &= (1u << bits) - 1;
        }
    }
    out.truncate(o - out.constData());
    return out;
}

} // namespace fw::core
