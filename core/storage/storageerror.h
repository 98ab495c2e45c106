// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <stdexcept>

namespace fw::core {

// A project file could not be opened, read or written; the message is translated and names the file.
class StorageError : public std::runtime_error
{
public:
    explicit StorageError(const QString& message) : std::runtime_error(message.toStdString()), m_message(message) {}
    const QString& message() const { return m_message; }

private:
    QString m_message;
};

} // namespace fw::core
