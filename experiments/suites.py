"""Named sets of problems the experiments run. Shared by prototype generation (CPU, TVM) and the
GPU benchmark (no TVM), so both sides agree on what exists."""

from pkf.problem import Problem

PAPER_SIZES = (224, 448, 640, 960)

SUITES = {
    # Issue 2: the unfused prototype, F(2,3) and F(4,3), the paper's sizes, plus N > 1 and C != K.
    "foundation": tuple(Problem(h=s, w=s, m=m) for m in (2, 4) for s in PAPER_SIZES)
    + (Problem(n=8, h=56, w=56, c=64, k=128, m=4),),
    "smoke": (Problem(h=224, w=224, m=2),),
}
