// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <string_view>

namespace fw::base {

// The product version, read from the top-level VERSION file at configure time; app and agent share it.
std::string_view version();

} // namespace fw::base
