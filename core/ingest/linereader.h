// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QtGlobal>
#include <string_view>
#include <vector>

namespace fw::core {

class ByteSource;

// The offset of the first byte in `text` that breaks UTF-8 (a stray continuation byte, a sequence cut short, an
// overlong form, a surrogate, a code point past U+10FFFF), or npos. ASCII, most of any log, is skipped eight bytes
// at a time.
std::size_t invalidUtf8(std::string_view text);

class TextNormaliser;

// Splits a ByteSource into lines without copying them. A line longer than the limit, one holding a NUL byte, or
// one that is not valid UTF-8 is refused with its line number: none occurs in a text log, the first two would let
// a hostile file make the parser hold unbounded memory, and the last would be stored as U+FFFD without a word.
// An overlong line is measured to its end (in bytes, and in fields when the format has a separator) without being
// held, so the message says what the line is.
class LineReader
{
public:
    LineReader(ByteSource& source, qsizetype maxLineLength, char fieldSeparator = '\0');

    // The next line without its end-of-line bytes ("\n" or "\r\n"); false at the end of the input. The view
    // stays valid until the next call.
    bool next(std::string_view& line);
    // Number of the line last returned, counting from 1.
    qint64 lineNumber() const { return m_lineNumber; }
    // Whether the line last returned ended with a newline: only the last line of a cut-off file does not.
    bool lineEnded() const { return m_lineEnded; }
    ByteSource& source() { return m_source; }
    // Every line returned from now on is first normalised (byte-order mark, launcher prefixes) by `normaliser`.
    void setNormaliser(TextNormaliser* normaliser) { m_normaliser = normaliser; }

private:
    bool fill();
    [[noreturn]] void refuseLongLine(qint64 lineNumber, std::size_t known, bool ended);

    ByteSource& m_source;
    qsizetype m_maxLineLength;
    char m_separator;
    TextNormaliser* m_normaliser = nullptr;
    std::vector<char> m_buffer;
    std::size_t m_begin = 0;
    std::size_t m_end = 0;
    bool m_eof = false;
    qint64 m_lineNumber = 0;
    bool m_lineEnded = true;
};

} // namespace fw::core
