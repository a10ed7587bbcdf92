"""How a problem is computed: the fusion strategy and the BGEMM block tile."""

from dataclasses import dataclass

from pkf.errors import PkfError
from pkf.prototype import BgemmTile

# none: the TVM prototype as generated ("Tuned TVM"); syncfree: its BGEMM without block barriers;
# shmem / llc: ITrans fused into the sync-free BGEMM through shared memory / through L2 (PKF);
# full: ITrans, BGEMM and OTrans in one kernel, the Winograd domain never leaving the chip.
FUSIONS = ("none", "syncfree", "shmem", "llc", "full")


@dataclass(frozen=True)
class Variant:
    fusion: str = "none"
    tbm: int = 16
    tbn: int = 64
    tbk: int = 32
    # Steps 7-8 (reconstructor/prefetch.py): each warp prefetches its next position's U and,
    # in fused kernels, its next ITrans input patch into registers.
    prefetch: bool = False
    # Warps in a fused block (None: the BGEMM's α). The extra ones help ITrans and OTrans only.
    warps: int | None = None
    # Step 12: the BGEMM's Winograd positions are shared out over all the block's warps, in groups of α.
    split: bool = False
    # Step 18 (reconstructor/paired_channels.py): each ITrans lane transforms two channels in half2.
    itrans_half2: bool = False
    # Step 19: each full-fusion OTrans thread computes two output channels in half2.
    otrans_half2: bool = False
    # Step 25 (reconstructor/resident_filter.py): the full fusion in the resident-filter schedule, the
    # filter in registers for the whole launch; TBM is then the tiles per group (16 or 24).
    resident: bool = False
    # Step 29: the resident-filter schedule with its input brought in by the TMA, one box per 4 x 4 tiles.
    tma: bool = False
    # Step 53 (reconstructor/wgmma.py): with --tma at F(2,3), the filter in shared memory and the BGEMM on wgmma (sm_90a);
    # TBM is then the tiles per unit (64).
    wgmma: bool = False

    def __post_init__(self):
        if self.fusion not in FUSIONS:
            raise PkfError(f"--fusion {self.fusion}: unknown; valid: {', '.join(FUSIONS)}")

    @property
    def tile(self) -> BgemmTile:
        """The prototype's BGEMM tile. The resident-filter schedule uses only the prototype's ITrans
        and OTrans, which do not depend on it: its groups take the 16-tile prototype."""
        return BgemmTile(16 if self.resident else self.tbm, self.tbn, self.tbk)

    def prototype_name(self, problem, arch: str) -> str:
        """Prototypes differ by problem, BGEMM tile and target, not by fusion."""
        return f"{problem.key}_tile{self.tile.tbm}x{self.tbn}x{self.tbk}_{arch}"

    @property
    def name(self) -> str:
        step = "" if self.tbk == Variant.tbk else f"-tbk{self.tbk}"  # only a non-default TBK is named
        step += f"-w{self.warps}" if self.warps else ""
        step += "-split" if self.split else ""
        step += "-h2" if self.itrans_half2 else ""
        step += "-oh2" if self.otrans_half2 else ""
        step += "-tma" if self.tma else ""
        step += "-wg" if self.wgmma else ""
        step += "-pf" if self.prefetch else ""
        if self.fusion in ("none", "syncfree"):
            return f"tvm-{self.fusion}{step}"
        return f"pkf-{self.fusion}-{'rf' if self.resident else ''}{self.tbm}{step}"
