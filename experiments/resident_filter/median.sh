# Sourced by options.sh and diag.sh: `median BINARY REPS` runs a probe build once in pkf's harness
# and prints its median time and error ("185.0 us, rel L2 5.47e-03").
median() { "$1" --reps "$2" | python3 -c 'import sys; from harness.run import Result; r=Result.parse(sys.stdin.read()); print(f"{r.median_us:.1f} us, rel L2 {r.rel_l2:.2e}")'; }
