// SPDX-License-Identifier: Apache-2.0
#include "remote/shellquote.h"

#include <QStringView>
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

std::optional<QStringList> split(const QString& text)
{
    enum class Quote
    {
        None,
        Single,
        Double
    };
    QStringList words;
    QString word;
    bool inWord = false;
    Quote quote = Quote::None;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        switch (quote) {
        case Quote::Single:
            if (c == u'\'')
                quote = Quote::None;
            else
                word += c;
            break;
        case Quote::Double:
            // As in a POSIX shell, a backslash inside double quotes escapes only " \ $ and `.
            if (c == u'"')
                quote = Quote::None;
            else if (c == u'\\' && i + 1 < text.size() && QStringView(u"\"\\$`").contains(text.at(i + 1)))
                word += text.at(++i);
            else
                word += c;
            break;
        case Quote::None:
            if (c.isSpace()) {
                if (inWord)
                    words << word;
                word.clear();
                inWord = false;
                break;
            }
            inWord = true;
            if (c == u'\'')
                quote = Quote::Single;
            else if (c == u'"')
                quote = Quote::Double;
            else if (c == u'\\' && i + 1 < text.size())
                word += text.at(++i);
            else
                word += c;
            break;
        }
    }
    if (quote != Quote::None)
        return std::nullopt;
    if (inWord)
        words << word;
    return words;
}

} // namespace fw::core::shell
