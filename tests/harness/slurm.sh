#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Starts a one-host Slurm (munged, slurmctld, slurmd on 127.0.0.1) for integration tests, waits until its node is
# idle and prints the path of its slurm.conf; commands reach it with SLURM_CONF set to that path.
# Usage: slurm.sh DIR
#        slurm.sh DIR --netcluster PREFIX HOSTS SUBNET
#   The second form spans a namespace cluster of tests/harness/netcluster.sh: slurmctld runs on the head PREFIXh1,
#   one slurmd on each host PREFIXh1..PREFIXhHOSTS at SUBNET.i, each in its host's network and UTS namespaces (but
#   in the root mount namespace, where the cgroup file system is). munged runs in the root namespace: its socket is
#   a file, reachable from every host. Client commands must run on a host (netcluster.sh exec PREFIX 1 ...).
# DIR receives the munge key and socket, slurm.conf, the state folders and the logs. The caller stops the daemons
# with `slurm.sh DIR stop`; should the caller die first (a crash, an abort on a test timeout), a watchdog stops them.
# Exit status 2: the Slurm or munge programs are missing (Debian: slurmctld slurmd slurm-client munge).
set -eu
dir=$1
stop_all() {
    pids=
    for file in "$dir"/slurmd*.pid "$dir/slurmctld.pid" "$dir/munged.pid"; do
        [ -f "$file" ] && pids="$pids $(cat "$file")"
    done
    [ -n "$pids" ] || return 0
    kill -TERM $pids 2>/dev/null || true
    # Gone before the caller removes DIR; SIGKILL for whatever is left after 60 s.
    waited=0
    while kill -0 $pids 2>/dev/null && [ $waited -lt 600 ]; do
        sleep 0.1
        waited=$((waited + 1))
    done
    kill -KILL $pids 2>/dev/null || true
}
if [ "${2:-}" = stop ]; then
    stop_all
    exit 0
fi
prefix=
if [ "${2:-}" = --netcluster ]; then
    prefix=$3
    hosts=$4
    subnet=$5
    [ -e "/run/netns/${prefix}h1" ] || { echo "slurm.sh: no namespace cluster ${prefix}" >&2; exit 1; }
fi
# A command on host $1 of the namespace cluster, in its network and UTS namespaces only.
on_host() {
    i=$1
    shift
    nsenter --net="/run/netns/${prefix}h$i" --uts="/run/netcluster/${prefix}h$i.uts" -- "$@"
}
for program in /usr/sbin/munged /usr/sbin/slurmctld /usr/sbin/slurmd /usr/bin/sinfo /usr/bin/srun; do
    [ -x "$program" ] || { echo "slurm.sh: $program is missing (Debian: slurmctld slurmd slurm-client munge)" >&2; exit 2; }
done
mkdir -p "$dir"
dir=$(cd "$dir" && pwd -P)
# munged insists on private folders for its key, socket and log.
mkdir -p "$dir/munge" "$dir/ctld" "$dir/spool"
chmod 700 "$dir/munge"
dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 2>/dev/null
chmod 400 "$dir/munge/munge.key"
socket=$dir/munge/munge.socket
# -f: munged refuses a key and socket below a folder that others could write to without it (/tmp).
/usr/sbin/munged -f --key-file="$dir/munge/munge.key" --socket="$socket" --pid-file="$dir/munged.pid" \
    --log-file="$dir/munge/munged.log" --seed-file="$dir/munge/munged.seed"

# Three free ports for slurmctld, slurmd and srun's own listeners.
free_port() {
    while :; do
        port=$(( 20000 + $(od -An -N2 -tu2 /dev/urandom | tr -d ' ') % 40000 ))
        ss -Htln "sport = :$port" | grep -q . || { echo "$port"; return; }
    done
}
if [ -n "$prefix" ]; then
    # Slurm's own ports: the cluster's namespaces have nothing else listening.
    ctld_port=6817
    slurmd_port=6818
    srun_port=60001
else
    ctld_port=$(free_port)
    slurmd_port=$(free_port)
    srun_port=$(free_port)
fi
cpus=$(nproc)
host=$(hostname -s)
user=$(id -un)
ctld_address=127.0.0.1
node_dirs="SlurmdSpoolDir=$dir/spool
SlurmdPidFile=$dir/slurmd.pid
SlurmdLogFile=$dir/slurmd.log"
nodes="NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN"
node_list=$host
if [ -n "$prefix" ]; then
    host=${prefix}h1
    ctld_address=$subnet.1
    # The hosts share one file system: each slurmd needs folders of its own, PMIx's temporary ones included.
    node_dirs="SlurmdSpoolDir=$dir/spool-%n
SlurmdPidFile=$dir/slurmd-%n.pid
SlurmdLogFile=$dir/slurmd-%n.log
TmpFS=$dir/tmp-%n"
    nodes=
    i=1
    while [ $i -le "$hosts" ]; do
        mkdir -p "$dir/spool-${prefix}h$i" "$dir/tmp-${prefix}h$i"
        nodes="$nodes${nodes:+
}NodeName=${prefix}h$i NodeAddr=$subnet.$i CPUs=$cpus State=UNKNOWN"
        i=$((i + 1))
    done
    node_list="${prefix}h[1-$hosts]"
fi
cat > "$dir/slurm.conf" <<CONF
ClusterName=fwtest
SlurmctldHost=$host($ctld_address)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SrunPortRange=$srun_port-$((srun_port + 20))
SlurmUser=$user
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$socket
StateSaveLocation=$dir/ctld
SlurmctldPidFile=$dir/slurmctld.pid
SlurmctldLogFile=$dir/slurmctld.log
$node_dirs
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
SchedulerType=sched/builtin
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
SlurmctldTimeout=30
SlurmdTimeout=30
InactiveLimit=0
MinJobAge=300
KillWait=5
$nodes
PartitionName=fw Nodes=$node_list Default=YES MaxTime=INFINITE State=UP OverSubscribe=FORCE:4
CONF
export SLURM_CONF="$dir/slurm.conf"
if [ -n "$prefix" ]; then
    on_host 1 /usr/sbin/slurmctld -i
    i=1
    while [ $i -le "$hosts" ]; do
        on_host "$i" /usr/sbin/slurmd -N "${prefix}h$i"
        i=$((i + 1))
    done
else
    /usr/sbin/slurmctld -i
    /usr/sbin/slurmd
    hosts=1
fi
caller=$PPID
(
    while kill -0 "$caller" 2>/dev/null; do sleep 1; done
    stop_all
) < /dev/null > /dev/null 2>&1 &
# Ready when every node reports idle; the cap only matters when one never does.
waited=0
while [ $waited -lt 600 ]; do
    if [ -n "$prefix" ]; then
        state=$(on_host 1 sinfo -h -N -o %T 2>/dev/null | sort | uniq -c | tr -s ' ' || true)
    else
        state=$(sinfo -h -N -o %T 2>/dev/null | sort | uniq -c | tr -s ' ' || true)
    fi
    [ "$state" = " $hosts idle" ] && { echo "$dir/slurm.conf"; exit 0; }
    sleep 0.1
    waited=$((waited + 1))
done
echo "slurm.sh: the node did not become idle (state: ${state:-none}); logs:" >&2
tail -n 20 "$dir/slurmctld.log" "$dir"/slurmd*.log >&2
stop_all
exit 1
