// SPDX-License-Identifier: Apache-2.0
#include "common/jsonreader.h"

#include <charconv>
#include <cmath>

namespace fw::agent {

std::optional<std::int64_t> JsonValue::asInteger() const
{
    if (const auto* number = std::get_if<std::int64_t>(&m_data))
        return *number;
    return std::nullopt;
}

std::optional<double> JsonValue::asNumber() const
{
    if (const auto* number = std::get_if<std::int64_t>(&m_data))
        return static_cast<double>(*number);
    if (const auto* number = std::get_if<double>(&m_data))
        return *number;
    return std::nullopt;
}

const JsonValue::Array* JsonValue::asArray() const
{
    const auto* array = std::get_if<std::shared_ptr<Array>>(&m_data);
    return array ? array->get() : nullptr;
}

const JsonValue::Object* JsonValue::asObject() const
{
    const auto* object = std::get_if<std::shared_ptr<Object>>(&m_data);
    return object ? object->get() : nullptr;
}

const JsonValue* JsonValue::find(std::string_view name) const
{
    const Object* object = asObject();
    if (!object)
        return nullptr;
    const auto it = object->find(name);
    return it == object->end() ? nullptr : &it->second;
}

JsonValue JsonValue::make(bool flag)
{
    JsonValue v;
    v.m_data = flag;
    return v;
}

JsonValue JsonValue::make(std::int64_t number)
{
    JsonValue v;
    v.m_data = number;
    return v;
}

JsonValue JsonValue::make(double number)
{
    JsonValue v;
    v.m_data = number;
    return v;
}

JsonValue JsonValue::make(std::string text)
{
    JsonValue v;
    v.m_data = std::move(text);
    return v;
}

JsonValue JsonValue::make(Array array)
{
    JsonValue v;
    v.m_data = std::make_shared<Array>(std::move(array));
    return v;
}

JsonValue JsonValue::make(Object object)
{
    JsonValue v;
    v.m_data = std::make_shared<Object>(std::move(object));
    return v;
}

namespace {

class Parser
{
public:
    explicit Parser(std::string_view text) : m_text(text) {}

    JsonValue parseDocument()
    {
        JsonValue result = parseValue(0);
        skipSpace();
        if (m_pos != m_text.size())
            fail("unexpected text after the JSON value");
        return result;
    }

private:
    [[noreturn]] void fail(const std::string& what) const
    {
        std::size_t line = 1;
        std::size_t column = 1;
        for (std::size_t i = 0; i < m_pos && i < m_text.size(); ++i) {
            if (m_text[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        throw JsonParseError("line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + what);
    }

    void skipSpace()
    {
        while (m_pos < m_text.size() &&
               (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' || m_text[m_pos] == '\n' || m_text[m_pos] == '\r'))
            ++m_pos;
    }

    bool consume(std::string_view token)
    {
        if (m_text.substr(m_pos, token.size()) != token)
            return false;
        m_pos += token.size();
        return true;
    }

    JsonValue parseValue(int depth)
    {
        // Deeply nested input would otherwise exhaust the stack.
        if (depth > 64)
            fail("nesting deeper than 64 levels");
        skipSpace();
        if (m_pos == m_text.size())
            fail("unexpected end of input");
        const char c = m_text[m_pos];
        if (c == '{')
            return parseObject(depth);
        if (c == '[')
            return parseArray(depth);
        if (c == '"')
            return JsonValue::make(parseString());
        if (consume("true"))
            return JsonValue::make(true);
        if (consume("false"))
            return JsonValue::make(false);
        if (consume("null"))
            return {};
        if (c == '-' || (c >= '0' && c <= '9'))
            return parseNumber();
        fail(std::string("unexpected character '") + c + "'");
    }

    JsonValue parseObject(int depth)
    {
        ++m_pos;
        JsonValue::Object object;
        skipSpace();
        if (consume("}"))
            return JsonValue::make(std::move(object));
        while (true) {
            skipSpace();
            if (m_pos == m_text.size() || m_text[m_pos] != '"')
                fail("expected a quoted member name");
            std::string name = parseString();
            skipSpace();
            if (!consume(":"))
                fail("expected ':' after member name \"" + name + "\"");
            if (object.contains(name))
                fail("duplicate member \"" + name + "\"");
            object.emplace(std::move(name), parseValue(depth + 1));
            skipSpace();
            if (consume("}"))
                return JsonValue::make(std::move(object));
            if (!consume(","))
                fail("expected ',' or '}' in object");
        }
    }

    JsonValue parseArray(int depth)
    {
        ++m_pos;
        JsonValue::Array array;
        skipSpace();
        if (consume("]"))
            return JsonValue::make(std::move(array));
        while (true) {
            array.push_back(parseValue(depth + 1));
            skipSpace();
            if (consume("]"))
                return JsonValue::make(std::move(array));
            if (!consume(","))
                fail("expected ',' or ']' in array");
        }
    }

    void appendUtf8(std::string& out, unsigned code)
    {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }

    unsigned parseHex4()
    {
        unsigned code = 0;
        if (m_pos + 4 > m_text.size())
            fail("truncated \\u escape");
        const auto [ptr, ec] = std::from_chars(m_text.data() + m_pos, m_text.data() + m_pos + 4, code, 16);
        if (ec != std::errc() || ptr != m_text.data() + m_pos + 4)
            fail("bad \\u escape");
        m_pos += 4;
        return code;
    }

    std::string parseString()
    {
        ++m_pos;
        std::string out;
        while (true) {
            if (m_pos == m_text.size())
                fail("unterminated string");
            const char c = m_text[m_pos++];
            if (c == '"')
                return out;
            if (static_cast<unsigned char>(c) < 0x20)
                fail("control character in string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (m_pos == m_text.size())
                fail("unterminated string");
            const char escape = m_text[m_pos++];
            switch (escape) {
            case '"':
            case '\\':
            case '/':
                out += escape;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned code = parseHex4();
                if (code >= 0xD800 && code < 0xDC00 && consume("\\u")) {
                    const unsigned low = parseHex4();
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                }
                appendUtf8(out, code);
                break;
            }
            default:
                fail(std::string("bad escape '\\") + escape + "'");
            }
        }
    }

    JsonValue parseNumber()
    {
        const std::size_t start = m_pos;
        bool integral = true;
        if (m_text[m_pos] == '-')
            ++m_pos;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '.' || c == 'e' || c == 'E' || c == '+' || (c == '-' && m_pos > start))
                integral = false;
            else if (c < '0' || c > '9')
                break;
            ++m_pos;
        }
        const char* first = m_text.data() + start;
        const char* last = m_text.data() + m_pos;
        if (integral) {
            std::int64_t number = 0;
            const auto [ptr, ec] = std::from_chars(first, last, number);
            if (ec == std::errc() && ptr == last)
                return JsonValue::make(number);
        }
        double number = 0;
        const auto [ptr, ec] = std::from_chars(first, last, number);
        if (ec != std::errc() || ptr != last || !std::isfinite(number)) {
            m_pos = start;
            fail("bad number");
        }
        return JsonValue::make(number);
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

} // namespace

JsonValue parseJson(std::string_view text)
{
    return Parser(text).parseDocument();
}

} // namespace fw::agent
