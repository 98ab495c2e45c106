// SPDX-License-Identifier: Apache-2.0
#pragma once

namespace fw::agent {

// SIGTERM, SIGINT and SIGHUP only set a flag, so long storage and replay runs can stop between two blocks, remove
// their files and still write an end event. Installed without SA_RESTART: a blocking read or write returns EINTR.
void installInterruptHandlers();
// The signal that asked us to stop, or 0.
int interruptSignal();

} // namespace fw::agent
