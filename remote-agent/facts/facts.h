// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace fw::agent {

class HostFs;
class JsonWriter;

// Writes the `facts` event: what a procurement BOM needs to know about this node. Every value is read from the
// host; anything that cannot be read is null or carries a note, never a guess.
void writeFacts(JsonWriter& out, const HostFs& sysfs, const HostFs& procfs);

} // namespace fw::agent
