// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>
#include <cstddef>
#include <optional>

namespace fw::core::enumkeys {

// One value of an enum: its stable storage key and its English display name, marked with QT_TRANSLATE_NOOP so that
// lupdate finds it; the caller translates it under the same literal context.
template <typename Enum> struct Entry
{
    Enum value;
    const char* key;
    const char* displayName;
};

// True when `table` lists exactly the values of `all`, in the same order (check with static_assert).
template <typename Enum, std::size_t N> constexpr bool covers(const Entry<Enum> (&table)[N], const Enum (&all)[N])
{
    for (std::size_t i = 0; i < N; ++i) {
        if (table[i].value != all[i])
            return false;
    }
    return true;
}

template <typename Enum, std::size_t N> const Entry<Enum>& entry(const Entry<Enum> (&table)[N], Enum value)
{
    for (const Entry<Enum>& e : table) {
        if (e.value == value)
            return e;
    }
    Q_UNREACHABLE();
    return table[0];
}

template <typename Enum, std::size_t N> QString key(const Entry<Enum> (&table)[N], Enum value)
{
    return QString::fromLatin1(entry(table, value).key);
}

template <typename Enum, std::size_t N> std::optional<Enum> fromKey(const Entry<Enum> (&table)[N], const QString& key)
{
    for (const Entry<Enum>& e : table) {
        if (key == QLatin1StringView(e.key))
            return e.value;
    }
    return std::nullopt;
}

} // namespace fw::core::enumkeys
