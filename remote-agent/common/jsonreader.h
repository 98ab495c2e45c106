// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace fw::agent {

// A parsed JSON value: enough for the agent to read back its own files (counter snapshots, fault journals) and
// the thresholds people edit. Numbers keep their integer form when they have one, so 64-bit counters survive.
class JsonValue
{
public:
    using Array = std::vector<JsonValue>;
    using Object = std::map<std::string, JsonValue, std::less<>>;

    JsonValue() = default;

    bool isNull() const { return std::holds_alternative<std::monostate>(m_data); }
    const bool* asBool() const { return std::get_if<bool>(&m_data); }
    std::optional<std::int64_t> asInteger() const;
    std::optional<double> asNumber() const;
    const std::string* asString() const { return std::get_if<std::string>(&m_data); }
    const Array* asArray() const;
    const Object* asObject() const;
    // The member `name` of an object, or nullptr when this is no object or lacks it.
    const JsonValue* find(std::string_view name) const;

    static JsonValue make(bool flag);
    static JsonValue make(std::int64_t number);
    static JsonValue make(double number);
    static JsonValue make(std::string text);
    static JsonValue make(Array array);
    static JsonValue make(Object object);

private:
    std::variant<std::monostate, bool, std::int64_t, double, std::string, std::shared_ptr<Array>,
                 std::shared_ptr<Object>>
        m_data;
};

class JsonParseError : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

// Parses exactly one JSON value (surrounding white space allowed). Throws JsonParseError with
// "line L, column C: what" on bad input.
JsonValue parseJson(std::string_view text);

} // namespace fw::agent
