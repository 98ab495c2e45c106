#!/bin/bash
# SPDX-License-Identifier: Apache-2.0
# A test cluster of network namespaces on this machine (docs/faults.md):
#   netcluster.sh up PREFIX [HOSTS] [--ssh DIR] [--setenv NAME=VALUE]... [--owner PID]
#       hosts PREFIXh1..PREFIXhN, each with interface "fw0" at 10.213.X.N/24, joined by veth pairs to bridge "br0"
#       in namespace PREFIXsw (not the root namespace). Each host also gets a UTS namespace of its own with host
#       name PREFIXhN (kept in /run/netcluster/PREFIXhN.uts), so MPI sees N distinct hosts.
#       --ssh DIR: every host runs its own sshd on port 22 (throwaway host keys, root login by key only, sftp), and
#       the head PREFIXh1 gets a management link: "PREFIXm0" at 10.214.X.254/24 in the root namespace, "mg0" at
#       10.214.X.1/24 in the head. DIR receives the client key pair (client, client.pub), ssh_config and
#       known_hosts for the in-cluster hop (fabric addresses), known_hosts.mgmt for the head's management address,
#       cluster.env (shell variables describing the cluster), an Open MPI hostfile and each host's sshd files in
#       DIR/hN/. SSH sessions get OMPI_MCA_* settings (sshd SetEnv) that make mpirun launch over ssh -F
#       DIR/ssh_config and keep MPI traffic on fw0.
#       --setenv NAME=VALUE: with --ssh, SSH sessions on every host also get this variable (e.g. SLURM_CONF).
#       --owner PID: a watchdog in the root namespace tears the cluster down once PID has exited (a crashed or
#       killed test leaves nothing behind).
#       Prints the fabric subnet ("10.213.X") and, with --ssh, a second line "mgmt 10.214.X.1".
#   netcluster.sh exec PREFIX HOST CMD...   runs CMD in host HOST's (1..N) network and UTS namespaces
#   netcluster.sh down PREFIX               kill whatever still runs in those namespaces and delete them, the
#                                           management link and the watchdog (idempotent)
# The /24s exist only inside these namespaces and on the management veth, so no test traffic leaves the machine.
# PREFIX must be short and unique per run (e.g. fwt<pid>): interface names are limited to 15 bytes.
set -euo pipefail

rundir=/run/netcluster
up_ok=0
sshd_setenv=""

usage() {
    echo "usage: $0 up PREFIX [HOSTS] [--ssh DIR] [--setenv NAME=VALUE]... [--owner PID] | exec PREFIX HOST CMD... | down PREFIX" >&2
    exit 2
}

down() {
    local prefix=$1 ns pid link uts owner
    # The watchdog first, unless it is the one tearing down.
    if [[ -f $rundir/$prefix.owner ]]; then
        owner=$(cat "$rundir/$prefix.owner" 2>/dev/null || true)
        if [[ -n $owner && $owner != "${BASHPID:-}" ]]; then
            kill -9 "$owner" 2>/dev/null || true
        fi
        rm -f "$rundir/$prefix.owner"
    fi
    for ns in $(ip netns list | awk '{print $1}' | grep -E "^${prefix}(h[0-9]+|sw)$" || true); do
        # Leftover sshds, watchdogs or test programs would keep the namespace alive after its name is gone. Two
        # rounds: a dying sshd or mpirun may still fork.
        for _ in 1 2; do
            for pid in $(ip netns pids "$ns" 2>/dev/null || true); do
                kill -9 "$pid" 2>/dev/null || true
            done
        done
        ip netns del "$ns" 2>/dev/null || true
    done
    for uts in "$rundir/$prefix"h*.uts; do
        [[ -e $uts ]] || continue
        umount "$uts" 2>/dev/null || true
        rm -f "$uts"
    done
    # Veth ends still in the root namespace if `up` failed half-way, and the management end.
    for link in $(ip -o link show | awk -F': ' '{print $2}' | cut -d@ -f1 | grep -E "^${prefix}([ab][0-9]+|m0)$" || true); do
        ip link del "$link" 2>/dev/null || true
    done
}

