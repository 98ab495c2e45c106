#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Starts a throwaway OpenSSH sshd on 127.0.0.1 for integration tests and prints "<port> <pid>".
# Usage: [FW_SSHD_EXTRA_CONFIG=LINES] sshd.sh DIR [KEYTYPE [cert]]
# DIR receives the host key (KEYTYPE, default ed25519), a client key pair (client, client.pub) that the server
# accepts, sshd_config and the log. With "cert", a certificate authority (ca, ca.pub) signs the host key for
# 127.0.0.1 and the server presents that certificate (hostkey-cert.pub) as well. The caller stops the server by its pid and removes DIR; should the caller
# die first (a crash, an abort on a test timeout), a watchdog stops the server and its sessions.
set -eu
dir=$1
keytype=${2:-ed25519}
cert=${3:-}
sshd=/usr/sbin/sshd
[ -x "$sshd" ] || { echo "sshd.sh: $sshd is missing (Debian: openssh-server)" >&2; exit 1; }
mkdir -p "$dir"
dir=$(cd "$dir" && pwd -P)
# Privilege separation needs this folder; it exists where sshd runs as a service.
[ "$(id -u)" = 0 ] && mkdir -p /run/sshd
[ -f "$dir/hostkey" ] || ssh-keygen -q -t "$keytype" -N '' -f "$dir/hostkey"
[ -f "$dir/client" ] || ssh-keygen -q -t ed25519 -N '' -f "$dir/client"
cp "$dir/client.pub" "$dir/authorized_keys"
sftp=/usr/lib/openssh/sftp-server
cat > "$dir/sshd_config" <<CONFIG
ListenAddress 127.0.0.1
HostKey $dir/hostkey
AuthorizedKeysFile $dir/authorized_keys
PidFile $dir/sshd.pid
StrictModes no
UsePAM no
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
Subsystem sftp $sftp
LogLevel VERBOSE
CONFIG
# Lines a test adds to the server's configuration (e.g. SetEnv for the sessions' environment).
[ -n "${FW_SSHD_EXTRA_CONFIG:-}" ] && printf '%s\n' "$FW_SSHD_EXTRA_CONFIG" >> "$dir/sshd_config"
if [ "$cert" = cert ]; then
    [ -f "$dir/ca" ] || ssh-keygen -q -t ed25519 -N '' -C 'test host CA' -f "$dir/ca"
    ssh-keygen -q -s "$dir/ca" -h -I test-host -n 127.0.0.1 "$dir/hostkey.pub"
    echo "HostCertificate $dir/hostkey-cert.pub" >> "$dir/sshd_config"
fi

# A random free port: try a few, as another process may take one between the choice and the bind.
tries=0
while [ $tries -lt 20 ]; do
    tries=$((tries + 1))
    port=$(( 20000 + $(od -An -N2 -tu2 /dev/urandom | tr -d ' ') % 40000 ))
    : > "$dir/sshd.log"
    "$sshd" -f "$dir/sshd_config" -D -e -p "$port" < /dev/null > /dev/null 2>> "$dir/sshd.log" &
    pid=$!
    waited=0
    while [ $waited -lt 50 ]; do
        if grep -q "Server listening" "$dir/sshd.log"; then
            caller=$PPID
            (
                while kill -0 "$caller" 2>/dev/null; do sleep 1; done
                pkill -KILL -P "$pid" 2>/dev/null || true
                kill -KILL "$pid" 2>/dev/null || true
            ) < /dev/null > /dev/null 2>&1 &
            echo "$port $pid"
            exit 0
        fi
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
        waited=$((waited + 1))
    done
    kill "$pid" 2>/dev/null || true
done
echo "sshd.sh: sshd did not start; last log:" >&2
cat "$dir/sshd.log" >&2
exit 1
