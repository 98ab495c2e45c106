#!/bin/bash
# A test cluster of network namespaces on this machine (docs/faults.md):
#   netcluster.sh up PREFIX [HOSTS]   hosts PREFIXh1..PREFIXhN, each with interface "fw0" at 10.213.X.N/24, joined
#                                     by veth pairs to bridge "br0" in namespace PREFIXsw (not the root namespace)
#   netcluster.sh down PREFIX         kill whatever still runs in those namespaces and delete them (idempotent)
# The /24 exists only inside these namespaces, which have no route anywhere else, so no test traffic leaves them.
# PREFIX must be short and unique per run (e.g. fwt<pid>): interface names are limited to 15 bytes.
set -euo pipefail

usage() {
    echo "usage: $0 up PREFIX [HOSTS] | down PREFIX" >&2
    exit 2
}

down() {
    local prefix=$1 ns pid
    for ns in $(ip netns list | awk '{print $1}' | grep -E "^${prefix}(h[0-9]+|sw)$" || true); do
        # Leftover watchdogs or test programs would keep the namespace alive after its name is gone.
        for pid in $(ip netns pids "$ns" 2>/dev/null || true); do
            kill -9 "$pid" 2>/dev/null || true
        done
        ip netns del "$ns" 2>/dev/null || true
    done
    # Veth ends still in the root namespace if `up` failed half-way.
    for link in $(ip -o link show | awk -F': ' '{print $2}' | cut -d@ -f1 | grep -E "^${prefix}[ab][0-9]+$" || true); do
        ip link del "$link" 2>/dev/null || true
    done
}

up() {
    local prefix=$1 hosts=$2 subnet i
    [[ $prefix =~ ^[a-z][a-z0-9]{1,10}$ ]] || { echo "netcluster: bad prefix '$prefix'" >&2; exit 2; }
    [[ $hosts =~ ^[1-9]$ ]] || { echo "netcluster: HOSTS must be 1..9" >&2; exit 2; }
    # Any failure half-way tears everything down again.
    trap 'down "$prefix"' ERR INT TERM
    subnet="10.213.$(( $$ % 200 + 20 ))"
    ip netns add "${prefix}sw"
    ip -n "${prefix}sw" link set lo up
    ip -n "${prefix}sw" link add br0 type bridge
    ip -n "${prefix}sw" link set br0 up
    for ((i = 1; i <= hosts; i++)); do
        ip netns add "${prefix}h$i"
        ip -n "${prefix}h$i" link set lo up
        ip link add "${prefix}a$i" type veth peer name "${prefix}b$i"
        ip link set "${prefix}a$i" netns "${prefix}sw"
        ip link set "${prefix}b$i" netns "${prefix}h$i"
        ip -n "${prefix}sw" link set "${prefix}a$i" master br0 up
        ip -n "${prefix}h$i" link set "${prefix}b$i" name fw0
        ip -n "${prefix}h$i" addr add "$subnet.$i/24" dev fw0
        ip -n "${prefix}h$i" link set fw0 up
    done
    trap - ERR INT TERM
    echo "$subnet"
}

[[ $# -ge 2 ]] || usage
case $1 in
    up) up "$2" "${3:-3}" ;;
    down) down "$2" ;;
    *) usage ;;
esac
