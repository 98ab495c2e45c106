// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "ingest/importer.h"
#include "ingest/importerror.h"

#include <QBuffer>
#include <QString>

// Helpers shared by the importer tests: parse bytes held in memory, or learn why they were refused.
namespace ingesttest {

inline QList<fw::core::BenchmarkRun> parse(const QByteArray& bytes, const QString& name,
                                           std::optional<fw::core::ImportFormat> format = std::nullopt)
{
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return fw::core::Importer::read(buffer, name, format);
}

// The error an import raises, or an empty one (line -1) when it succeeds.
struct Refusal
{
    qint64 line = -1;
    QString message;
};

inline Refusal refusal(const QByteArray& bytes, const QString& name,
                       std::optional<fw::core::ImportFormat> format = std::nullopt)
{
    try {
        parse(bytes, name, format);
    } catch (const fw::core::ImportError& error) {
        return {error.line(), error.message()};
    }
    return {};
}

inline QString fixture(const char* name)
{
    return QStringLiteral(FW_LOG_DIR "/") + QLatin1String(name);
}

} // namespace ingesttest
