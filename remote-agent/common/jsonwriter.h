// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <concepts>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fw::agent {

// Streams one JSON value into a string. The agent speaks JSON Lines, so compact output must never contain a
// newline; pretty output is for people reading `--pretty` and is not part of the protocol.
class JsonWriter
{
public:
    explicit JsonWriter(bool pretty = false);

    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(std::string_view name);

    JsonWriter& value(std::string_view text);
    // Without this overload a string literal would convert to bool rather than to string_view.
    JsonWriter& value(const char* text) { return value(std::string_view(text)); }
    JsonWriter& value(bool flag);
    // Shortest text that reads back to the same double; NaN and infinities, which JSON lacks, become null.
    JsonWriter& value(double number);
    // The same for float: "12.3", not the 17 digits of the double nearest to 12.3f.
    JsonWriter& value(float number);
    template <std::integral T>
    requires(!std::same_as<T, bool>) JsonWriter& value(T number) { return raw(std::to_string(number)); }
    template <typename T> JsonWriter& value(const std::optional<T>& maybe) { return maybe ? value(*maybe) : null(); }
    JsonWriter& null();

    template <typename T> JsonWriter& field(std::string_view name, const T& v)
    {
        key(name);
        return value(v);
    }

    const std::string& str() const { return m_out; }

private:
    JsonWriter& raw(std::string_view token);
    void beforeValue();
    JsonWriter& open(char bracket);
    JsonWriter& close(char bracket);
    void newline();
    void appendEscaped(std::string_view text);

    std::string m_out;
    // Members written so far at each open nesting level.
    std::vector<std::size_t> m_counts;
    bool m_pretty;
    bool m_afterKey = false;
};

} // namespace fw::agent
