#include "remote/shellquote.h"

#include <algorithm>

namespace fw::core::shell {

QByteArray quote(QByteArrayView argument)
{
    // '=' is not plain: a leading NAME=value word would be taken as an assignment.
    // Inside single quotes every byte is literal except the quote itself, which is closed, escaped and
    // reopened: a'b -> 'a'\''b'. Plain words stay readable in the command preview.
    const auto plain = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
               c == '.' || c == '/' || c == ',' || c == ':' || c == '+' || c == '@' || c == '%';
    };
    if (!argument.isEmpty() && std::all_of(argument.begin(), argument.end(), plain))
        return argument.toByteArray();
    QByteArray quoted;
    quoted.reserve(argument.size() + 2);
    quoted += '\'';
    for (const char c : argument) {
        if (c == '\'')
            quoted += "'\\''";
        else
            quoted += c;
    }
    quoted += '\'';
    return quoted;
}

QString quote(const QString& argument)
{
    return QString::fromUtf8(quote(QByteArrayView(argument.toUtf8())));
}

QString join(const QStringList& arguments)
{
    QStringList words;
    words.reserve(arguments.size());
    for (const QString& argument : arguments)
        words << quote(argument);
    return words.join(QLatin1Char(' '));
}

} // namespace fw::core::shell
