// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <memory>
#include <stop_token>

class QIODevice;

namespace fw::core {

// Reads an input file in chunks, hashing every byte (SHA-256) and refusing files above a size limit, so the
// parsers above it never hold more than a chunk of the input and the hash covers exactly what was parsed. The
// hash runs on a second thread, overlapping the parse.
class ByteSource
{
public:
    // A stop requested through `stop` ends the next read with an ImportError: the user cancelled the import.
    ByteSource(QIODevice& device, const QString& fileName, qint64 maxBytes, std::stop_token stop = {});
    ~ByteSource();
    ByteSource(const ByteSource&) = delete;
    ByteSource& operator=(const ByteSource&) = delete;

    // Reads up to `size` bytes into `data`; returns 0 at the end. Throws ImportError on a read error or when
    // the file grows past the limit.
    qint64 read(char* data, qint64 size);
    // Reads whatever is left and returns the lowercase hex SHA-256 of the whole file; read() must not be
    // called afterwards.
    QString finish();
    qint64 bytesRead() const { return m_bytesRead; }
    const QString& fileName() const { return m_fileName; }

private:
    struct Digest;

    QIODevice& m_device;
    QString m_fileName;
    qint64 m_maxBytes;
    qint64 m_bytesRead = 0;
    std::stop_token m_stop;
    std::unique_ptr<Digest> m_digest;
};

} // namespace fw::core
