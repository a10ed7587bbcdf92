"""Summarise Nsight Compute's per-instruction source counters (source_counters.sh's *-sass.csv[.gz]).

SASS instructions that run equally often belong to the same part of the schedule (at 960^2 with 132 blocks
of 12 warps: 86,400 = once per warp and group, the BGEMM and the loop; 84,816 the first ITrans part; 57,600
OTrans on warps 4-11). For each execution count it prints how many SASS instructions run that often and the
opcodes among them and the share of warp stall samples they drew, then the launch's totals by opcode.

    python3 experiments/resident_filter/source_summary.py FILE [FILE ...]
"""

import collections
import csv
import gzip
import sys


def read_rows(path: str) -> list[tuple[str, int, int]]:
    """(opcode, executions, warp stall samples) of every SASS instruction in the report."""
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as file:
        rows = list(csv.reader(file))
    header = rows[1]
    source, executed = header.index("Source"), header.index("Instructions Executed")
    samples = header.index("Warp Stall Sampling (All Samples)")
    out = []
    for row in rows[2:]:
        words = row[source].split()
        if not words or not row[executed].replace(",", "").isdigit():
            continue
        opcode = words[1] if words[0].startswith("@") else words[0]
        out.append((opcode.split(".")[0], int(row[executed].replace(",", "")), int(row[samples].replace(",", "") or 0)))
    return out


def main() -> None:
    for path in sys.argv[1:]:
        rows = read_rows(path)
        all_samples = sum(s for _, _, s in rows) or 1
        print(f"## {path}: {sum(n for _, n, _ in rows) / 1e6:.1f} M warp instructions")
        by_count: dict[int, collections.Counter] = collections.defaultdict(collections.Counter)
        sampled: collections.Counter = collections.Counter()
        for opcode, n, s in rows:
            by_count[n][opcode] += 1
            sampled[n] += s
        for n in sorted(by_count, reverse=True):
            if n * sum(by_count[n].values()) > 1e6:
                top = ", ".join(f"{op} {k}" for op, k in by_count[n].most_common(8))
                print(f"  executed {n:>7,} times: {sum(by_count[n].values()):>4} instructions, "
                      f"{100 * sampled[n] / all_samples:4.1f} % of stall samples ({top})")
        totals = collections.Counter()
        for opcode, n, _ in rows:
            totals[opcode] += n
        print("  totals: " + ", ".join(f"{op} {n / 1e6:.2f} M" for op, n in totals.most_common(12)))


if __name__ == "__main__":
    main()
