"""Issue 6, step 42 probe: OTrans' M loads and y stores written short (reconstructor/short_index.py: written_short for
the M loads, the rule otrans_stores_short for the y stores, applied by parts to a build from before step 42), as
timing copies of a built --tma main.cu.
  m-short: the M loads at plane + pkf_m_offset(task >> 4, 2 (task & 15))
  y-short: the y stores at the task's first output pixel plus the pixel's offset
  both:    the two (what step 42's rule writes)
Results must stay bit-identical; the rule checks each index by evaluation before writing it.

    PYTHONPATH=. python3 experiments/resident_filter/otrans_index_forms.py BUILD_DIR OUT_DIR
"""

import json
import sys
from pathlib import Path

from experiments.resident_filter.index_check import write_forms
from pkf.problem import Problem
from pkf.reconstructor import short_index

GROUP, TASK, K_HALF, M_TILE = "pkf_group", "pkf_otrans_task", "pkf_k_half", "pkf_m_tile"


def forms(text: str, problem: Problem) -> dict[str, str]:
    """The forms, for 16-tile square groups (--tma)."""
    squares_w, k = problem.w // 16, problem.k
    first_output = (f"(({GROUP} / {squares_w} * 4 + ({TASK} >> 4) / 4)) * {4 * problem.w * k} + "
                    f"(({GROUP} % {squares_w} * 4 + ({TASK} >> 4) % 4)) * {4 * k} + {K_HALF} * 32 + 2 * ({TASK} & 15)")
    rows = [(g, t, h) for g in short_index.sample_groups(problem.ntiles, 16) for t in range(256) for h in (0, 1)]
    domain = short_index.domain_of(rows, (GROUP, TASK, K_HALF))
    m_short = f"pkf_m_offset({TASK} >> 4, 2 * ({TASK} & 15))"

    def m_loads(t):
        return short_index.written_short(t, rf"\(\*\(half2\*\)\({M_TILE} \+ INDEX\)\)", [p * 1024 for p in range(36)], False,
                                         m_short, domain, "probe", "M load", lambda m, p: f"(*(half2*)({M_TILE} + {p} + {m_short}))")

    def y_stores(t):
        pixels = [(i * problem.w + j) * k for i in range(4) for j in range(4)]
        return short_index.otrans_stores_short(t, first_output, GROUP, TASK, K_HALF, problem.ntiles, 16, pixels)
    return {"base": text, "m-short": m_loads(text), "y-short": y_stores(text), "both": y_stores(m_loads(text))}


def main() -> None:
    build, out = Path(sys.argv[1]), Path(sys.argv[2])
    problem = Problem(**json.loads((build / "build.json").read_text())["problem"])
    write_forms(forms((build / "main.cu").read_text(), problem), out)


if __name__ == "__main__":
    main()
