#include "ingest/linereader.h"

#include "ingest/bytesource.h"
#include "ingest/importerror.h"

#include <cstring>

namespace fw::core {

namespace {
constexpr std::size_t kChunk = 1 << 20;
}

LineReader::LineReader(ByteSource& source, qsizetype maxLineLength)
    : m_source(source), m_maxLineLength(maxLineLength), m_buffer(kChunk)
{}

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
            if (qsizetype(available) > m_maxLineLength + 1) {
                throw ImportError(m_source.fileName(), m_lineNumber + 1,
                                  ImportError::tr("the line is longer than %1 bytes; this is not a benchmark log")
                                      .arg(m_maxLineLength));
            }
            scanned = available;
            if (fill())
                continue;
            if (available == 0)
                return false; // the last line ended with a newline
        }
        ++m_lineNumber;
        if (qsizetype(length) > m_maxLineLength + 1) {
            throw ImportError(
                m_source.fileName(), m_lineNumber,
                ImportError::tr("the line is longer than %1 bytes; this is not a benchmark log").arg(m_maxLineLength));
        }
        if (std::memchr(begin, '\0', length)) {
            throw ImportError(m_source.fileName(), m_lineNumber,
                              ImportError::tr("the line holds a NUL byte; expected a text file"));
        }
        m_begin += length + (newline ? 1 : 0);
        m_lineEnded = newline != nullptr;
        if (length > 0 && begin[length - 1] == '\r')
            --length;
        line = std::string_view(begin, length);
        return true;
    }
}

} // namespace fw::core
