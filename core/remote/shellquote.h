// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>
#include <optional>

// The one way any text reaches a POSIX shell command line, local or remote: every argument is wrapped in single
// quotes, so the shell sees exactly these bytes as one word. A NUL byte cannot be part of an argument at all;
// callers refuse such input before building a command.
namespace fw::core::shell {

QByteArray quote(QByteArrayView argument);
// UTF-8 in, UTF-8 out.
QString quote(const QString& argument);
// The arguments quoted and joined by spaces: one shell word per element.
QString join(const QStringList& arguments);
// Shell-like text back into arguments, for fields where people type them: words split at blanks; '...' and "..."
// group, and a backslash escapes the next character (inside "..." only " \ $ and `). Reads what join writes.
// Nothing is expanded. Empty when a quote is not closed.
std::optional<QStringList> split(const QString& text);

} // namespace fw::core::shell
