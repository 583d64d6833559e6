#!/usr/bin/env bash
# watchdog.sh [--again-after-hang] SECONDS NAME COMMAND...
#
# Runs COMMAND (line-buffered, so that what it printed is not lost in a buffer if it must be
# stopped). If it is still running after SECONDS, a test hangs: every thread's stack of every
# process it started is printed (gdb, when installed), the whole process group is stopped, and
# the watchdog fails with NAME — a hang costs minutes and says where it is, not CI's 90 minutes
# and a cut-off log. Otherwise it exits with COMMAND's status.
#
# --again-after-hang: after a hang (its stacks printed, as above), COMMAND runs once more and
# its status is the answer; a second hang fails. For the unit tests, where one run of CI hung
# once and no run here has reproduced it: the stacks say where, and CI is not lost to it.
set -u
again=0
if [ "${1:-}" = "--again-after-hang" ]; then again=1; shift; fi
limit=$1 name=$2
shift 2

# Runs the command once: its status, or 124 if it hung (stopped, its stacks printed).
run_once() {
# The command leads its own process group, so that a hang is stopped with everything it started.
setsid stdbuf -oL -eL "$@" &
child=$!
trap 'kill -TERM -- -"$child" 2>/dev/null; exit 130' INT TERM

waited=0
while kill -0 "$child" 2>/dev/null; do
    if [ "$waited" -ge "$limit" ]; then
        echo "error: $name is still running after $limit s: a test hangs. The stacks of its processes:"
        for pid in $(pgrep -g "$child"); do
            echo "== process $pid: $(tr '\0' ' ' < /proc/"$pid"/cmdline 2>/dev/null | cut -c1-200)"
            if command -v gdb >/dev/null 2>&1; then
                timeout 60 gdb -p "$pid" -batch -nx -ex "thread apply all bt 30" 2>/dev/null \
                    | grep -E '^(Thread|#)' | cut -c1-240
            else
                echo "(gdb is not installed: no stacks)"
            fi
        done
        kill -TERM -- -"$child" 2>/dev/null
        sleep 5
        kill -KILL -- -"$child" 2>/dev/null
        wait "$child" 2>/dev/null
        return 124
    fi
    sleep 1
    waited=$((waited + 1))
done
wait "$child"
}

run_once "$@"
status=$?
if [ "$status" -eq 124 ] && [ "$again" -eq 1 ]; then
    echo "error: $name hung (its stacks are above); it runs once more, and a second hang fails"
    run_once "$@"
    status=$?
fi
exit "$status"