# A /24 index X that neither 10.213.X nor 10.214.X uses in the root namespace.
pick_subnet() {
    local x=$(( $$ % 200 + 20 )) tries=0
    while (( tries < 200 )); do
        if [[ -z $(ip -4 route show to match "10.214.$x.1" | grep -v '^default' || true) ]]; then
            echo "$x"
            return
        fi
        x=$(( (x - 20 + 1) % 200 + 20 ))
        tries=$((tries + 1))
    done
    echo "netcluster: no free 10.214.X/24 for the management link" >&2
    return 1
}

start_sshd() {
    local prefix=$1 i=$2 dir=$3 hostdir waited=0
    hostdir=$dir/h$i
    mkdir -p "$hostdir"
    ssh-keygen -q -t ed25519 -N '' -C "${prefix}h$i" -f "$hostdir/hostkey"
    cat > "$hostdir/sshd_config" <<CONFIG
ListenAddress 0.0.0.0:22
HostKey $hostdir/hostkey
AuthorizedKeysFile $dir/authorized_keys
PidFile $hostdir/sshd.pid
StrictModes no
UsePAM no
PermitRootLogin prohibit-password
PasswordAuthentication no
KbdInteractiveAuthentication no
AcceptEnv OMPI_* FW_AGENT_*
# So that a plain "mpirun --host ..." in an SSH session launches over SSH and keeps MPI on the fabric.
SetEnv "OMPI_MCA_plm_rsh_agent=ssh -F $dir/ssh_config" OMPI_MCA_plm_rsh_no_tree_spawn=1 OMPI_MCA_btl=tcp,self OMPI_MCA_btl_tcp_if_include=fw0 OMPI_MCA_oob_tcp_if_include=fw0 OMPI_MCA_mpi_yield_when_idle=1 OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1$sshd_setenv
MaxStartups 100
Subsystem sftp /usr/lib/openssh/sftp-server
LogLevel VERBOSE
CONFIG
    # Privilege separation needs this folder; it exists where sshd runs as a service, not on a fresh machine.
    mkdir -p /run/sshd
    # sshd daemonises once it listens; its sessions inherit the host's network, UTS and mount namespaces.
    exec_in "$prefix" "$i" /usr/sbin/sshd -f "$hostdir/sshd_config" -E "$hostdir/sshd.log"
    while ! ip netns exec "${prefix}h$i" ss -Hltn 'sport = :22' | grep -q LISTEN; do
        waited=$((waited + 1))
        if (( waited > 100 )); then
            echo "netcluster: sshd in ${prefix}h$i did not start:" >&2
            cat "$hostdir/sshd.log" >&2 || true
            return 1
        fi
        sleep 0.05
    done
}

exec_in() {
    local prefix=$1 i=$2
    shift 2
    [[ -e /run/netns/${prefix}h$i ]] || { echo "netcluster: no host ${prefix}h$i" >&2; exit 2; }
    ip netns exec "${prefix}h$i" nsenter --uts="$rundir/${prefix}h$i.uts" -- "$@"
}

