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
        const std::uint32_t a = valueOf(in[i]);
        const std::uint32_t b = valueOf(in[i + 1]);
        const std::uint32_t c = valueOf(in[i + 2]);
        const std::uint32_t d = valueOf(in[i + 3]);
        if ((a | b | c | d) >= 64)
            break;
        const std::uint32_t group = a << 18 | b << 12 | c << 6 | d;
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
