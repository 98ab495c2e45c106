// SPDX-License-Identifier: Apache-2.0
#include "ingest/jsonreader.h"

#include "ingest/bytesource.h"
#include "ingest/importerror.h"
#include "ingest/linereader.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace fw::core {

namespace {
constexpr std::size_t kChunk = 1 << 20;
constexpr std::size_t kMaxDepth = 64;
constexpr std::size_t kMaxString = 1 << 20;

void appendUtf8(std::string& out, char32_t code)
{
    if (code < 0x80) {
        out += char(code);
    } else if (code < 0x800) {
        out += char(0xC0 | (code >> 6));
        out += char(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += char(0xE0 | (code >> 12));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    } else {
        out += char(0xF0 | (code >> 18));
        out += char(0x80 | ((code >> 12) & 0x3F));
        out += char(0x80 | ((code >> 6) & 0x3F));
        out += char(0x80 | (code & 0x3F));
    }
}
} // namespace

JsonReader::JsonReader(ByteSource& source) : m_source(source), m_buffer(kChunk) {}

void JsonReader::fail(const QString& reason) const
{
    throw ImportError(m_source.fileName(), m_line, reason);
}

int JsonReader::refill()
{
    if (m_eof)
        return -1;
    const qint64 got = m_source.read(m_buffer.data(), qint64(m_buffer.size()));
    m_pos = 0;
    m_end = std::size_t(got);
    if (got == 0) {
        m_eof = true;
        return -1;
    }
    return static_cast<unsigned char>(m_buffer[0]);
}

int JsonReader::take()
{
    const int c = peek();
    if (c >= 0)
        ++m_pos;
    return c;
}

int JsonReader::skipSpace()
{
    for (;;) {
        const int c = peek();
        if (c == '\n')
            ++m_line;
        else if (c != ' ' && c != '\t' && c != '\r')
            return c;
        ++m_pos;
    }
}

void JsonReader::expectLiteral(const char* rest)
{
    for (const char* p = rest; *p; ++p) {
        if (take() != *p)
            fail(tr("expected a JSON value (true, false, null, a number, a string, an object or an array)"));
    }
}

void JsonReader::readString()
{
    m_text.clear();
    for (;;) {
        int c = take();
        if (c < 0)
            fail(tr("the file ends inside a string"));
        if (c == '"') {
            // Escapes append valid UTF-8; the bytes written as they are must be too.
            if (const std::size_t bad = invalidUtf8(m_text); bad != std::string::npos)
                fail(tr("a string is not valid UTF-8 (byte 0x%1 at byte %2 of the string); save the file as UTF-8")
                         .arg(int(static_cast<unsigned char>(m_text[bad])), 2, 16, QLatin1Char('0'))
                         .arg(bad + 1));
            return;
        }
        if (c == '\n')
            fail(tr("a string runs past the end of the line"));
        if (m_text.size() >= kMaxString)
            fail(tr("a string is longer than %1 bytes").arg(kMaxString));
        if (c != '\\') {
            m_text += char(c);
            continue;
        }
        c = take();
        switch (c) {
        case '"':
        case '\\':
        case '/':
            m_text += char(c);
            break;
        case 'b':
            m_text += '\b';
            break;
        case 'f':
            m_text += '\f';
            break;
        case 'n':
            m_text += '\n';
            break;
        case 'r':
            m_text += '\r';
            break;
        case 't':
            m_text += '\t';
            break;
        case 'u': {
            const auto hex4 = [this] {
                char32_t code = 0;
                for (int k = 0; k < 4; ++k) {
                    const int h = take();
                    int digit = -1;
                    if (h >= '0' && h <= '9')
                        digit = h - '0';
                    else if (h >= 'a' && h <= 'f')
                        digit = h - 'a' + 10;
                    else if (h >= 'A' && h <= 'F')
                        digit = h - 'A' + 10;
                    if (digit < 0)
                        fail(tr("expected four hexadecimal digits after \\u in a string"));
                    code = code * 16 + char32_t(digit);
                }
                return code;
            };
            char32_t code = hex4();
            if (code >= 0xD800 && code < 0xDC00) {
                if (take() != '\\' || take() != 'u')
                    fail(tr("expected the second half of a UTF-16 surrogate pair"));
                const char32_t low = hex4();
                if (low < 0xDC00 || low > 0xDFFF)
                    fail(tr("expected the second half of a UTF-16 surrogate pair"));
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
            } else if (code >= 0xDC00 && code < 0xE000) {
                fail(tr("a lone UTF-16 surrogate in a string"));
            }
            appendUtf8(m_text, code);
            break;
        }
        default:
            fail(tr("an unknown escape sequence in a string"));
        }
    }
}

template <typename T> T JsonReader::readNumber(int first)
{
    const auto isNumberChar = [](int c) {
        return (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '-' || c == '+';
    };
    // Fast path: the number ends inside the buffer, so it is parsed where it lies. `first` is at m_pos - 1.
    const char* begin = m_buffer.data() + m_pos - 1;
    std::size_t end = m_pos;
    while (end < m_end && isNumberChar(static_cast<unsigned char>(m_buffer[end])))
        ++end;
    const char* last = m_buffer.data() + end;
    char digits[64];
    if (end == m_end && !m_eof) {
        // The number may continue in the next chunk: collect it byte by byte.
        std::size_t n = 0;
        digits[n++] = char(first);
        for (int c = peek(); isNumberChar(c); c = peek()) {
            if (n == sizeof digits)
                fail(tr("a number is longer than %1 characters").arg(sizeof digits));
            digits[n++] = char(c);
            ++m_pos;
        }
        begin = digits;
        last = digits + n;
    } else {
        m_pos = end;
    }
    T value{};
    const auto [stop, error] = std::from_chars(begin, last, value);
    if (error != std::errc() || stop != last || !std::isfinite(value))
        fail(tr("expected a number, found \"%1\"")
                 .arg(QString::fromLatin1(begin, qsizetype(qMin<std::ptrdiff_t>(last - begin, 64)))));
    return value;
}

void JsonReader::afterValue()
{
    m_state = m_stack.empty() ? State::Done : State::CommaOrEnd;
}

JsonReader::Token JsonReader::value(int c)
{
    ++m_pos;
    switch (c) {
    case '{':
        if (m_stack.size() >= kMaxDepth)
            fail(tr("objects and arrays are nested more than %1 deep").arg(kMaxDepth));
        m_stack.push_back('{');
        m_state = State::KeyOrEnd;
        return Token::ObjectBegin;
    case '[':
        if (m_stack.size() >= kMaxDepth)
            fail(tr("objects and arrays are nested more than %1 deep").arg(kMaxDepth));
        m_stack.push_back('[');
        m_state = State::ValueOrEnd;
        return Token::ArrayBegin;
    case '"':
        readString();
        afterValue();
        return Token::String;
    case 't':
        expectLiteral("rue");
        m_bool = true;
        afterValue();
        return Token::Bool;
    case 'f':
        expectLiteral("alse");
        m_bool = false;
        afterValue();
        return Token::Bool;
    case 'n':
        expectLiteral("ull");
        afterValue();
        return Token::Null;
    default:
        if (c == '-' || (c >= '0' && c <= '9')) {
            m_number = readNumber<double>(c);
            afterValue();
            return Token::Number;
        }
    }
    --m_pos;
    if (c < 0)
        fail(tr("the file ends where a JSON value was expected"));
    fail(tr("expected a JSON value, found \"%1\"").arg(QChar(c)));
}

JsonReader::Token JsonReader::next()
{
    for (;;) {
        const int c = skipSpace();
        switch (m_state) {
        case State::Done:
            if (c < 0)
                return Token::End;
            if (m_sequence) {
                m_state = State::Value;
                continue;
            }
            fail(tr("unexpected text after the end of the JSON document"));
        case State::Value:
            if (c < 0 && m_sequence && m_stack.empty())
                return Token::End; // a sequence may hold no value at all
            return value(c);
        case State::ValueOrEnd:
            if (c == ']') {
                ++m_pos;
                m_stack.pop_back();
                afterValue();
                return Token::ArrayEnd;
            }
            return value(c);
        case State::KeyOrEnd:
        case State::Key:
            if (c == '}' && m_state == State::KeyOrEnd) {
                ++m_pos;
                m_stack.pop_back();
                afterValue();
                return Token::ObjectEnd;
            }
            if (c < 0)
                fail(tr("the file ends inside a JSON object"));
            if (c != '"')
                fail(tr("expected a quoted key in a JSON object"));
            ++m_pos;
            readString();
            if (skipSpace() != ':')
                fail(tr("expected \":\" after the key \"%1\"").arg(QString::fromStdString(m_text)));
            ++m_pos;
            m_state = State::Value;
            return Token::Key;
        case State::CommaOrEnd: {
            const char open = m_stack.back();
            if (c == ',') {
                ++m_pos;
                m_state = open == '{' ? State::Key : State::Value;
                continue;
            }
            if ((open == '{' && c == '}') || (open == '[' && c == ']')) {
                ++m_pos;
                m_stack.pop_back();
                afterValue();
                return open == '{' ? Token::ObjectEnd : Token::ArrayEnd;
            }
            if (c < 0)
                fail(tr("the file ends inside a JSON %1").arg(open == '{' ? tr("object") : tr("array")));
            fail(open == '{' ? tr("expected \",\" or \"}\" in a JSON object")
                             : tr("expected \",\" or \"]\" in a JSON array"));
        }
        }
    }
}

void JsonReader::skipValue(Token first)
{
    if (first != Token::ObjectBegin && first != Token::ArrayBegin)
        return;
    int depth = 1;
    while (depth > 0) {
        const Token t = next();
        if (t == Token::ObjectBegin || t == Token::ArrayBegin)
            ++depth;
        else if (t == Token::ObjectEnd || t == Token::ArrayEnd)
            --depth;
    }
}

double JsonReader::numberValue(Token first, const char* key)
{
    if (first == Token::Number)
        return m_number;
    if (first == Token::Null || (first == Token::String && (m_text == "nan" || m_text == "-nan")))
        return std::numeric_limits<double>::quiet_NaN();
    fail(tr("expected a number for \"%1\"").arg(QLatin1String(key)));
}

QJsonValue JsonReader::scalarValue(Token first)
{
    switch (first) {
    case Token::Number:
        return m_number;
    case Token::String:
        return QString::fromStdString(m_text);
    case Token::Bool:
        return m_bool;
    case Token::Null:
        return QJsonValue::Null;
    default:
        skipValue(first);
        return QJsonValue::Undefined;
    }
}

void JsonReader::readNumberArray(std::vector<float>& out, const char* key)
{
    for (Token t = next(); t != Token::ArrayEnd; t = next()) {
        out.push_back(float(numberValue(t, key)));
        // After a value the state is CommaOrEnd; take ", <number>" pairs directly while they come.
        for (int c = skipSpace(); c == ','; c = skipSpace()) {
            ++m_pos;
            c = skipSpace();
            if (c != '-' && (c < '0' || c > '9')) {
                m_state = State::Value; // something else follows the comma: the general path reads it
                break;
            }
            ++m_pos;
            out.push_back(readNumber<float>(c));
        }
    }
}

QString JsonReader::stringValue(Token first, const char* key)
{
    if (first != Token::String)
        fail(tr("expected a string for \"%1\"").arg(QLatin1String(key)));
    return QString::fromStdString(m_text);
}

} // namespace fw::core