up() {
    local prefix=$1 hosts=$2 sshdir=$3 owner=$4 x subnet mgmt i known=""
    [[ $prefix =~ ^[a-z][a-z0-9]{1,10}$ ]] || { echo "netcluster: bad prefix '$prefix'" >&2; exit 2; }
    [[ $hosts =~ ^[1-9]$ ]] || { echo "netcluster: HOSTS must be 1..9" >&2; exit 2; }
    if [[ -n $sshdir ]]; then
        [[ -x /usr/sbin/sshd ]] || { echo "netcluster: /usr/sbin/sshd is missing (Debian: openssh-server)" >&2; exit 1; }
        mkdir -p "$sshdir"
        sshdir=$(cd "$sshdir" && pwd -P)
    fi
    # Any failure half-way (an error, an unset variable, a signal) tears everything down again.
    trap '[[ $up_ok == 1 ]] || down "$prefix"' EXIT
    trap 'exit 1' INT TERM
    x=$(pick_subnet)
    subnet="10.213.$x"
    mgmt="10.214.$x"
    mkdir -p "$rundir"
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
        # A UTS namespace kept by a bind mount, so every host has its own name.
        : > "$rundir/${prefix}h$i.uts"
        unshare --uts="$rundir/${prefix}h$i.uts" hostname "${prefix}h$i"
    done
    if [[ -n $sshdir ]]; then
        ip link add "${prefix}m0" type veth peer name "${prefix}n0"
        ip link set "${prefix}n0" netns "${prefix}h1"
        ip -n "${prefix}h1" link set "${prefix}n0" name mg0
        ip -n "${prefix}h1" addr add "$mgmt.1/24" dev mg0
        ip -n "${prefix}h1" link set mg0 up
        ip addr add "$mgmt.254/24" dev "${prefix}m0"
        ip link set "${prefix}m0" up
        [[ -f $sshdir/client ]] || ssh-keygen -q -t ed25519 -N '' -C netcluster-client -f "$sshdir/client"
        cp "$sshdir/client.pub" "$sshdir/authorized_keys"
        for ((i = 1; i <= hosts; i++)); do
            rm -rf "${sshdir:?}/h$i"
            start_sshd "$prefix" "$i" "$sshdir"
            known+="$subnet.$i $(cut -d' ' -f1,2 "$sshdir/h$i/hostkey.pub")"$'\n'
        done
        printf '%s' "$known" > "$sshdir/known_hosts"
        for ((i = 1; i <= hosts; i++)); do echo "$subnet.$i slots=1"; done > "$sshdir/hostfile"
        echo "$mgmt.1 $(cut -d' ' -f1,2 "$sshdir/h1/hostkey.pub")" > "$sshdir/known_hosts.mgmt"
        cat > "$sshdir/ssh_config" <<CONFIG
# The in-cluster hop (head to the other hosts over the fabric), e.g. Open MPI's plm_rsh_agent "ssh -F $sshdir/ssh_config".
Host *
    User root
    IdentityFile $sshdir/client
    IdentitiesOnly yes
    UserKnownHostsFile $sshdir/known_hosts
    GlobalKnownHostsFile /dev/null
    StrictHostKeyChecking yes
    BatchMode yes
    ConnectTimeout 10
    LogLevel ERROR
CONFIG
        {
            echo "NETCLUSTER_PREFIX=$prefix"
            echo "NETCLUSTER_HOSTS=$hosts"
            echo "NETCLUSTER_FABRIC_SUBNET=$subnet"
            echo "NETCLUSTER_MGMT_HEAD=$mgmt.1"
            echo "NETCLUSTER_MGMT_ROOT=$mgmt.254"
            echo "NETCLUSTER_SSH_CONFIG=$sshdir/ssh_config"
            echo "NETCLUSTER_CLIENT_KEY=$sshdir/client"
        } > "$sshdir/cluster.env"
    fi
    if [[ -n $owner ]]; then
        (
            trap - EXIT INT TERM
            while kill -0 "$owner" 2>/dev/null; do sleep 1; done
            down "$prefix"
        ) < /dev/null > /dev/null 2>&1 &
        echo "$!" > "$rundir/$prefix.owner"
        disown
    fi
    up_ok=1
    echo "$subnet"
    [[ -z $sshdir ]] || echo "mgmt $mgmt.1"
}

[[ $# -ge 2 ]] || usage
action=$1
prefix=$2
shift 2
case $action in
    up)
        hosts=3
        sshdir=""
        owner=""
        if [[ $# -gt 0 && $1 != --* ]]; then
            hosts=$1
            shift
        fi
        while [[ $# -gt 0 ]]; do
            case $1 in
                --ssh) [[ $# -ge 2 ]] || usage; sshdir=$2; shift 2 ;;
                --owner) [[ $# -ge 2 && $2 =~ ^[0-9]+$ ]] || usage; owner=$2; shift 2 ;;
                --setenv) [[ $# -ge 2 && $2 =~ ^[A-Z_][A-Z0-9_]*=[^\"]*$ ]] || usage; sshd_setenv+=" \"$2\""; shift 2 ;;
                *) usage ;;
            esac
        done
        up "$prefix" "$hosts" "$sshdir" "$owner"
        ;;
    exec)
        [[ $# -ge 2 && $1 =~ ^[1-9]$ ]] || usage
        host=$1
        shift
        exec_in "$prefix" "$host" "$@"
        ;;
    down) down "$prefix" ;;
    *) usage ;;
esac
