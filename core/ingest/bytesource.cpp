// SPDX-License-Identifier: Apache-2.0
#include "ingest/bytesource.h"

#include "ingest/importerror.h"

#include <QByteArray>
#include <QIODevice>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <openssl/evp.h>
#include <thread>
#include <vector>

namespace fw::core {

// OpenSSL's SHA-256 runs at memory speed; Qt 6.4's own is an order of magnitude slower, which would make hashing
// the bottleneck of an import. A worker thread hashes copies of the chunks; the queue is bounded, so memory is. The
// copies go into buffers the worker hands back once hashed: a fresh megabyte per chunk cost the parsing thread more
// in page faults than the copy itself.
struct ByteSource::Digest
{
    Digest() : context(EVP_MD_CTX_new()), worker([this] { run(); })
    {
        EVP_DigestInit_ex(context, EVP_sha256(), nullptr);
    }
    ~Digest()
    {
        stop();
        EVP_MD_CTX_free(context);
    }

    void add(const char* data, qint64 size)
    {
        std::unique_lock lock(mutex);
        changed.wait(lock, [this] { return queue.size() < 8; });
        QByteArray chunk;
        if (!spare.empty()) {
            chunk = std::move(spare.back());
            spare.pop_back();
        }
        lock.unlock();
        chunk.resize(qsizetype(size)); // keeps the buffer when it is large enough
        std::memcpy(chunk.data(), data, std::size_t(size));
        lock.lock();
        queue.push_back(std::move(chunk));
        changed.notify_all();
    }
    void stop()
    {
        {
            const std::lock_guard lock(mutex);
            done = true;
        }
        changed.notify_all();
        if (worker.joinable())
            worker.join();
    }
    void run()
    {
        for (;;) {
            QByteArray chunk;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [this] { return done || !queue.empty(); });
                if (queue.empty())
                    return;
                chunk = std::move(queue.front());
                queue.pop_front();
            }
            changed.notify_all();
            EVP_DigestUpdate(context, chunk.constData(), std::size_t(chunk.size()));
            const std::lock_guard lock(mutex);
            if (spare.size() < 2)
                spare.push_back(std::move(chunk));
        }
    }

    EVP_MD_CTX* context;
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<QByteArray> queue;
    std::vector<QByteArray> spare; // hashed chunks' buffers, for the next copies
    bool done = false;
    std::thread worker; // last: it starts once the members above exist
};

ByteSource::ByteSource(QIODevice& device, const QString& fileName, qint64 maxBytes, std::stop_token stop)
    : m_device(device), m_fileName(fileName), m_maxBytes(maxBytes), m_stop(std::move(stop)),
      m_digest(std::make_unique<Digest>())
{}

ByteSource::~ByteSource() = default;

qint64 ByteSource::read(char* data, qint64 size)
{
    if (m_stop.stop_requested())
        throw ImportError(m_fileName, 0, ImportError::tr("the import was cancelled; nothing of this file is stored"));
    const qint64 got = m_device.read(data, size);
    if (got < 0) {
        throw ImportError(m_fileName, 0,
                          ImportError::tr("the file could not be read after %1 bytes: %2")
                              .arg(m_bytesRead)
                              .arg(m_device.errorString()));
    }
    m_bytesRead += got;
    if (m_bytesRead > m_maxBytes) {
        throw ImportError(m_fileName, 0,
                          ImportError::tr("the file is larger than the import limit of %1 MiB; split it or "
                                          "import the runs separately")
                              .arg(m_maxBytes / (1024 * 1024)));
    }
    if (got > 0)
        m_digest->add(data, got);
    return got;
}

QString ByteSource::finish()
{
    char chunk[64 * 1024];
    while (read(chunk, sizeof chunk) > 0) {
    }
    m_digest->stop(); // the worker has hashed every queued chunk when it returns
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(m_digest->context, digest, &length);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char*>(digest), int(length)).toHex());
}

} // namespace fw::core
