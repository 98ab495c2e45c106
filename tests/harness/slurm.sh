#!/bin/sh
# Starts a one-host Slurm (munged, slurmctld, slurmd on 127.0.0.1) for integration tests, waits until its node is
# idle and prints the path of its slurm.conf; commands reach it with SLURM_CONF set to that path.
# Usage: slurm.sh DIR
# DIR receives the munge key and socket, slurm.conf, the state folders and the logs. The caller stops the daemons
# with `slurm.sh DIR stop`; should the caller die first (a crash, an abort on a test timeout), a watchdog stops them.
# Exit status 2: the Slurm or munge programs are missing (Debian: slurmctld slurmd slurm-client munge).
set -eu
dir=$1
stop_all() {
    pids=
    for name in slurmd slurmctld munged; do
        [ -f "$dir/$name.pid" ] && pids="$pids $(cat "$dir/$name.pid")"
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

# Three free ports in a row for slurmctld, slurmd and srun's own listeners.
free_port() {
    while :; do
        port=$(( 20000 + $(od -An -N2 -tu2 /dev/urandom | tr -d ' ') % 40000 ))
        ss -Htln "sport = :$port" | grep -q . || { echo "$port"; return; }
    done
}
ctld_port=$(free_port)
slurmd_port=$(free_port)
srun_port=$(free_port)
cpus=$(nproc)
host=$(hostname -s)
user=$(id -un)
cat > "$dir/slurm.conf" <<CONF
ClusterName=fwtest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SrunPortRange=$srun_port-$((srun_port + 20))
SlurmUser=$user
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$socket
StateSaveLocation=$dir/ctld
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
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
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=fw Nodes=$host Default=YES MaxTime=INFINITE State=UP OverSubscribe=FORCE:4
CONF
export SLURM_CONF="$dir/slurm.conf"
/usr/sbin/slurmctld -i
/usr/sbin/slurmd
caller=$PPID
(
    while kill -0 "$caller" 2>/dev/null; do sleep 1; done
    stop_all
) < /dev/null > /dev/null 2>&1 &
# Ready when the node reports idle; the cap only matters when it never does.
waited=0
while [ $waited -lt 600 ]; do
    state=$(sinfo -h -N -o %T 2>/dev/null || true)
    [ "$state" = idle ] && { echo "$dir/slurm.conf"; exit 0; }
    sleep 0.1
    waited=$((waited + 1))
done
echo "slurm.sh: the node did not become idle (state: ${state:-none}); logs:" >&2
tail -n 20 "$dir/slurmctld.log" "$dir/slurmd.log" >&2
stop_all
exit 1
