// SPDX-License-Identifier: Apache-2.0
#include "ingest/linereader.h"

#include "ingest/bytesource.h"
#include "ingest/importerror.h"
#include "ingest/textnormaliser.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace fw::core {

namespace {
constexpr std::size_t kChunk = 1 << 20;

} // namespace

std::size_t invalidUtf8(std::string_view text)
{
    const auto* p = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    std::size_t i = 0;
    while (i < n) {
        if (i + 32 <= n) {
            std::uint64_t words[4];
            std::memcpy(words, p + i, 32);
            if (((words[0] | words[1] | words[2] | words[3]) & 0x8080808080808080ULL) == 0) {
                i += 32;
                continue;
            }
        }
        if (i + 8 <= n) {
            std::uint64_t word;
            std::memcpy(&word, p + i, 8);
            if ((word & 0x8080808080808080ULL) == 0) {
                i += 8;
                continue;
            }
        }
        const unsigned char c = p[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        std::size_t length = 0;
        unsigned char low = 0x80; // the range of the second byte, which rules out overlong forms and surrogates
        unsigned char high = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            if (c == 0xE0)
                low = 0xA0;
            else if (c == 0xED)
                high = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            if (c == 0xF0)
                low = 0x90;
            else if (c == 0xF4)
                high = 0x8F;
        } else {
            return i;
        }
        if (i + length > n || p[i + 1] < low || p[i + 1] > high)
            return i;
        for (std::size_t k = 2; k < length; ++k) {
            if (p[i + k] < 0x80 || p[i + k] > 0xBF)
                return i;
        }
        i += length;
    }
    return std::string_view::npos;
}

LineReader::LineReader(ByteSource& source, qsizetype maxLineLength, char fieldSeparator)
    : m_source(source), m_maxLineLength(maxLineLength), m_separator(fieldSeparator), m_buffer(kChunk)
{}

void LineReader::refuseLongLine(qint64 lineNumber, std::size_t known, bool ended)
{
    // The line starts at m_begin; `known` of its bytes are in the buffer. Read the rest through the buffer, which
    // is no longer needed, so that memory stays bounded however long the line is.
    const auto countSeparators = [this](const char* data, std::size_t size) {
        return m_separator == '\0' ? qint64(0) : qint64(std::count(data, data + size, m_separator));
    };
    qint64 bytes = qint64(known);
    qint64 fields = 1 + countSeparators(m_buffer.data() + m_begin, known);
    while (!ended) {
        const qint64 got = m_source.read(m_buffer.data(), qint64(m_buffer.size()));
        if (got == 0)
            break;
        const auto* newline = static_cast<const char*>(std::memchr(m_buffer.data(), '\n', std::size_t(got)));
        const std::size_t part = newline ? std::size_t(newline - m_buffer.data()) : std::size_t(got);
        bytes += qint64(part);
        fields += countSeparators(m_buffer.data(), part);
        ended = newline != nullptr;
    }
    if (m_separator != '\0') {
        throw ImportError(m_source.fileName(), lineNumber,
                          ImportError::tr("the line has %1 fields in %2 bytes; the import reads lines of at most %3 "
                                          "bytes")
                              .arg(fields)
                              .arg(bytes)
                              .arg(m_maxLineLength));
    }
    throw ImportError(m_source.fileName(), lineNumber,
                      ImportError::tr("the line is longer than %1 bytes (%2 bytes); this is not a benchmark log")
                          .arg(m_maxLineLength)
                          .arg(bytes));
}

bool LineReader::fill()
{
    if (m_eof)
        return false;
    // Keep the unfinished line, move it to the front, and read behind it.
    const std::size_t pending = m_end - m_begin;
    if (m_begin > 0) {
        std::memmove(m_buffer.data(), m_buffer.data() + m_begin, pending);
        m_begin = 0;
        m_end = pending;
    }
    if (m_buffer.size() - m_end < kChunk / 2)
        m_buffer.resize(m_buffer.size() * 2);
    const qint64 got = m_source.read(m_buffer.data() + m_end, qint64(m_buffer.size() - m_end));
    if (got == 0) {
        m_eof = true;
        return false;
    }
    m_end += std::size_t(got);
    return true;
}

bool LineReader::next(std::string_view& line)
{
    std::size_t scanned = 0; // bytes of the pending line already searched for '\n'
    for (;;) {
        const char* begin = m_buffer.data() + m_begin;
        const std::size_t available = m_end - m_begin;
        const auto* newline = static_cast<const char*>(std::memchr(begin + scanned, '\n', available - scanned));
        std::size_t length = newline ? std::size_t(newline - begin) : available;
        if (!newline) {
            if (qsizetype(available) > m_maxLineLength + 1)
                refuseLongLine(m_lineNumber + 1, available, false);
            scanned = available;
            if (fill())
                continue;
            if (available == 0)
                return false; // the last line ended with a newline
        }
        ++m_lineNumber;
        if (qsizetype(length) > m_maxLineLength + 1)
            refuseLongLine(m_lineNumber, length, newline != nullptr);
        if (std::memchr(begin, '\0', length)) {
            throw ImportError(m_source.fileName(), m_lineNumber,
                              ImportError::tr("the line holds a NUL byte; expected a text file"));
        }
        if (const std::size_t bad = invalidUtf8(std::string_view(begin, length)); bad != std::string_view::npos) {
            throw ImportError(m_source.fileName(), m_lineNumber,
                              ImportError::tr("the line is not valid UTF-8 (byte 0x%1 at byte %2 of the line); save "
                                              "the file as UTF-8 text")
                                  .arg(uint(static_cast<unsigned char>(begin[bad])), 2, 16, QLatin1Char('0'))
                                  .arg(bad + 1));
        }
        m_begin += length + (newline ? 1 : 0);
        m_lineEnded = newline != nullptr;
        if (length > 0 && begin[length - 1] == '\r')
            --length;
        line = std::string_view(begin, length);
        if (m_normaliser)
            line = m_normaliser->apply(line, m_lineNumber);
        return true;
    }
}

} // namespace fw::core
