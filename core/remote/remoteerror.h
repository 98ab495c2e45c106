// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <stdexcept>

namespace fw::core {

// Connecting, authenticating, uploading or running a command failed; the message is translated and names the
// host and the step.
class RemoteError : public std::runtime_error
{
public:
    explicit RemoteError(const QString& message) : std::runtime_error(message.toStdString()), m_message(message) {}
    const QString& message() const { return m_message; }

private:
    QString m_message;
};

} // namespace fw::core
