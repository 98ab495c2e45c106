#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

// The one way any text reaches a POSIX shell command line, local or remote: every argument is wrapped in single
// quotes, so the shell sees exactly these bytes as one word. A NUL byte cannot be part of an argument at all;
// callers refuse such input before building a command.
namespace fw::core::shell {

QByteArray quote(QByteArrayView argument);
// UTF-8 in, UTF-8 out.
QString quote(const QString& argument);
// The arguments quoted and joined by spaces: one shell word per element.
QString join(const QStringList& arguments);

} // namespace fw::core::shell
