"""How a problem is computed: the fusion strategy, the BGEMM block tile, and the schedule's options; and the
variant's name, e.g. `pkf-full-32-w12-split-h2-oh2-pf`, with its inverse `parse_name` (the sweep's variant specs).
Which schedule takes a variant, and what each option means there: reconstructor/schedules/."""

from dataclasses import dataclass

import regex

from pkf.errors import PkfError
from pkf.records import BgemmTile

# none: the TVM prototype as generated ("Tuned TVM"); syncfree: its BGEMM without block barriers;
# shmem / llc: ITrans fused into the sync-free BGEMM through shared memory / through L2 (PKF);
# full: ITrans, BGEMM and OTrans in one kernel, the Winograd domain never leaving the chip.
FUSIONS = ("none", "syncfree", "shmem", "llc", "full")
# What a kernel may apply to its output before storing it (the wgmma schedule): leaky ReLU's slope is read at run time.
ACTIVATIONS = ("relu", "lrelu", "silu")


@dataclass(frozen=True)
class Variant:
    fusion: str = "none"
    tbm: int = 16  # Winograd tiles per block, per group or per unit: see the schedule's `tbm`
    tbn: int = 64
    tbk: int = 32
    prefetch: bool = False  # each warp's next U (and ITrans patch) in registers
    warps: int | None = None  # warps in a fused block (None: the BGEMM's α); the extra ones help ITrans and OTrans
    split: bool = False  # the BGEMM's Winograd positions shared out over all the block's warps, in groups of α
    itrans_half2: bool = False  # each ITrans lane transforms two channels in half2
    otrans_half2: bool = False  # each full-fusion OTrans thread computes two output channels in half2
    resident: bool = False  # the resident-filter schedule: the filter on chip for the whole launch
    tma: bool = False  # its input brought in by the TMA
    wgmma: bool = False  # F(2,3), the filter in shared memory, the BGEMM on wgmma (sm_90a)
    cublas: bool = False  # unfused: pkf's own ITrans and OTrans kernels around cuBLAS's batched GEMM
    thin: bool = False  # one kernel on CUDA cores for few input or output channels (fp32 sums)
    rows: bool = False  # F(2,3) along rows only, an implicit GEMM on wgmma (sm_90a)
    bias: bool = False  # a per-output-channel bias added inside the kernel, before the activation (the wgmma schedule)
    activation: str = ""  # one of ACTIVATIONS applied to the output inside the kernel, or "" (the wgmma schedule)
    residual: bool = False  # a tensor of the output's shape added inside the kernel, before the activation (rows)

    def __post_init__(self):
        if self.fusion not in FUSIONS:
            raise PkfError(f"--fusion {self.fusion}: unknown; valid: {', '.join(FUSIONS)}")
        if self.activation not in ("",) + ACTIVATIONS:
            raise PkfError(f"--activation {self.activation}: unknown; valid: {', '.join(ACTIVATIONS)}")

    @property
    def epilogue(self) -> bool:
        """Whether the kernel applies a bias or an activation to its output; it then takes the `epilogue` buffer
        (float: the K biases, then leaky ReLU's slope)."""
        return self.bias or bool(self.activation)

    @property
    def output(self) -> dict:
        """What the kernel does to its output (bias, activation, residual sum), as Variant fields."""
        return {"bias": self.bias, "activation": self.activation, "residual": self.residual}

    @property
    def tile(self) -> BgemmTile:
        """The prototype's BGEMM tile. The resident-filter schedules use only the prototype's ITrans and OTrans,
        which do not depend on it: they take the 16-tile prototype."""
        return BgemmTile(16 if self.resident else self.tbm, self.tbn, self.tbk)

    def prototype_name(self, problem, arch: str) -> str:
        """Prototypes differ by problem, BGEMM tile and target, not by fusion."""
        return f"{problem.key}_tile{self.tile.tbm}x{self.tbn}x{self.tbk}_{arch}"

    @property
    def name(self) -> str:
        return f"{'tvm' if self.fusion in ('none', 'syncfree') and not self.cublas else 'pkf'}-{spec_of(self)}"


# The name's parts after the fusion and TBM, in order: (suffix, field). A non-default TBK and the warps carry numbers.
SUFFIXES = (("-split", "split"), ("-h2", "itrans_half2"), ("-oh2", "otrans_half2"), ("-tma", "tma"), ("-wg", "wgmma"),
            ("-cublas", "cublas"), ("-thin", "thin"), ("-rows", "rows"), ("-pf", "prefetch"), ("-bias", "bias"),
            ("-res", "residual"))
SPEC = regex.compile(r"(?P<fusion>[a-z]+)(?:-(?P<resident>rf)?(?P<tbm>\d+))?(?:-tbk(?P<tbk>\d+))?(?:-w(?P<warps>\d+))?"
                     + "".join(f"(?P<{field}>{suffix})?" for suffix, field in SUFFIXES)
                     + f"(?:-(?P<activation>{'|'.join(ACTIVATIONS)}))?")
SPEC_FORM = ("FUSION[-[rf]TBM][-tbkTBK][-wWARPS]" + "".join(f"[{suffix}]" for suffix, _ in SUFFIXES)
             + f"[-{'|'.join(ACTIVATIONS)}]")


def spec_of(variant: Variant) -> str:
    """'shmem-32', 'full-32-w12-split-h2-oh2-pf', 'none' (the paper's unfused forms name no TBM)."""
    parts = "" if variant.tbk == Variant.tbk else f"-tbk{variant.tbk}"  # only a non-default TBK is named
    parts += f"-w{variant.warps}" if variant.warps else ""
    parts += "".join(suffix for suffix, field in SUFFIXES if getattr(variant, field))
    parts += f"-{variant.activation}" if variant.activation else ""
    if variant.fusion in ("none", "syncfree"):
        return f"{variant.fusion}{parts}"
    return f"{variant.fusion}-{'rf' if variant.resident else ''}{variant.tbm}{parts}"


def parse_spec(spec: str) -> tuple[Variant, int | None]:
    """'shmem-32' → shmem, TBM 32; 'full-16-tbk16-w12-pf' → full, TBM 16, TBK 16, 12 warps, prefetching; 'none' → none,
    TBM 16; a variant's name without its 'tvm-'/'pkf-' too. Returns the variant it names (TBN and, where the spec names
    none, TBK at their defaults: the schedule fills them in) and the TBK it names, or None."""
    match = SPEC.fullmatch(spec.removeprefix("pkf-").removeprefix("tvm-"))
    if match is None:
        raise PkfError(f"variant {spec!r}: write {SPEC_FORM}, e.g. none, shmem-32, full-32-w12-split-h2-pf, "
                       "full-rf16-h2-oh2-tma, full-rf64-tma-wg")
    tbk = int(match["tbk"]) if match["tbk"] else None
    flags = {field: bool(match[field]) for _, field in SUFFIXES}
    variant = Variant(match["fusion"], int(match["tbm"] or Variant.tbm), tbk=tbk or Variant.tbk, resident=bool(match["resident"]),
                      warps=int(match["warps"]) if match["warps"] else None, activation=match["activation"] or "", **flags)
    return variant, tbk
