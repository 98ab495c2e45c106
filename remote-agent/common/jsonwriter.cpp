// SPDX-License-Identifier: Apache-2.0
#include "common/jsonwriter.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>

namespace fw::agent {

namespace {

// Length of the well-formed UTF-8 sequence at the start of `s`, or 0. Sysfs strings, hostnames and tool output
// are bytes, and one stray byte must not make the whole facts line unparseable for the app.
std::size_t utf8SequenceLength(std::string_view s)
{
    const auto lead = static_cast<unsigned char>(s[0]);
    std::size_t length = 0;
    char32_t codePoint = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        codePoint = lead & 0x1Fu;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        codePoint = lead & 0x0Fu;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        codePoint = lead & 0x07u;
    } else {
        return 0;
    }
    if (s.size() < length)
        return 0;
    for (std::size_t i = 1; i < length; ++i) {
        const auto continuation = static_cast<unsigned char>(s[i]);
        if ((continuation & 0xC0u) != 0x80u)
            return 0;
        codePoint = (codePoint << 6) | (continuation & 0x3Fu);
    }
    // Reject overlong forms, UTF-16 surrogates and values past U+10FFFF.
    constexpr std::array<char32_t, 5> kMinimum{0, 0, 0x80, 0x800, 0x10000};
    if (codePoint < kMinimum[length] || (codePoint >= 0xD800 && codePoint <= 0xDFFF) || codePoint > 0x10FFFF)
        return 0;
    return length;
}

} // namespace

JsonWriter::JsonWriter(bool pretty) : m_pretty(pretty) {}

JsonWriter& JsonWriter::beginObject()
{
    return open('{');
}

JsonWriter& JsonWriter::endObject()
{
    return close('}');
}

JsonWriter& JsonWriter::beginArray()
{
    return open('[');
}

JsonWriter& JsonWriter::endArray()
{
    return close(']');
}

JsonWriter& JsonWriter::key(std::string_view name)
{
    beforeValue();
    appendEscaped(name);
    m_out += m_pretty ? ": " : ":";
    m_afterKey = true;
    return *this;
}

JsonWriter& JsonWriter::value(std::string_view text)
{
    beforeValue();
    appendEscaped(text);
    return *this;
}

JsonWriter& JsonWriter::value(bool flag)
{
    return raw(flag ? "true" : "false");
}

namespace {

template <typename T> std::string shortestText(T number)
{
    std::array<char, 32> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), number);
    return std::string(buffer.data(), result.ptr);
}

} // namespace

JsonWriter& JsonWriter::value(double number)
{
    return std::isfinite(number) ? raw(shortestText(number)) : null();
}

JsonWriter& JsonWriter::value(float number)
{
    return std::isfinite(number) ? raw(shortestText(number)) : null();
}

JsonWriter& JsonWriter::null()
{
    return raw("null");
}

JsonWriter& JsonWriter::raw(std::string_view token)
{
    beforeValue();
    m_out += token;
    return *this;
}

void JsonWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_counts.empty())
        return;
    if (m_counts.back()++ > 0)
        m_out += ',';
    newline();
}

JsonWriter& JsonWriter::open(char bracket)
{
    beforeValue();
    m_out += bracket;
    m_counts.push_back(0);
    return *this;
}

JsonWriter& JsonWriter::close(char bracket)
{
    const bool hadMembers = m_counts.back() > 0;
    m_counts.pop_back();
    if (hadMembers)
        newline();
    m_out += bracket;
    return *this;
}

void JsonWriter::newline()
{
    if (!m_pretty)
        return;
    m_out += '\n';
    m_out.append(m_counts.size() * 2, ' ');
}

void JsonWriter::appendEscaped(std::string_view text)
{
    static constexpr char kHex[] = "0123456789abcdef";
    m_out += '"';
    while (!text.empty()) {
        const auto byte = static_cast<unsigned char>(text.front());
        std::size_t consumed = 1;
        switch (byte) {
        case '"':
            m_out += "\\\"";
            break;
        case '\\':
            m_out += "\\\\";
            break;
        case '\n':
            m_out += "\\n";
            break;
        case '\r':
            m_out += "\\r";
            break;
        case '\t':
            m_out += "\\t";
            break;
        default:
            if (byte < 0x20) {
                m_out += "\\u00";
                m_out += kHex[byte >> 4];
                m_out += kHex[byte & 0x0F];
            } else if (byte < 0x80) {
                m_out += static_cast<char>(byte);
            } else if (const std::size_t length = utf8SequenceLength(text); length > 0) {
                m_out.append(text.substr(0, length));
                consumed = length;
            } else {
                m_out += "\\ufffd";
            }
        }
        text.remove_prefix(consumed);
    }
    m_out += '"';
}

} // namespace fw::agent
