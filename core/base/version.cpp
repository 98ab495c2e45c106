// SPDX-License-Identifier: Apache-2.0
#include "base/version.h"

namespace fw::base {

std::string_view version()
{
    return FW_VERSION_STRING;
}

} // namespace fw::base
