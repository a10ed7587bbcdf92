"""Named sets of (problem, variant) the experiments run. Shared by prototype generation (CPU, TVM)
and the GPU benchmark (no TVM), so both sides agree on which prototypes exist."""

from pkf.problem import Problem
from pkf.sweep import variant_for as variant
from pkf.variant import Variant

PAPER_SIZES = (224, 448, 640, 960)
# The paper's four PKF variants beside the prototype and the prototype with a sync-free BGEMM.
PKF_VARIANTS = ("none", "syncfree", "shmem-16", "shmem-32", "llc-16", "llc-32")
OTHER_SHAPES = (Problem(h=224, w=224, m=2), Problem(n=8, h=56, w=56, c=64, k=128, m=4))


def _cases(problems, specs):
    return tuple((p, variant(p, s)) for p in problems for s in specs)


SUITES = {
    # Issue 2: the unfused prototype, F(2,3) and F(4,3), the paper's sizes, plus N > 1 and C != K.
    "foundation": _cases([Problem(h=s, w=s, m=m) for m in (2, 4) for s in PAPER_SIZES] + [OTHER_SHAPES[1]], ["none"]),
    # Issue 3: the four PKF variants against the prototype, F(4,3) fp16 N=1 C=K=64, and other shapes.
    "pkf": _cases([Problem(h=s, w=s) for s in PAPER_SIZES] + list(OTHER_SHAPES), PKF_VARIANTS),
    # Issue 6: ITrans, BGEMM and OTrans in one kernel.
    # (with fp16 accumulation at 224 and 960: a tuning step)
    "full": _cases([Problem(h=s, w=s) for s in PAPER_SIZES] + [OTHER_SHAPES[0]]
                   + [Problem(h=s, w=s, accum="fp16") for s in (224, 960)], ["full-16"]),
    # Issue 6 tuning step 6: TBK = 16 with 24-element operand rows; with fp16 sums the block needs
    # 109 KB of shared memory, so two fit per SM.
    "full-tbk16": tuple((Problem(h=s, w=s, accum=a), Variant("full", 16, 64, 16)) for s in (224, 960) for a in ("fp32", "fp16")),
    # Issue 6 tuning step 7: fewer, larger U steps per warp (TBK = 64) or more tiles per U step (TBM = 32),
    # fp16 sums (the tiles that fit in shared memory with them).
    "full-tiles": tuple((Problem(h=s, w=s, accum="fp16"), Variant("full", tbm, 64, tbk))
                        for s in (224, 960) for tbm, tbk in ((16, 64), (32, 16), (32, 32))),
    # Issue 6 steps 25 and 29: the resident-filter schedule (reconstructor/resident_filter.py), 24- and 16-tile groups, and with TMA boxes.
    "full-resident": _cases([Problem(h=s, w=s, accum="fp16") for s in (224, 960)], ["full-rf24-h2-oh2", "full-rf16-h2-oh2", "full-rf16-h2-oh2-tma"]),
    # Issue 4: pkf prune's second check size (64²) for the variants pruned.
    "prune": _cases([Problem(h=64, w=64)], ["shmem-16", "llc-16", "full-16", "llc-32"]),
    "smoke": _cases([Problem()], PKF_VARIANTS + ("full-16",)),
    # Issue 5, INT8 (F(2,3), pkf/quantise.py): every fusion at 64² (the quick check and prune's second size)
    # and at the sweep's ends; the sweep itself adds the rest (make_prototypes --sweep ... --dtype int8).
    "int8": _cases([Problem(h=s, w=s, dtype="int8") for s in (64, 224, 960)], PKF_VARIANTS + ("full-16",)),
}
