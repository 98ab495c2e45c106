// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace fw::core {

// What the server presented, and how it compares with the known_hosts files (the user's and the global one).
struct HostKey
{
    enum class Status
    {
        Trusted,   // the file holds this very key
        Unknown,   // the file has no key for this host: the user decides from the fingerprint
        Changed,   // the file holds a different key of the same type: refused
        OtherType, // the file holds keys of other types only: refused, as a changed key could hide behind it
        Revoked,   // a "@revoked" line names this key for this host: refused always, and never trusted
    };

    Status status = Status::Unknown;
    QString host;            // as the known_hosts file names it: "host" on port 22, else "[host]:port"
    QString type;            // "ssh-ed25519", "ecdsa-sha2-nistp256", "ssh-rsa", ...
    QString fingerprint;     // "SHA256:..." as OpenSSH prints it
    QString knownHostsEntry; // the line that trusting this key adds
    // Revoked: where the "@revoked" line is. Unknown: where a "@cert-authority" line names this host, which this
    // version cannot check (libssh 0.10 does not verify host certificates). Otherwise empty.
    QString markerFile;
    int markerLine = 0;
};

} // namespace fw::core
