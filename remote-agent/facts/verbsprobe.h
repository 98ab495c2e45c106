// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>

namespace fw::agent {

class JsonWriter;

// Writes the `rdma.verbs` section from libibverbs and returns how many devices it listed. Verbs sees what the
// RDMA stack actually exposes to applications, which sysfs alone cannot confirm.
std::size_t writeVerbs(JsonWriter& out);

} // namespace fw::agent
