// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QCoreApplication>
#include <QJsonValue>
#include <string>
#include <vector>

namespace fw::core {

class ByteSource;

// A pull parser for JSON that reads its input in chunks: memory stays bounded by what the caller keeps, not by
// the size of the file, which matters for nccl-tests -J files with per-iteration arrays. It checks the syntax
// as it goes and reports errors with the line number.
class JsonReader
{
    Q_DECLARE_TR_FUNCTIONS(JsonReader)

public:
    enum class Token
    {
        ObjectBegin,
        ObjectEnd,
        ArrayBegin,
        ArrayEnd,
        Key,
        String,
        Number,
        Bool,
        Null,
        End
    };

    explicit JsonReader(ByteSource& source);

    // Accepts several top-level values one after the other (JSON Lines, or objects printed one below the other, as
    // the NCCL Inspector writes its records); next() returns End only at the end of the input.
    void setValueSequence(bool sequence) { m_sequence = sequence; }

    // The next token; throws ImportError on a syntax error.
    Token next();
    // After Key or String: the unescaped UTF-8 text. After Number: the value.
    const std::string& text() const { return m_text; }
    double number() const { return m_number; }
    bool boolean() const { return m_bool; }
    qint64 line() const { return m_line; }
    // After ObjectBegin: calls `field(key, first)` for each member of the object, with its key and the first token
    // of its value, up to the object's end. `field` reads or skips (skipValue) the whole value.
    template <typename Field> void forEachField(Field&& field)
    {
        for (Token t = next(); t != Token::ObjectEnd; t = next()) {
            const std::string key = m_text;
            field(key, next());
        }
    }
    // Skips the rest of the value whose first token was just returned.
    void skipValue(Token first);
    // The value of `key` as a number: null and the string "nan" (which nccl-tests writes for NaN) give NaN.
    double numberValue(Token first, const char* key);
    // A number, string, bool or null as a QJsonValue; objects and arrays are skipped and give Undefined.
    QJsonValue scalarValue(Token first);
    // After ArrayBegin: the array's numbers (null and "nan" give NaN) up to its end, parsed without the
    // per-token state machine, because per-iteration arrays are most of a large file.
    void readNumberArray(std::vector<float>& out, const char* key);
    // The value of `key` as a string; throws unless it is one.
    QString stringValue(Token first, const char* key);
    // Throws ImportError at the current line.
    [[noreturn]] void fail(const QString& reason) const;

private:
    enum class State
    {
        Value,
        ValueOrEnd,
        Key,
        KeyOrEnd,
        CommaOrEnd,
        Done
    };

    // The byte at the read position, or -1 at the end; inline because it runs once per input byte.
    int peek() { return m_pos < m_end ? static_cast<unsigned char>(m_buffer[m_pos]) : refill(); }
    int refill();
    int take();
    int skipSpace();
    void expectLiteral(const char* rest);
    void readString();
    // Parses the number starting with `first` (already consumed) as T; samples are parsed as float directly.
    template <typename T> T readNumber(int first);
    Token value(int c);
    void afterValue();

    ByteSource& m_source;
    std::vector<char> m_buffer;
    std::size_t m_pos = 0;
    std::size_t m_end = 0;
    bool m_eof = false;
    qint64 m_line = 1;
    std::vector<char> m_stack;
    State m_state = State::Value;
    std::string m_text;
    double m_number = 0;
    bool m_bool = false;
    bool m_sequence = false;
};

} // namespace fw::core
