"""The thin schedule's kernels (`--schedule thin`): F(2,3) on CUDA cores with every sum in fp32, for layers with few
input or output channels, where the Tensor Cores' 16-channel fragments would be mostly padding (an image network's
first layer, C = 1 or 3, and its last, K = 1 or 3). templates/thin.cu.j2 holds the kernels; this module works out how
a block shares out a problem's channels (`ThinPlan`) and replaces the prototype's kernels by the template's. Only
the prototype's problem is used."""

from dataclasses import dataclass, replace

from pkf import __version__, templates
from pkf.problem import Problem
from pkf.reconstructor.kernels import KernelSource, Param, host_stage
from pkf.reconstructor.passes import Job, Pass, Work
from pkf.reconstructor.fuse import FULL_ROLE
from pkf.winograd import transforms

_environment = templates.environment(trim_blocks=True, lstrip_blocks=True)
PREFIX = "pkf_thin"
STRIP = 32  # tiles a block: a lane each, one strip of a tile row
WARPS = 8
GROUP = 4  # output channels a warp sums at most: 16 x 4 fp32 registers
CHUNK = 32  # input channels staged at once: 4 x 66 x 33 floats of shared memory
MAX_K = 256  # the outputs staged for whole-row stores: 2 x 64 x K halves


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


@dataclass(frozen=True)
class ThinPlan:
    """How a block of the thin kernel shares out a problem's channels."""

    kg: int  # output channels a warp sums (a group)
    groups: int  # groups: U is laid out for groups * kg output channels, zero past K
    slices: int  # warps that split one group's input channels (their partial outputs summed in shared memory)
    warps: int
    cc: int  # input channels staged at once
    chunks: int  # stages: U is laid out for chunks * cc input channels, zero past C
    pairs: bool  # input channels staged two at a time (C even)
    k_pairs: bool  # outputs stored two at a time (K even)
    strip: int = STRIP

    @property
    def x_stride(self) -> int:
        """Floats a staged pixel: odd, so that 32 lanes reading one channel of 32 tiles hit 32 banks."""
        return self.cc | 1

    @property
    def y_stride(self) -> int:
        """Halves a staged output pixel: 2 mod 4 (an odd count of words), for the same reason."""
        return self.k_padded + (2 - self.k_padded % 4) % 4

    @property
    def k_padded(self) -> int:
        return self.groups * self.kg

    @property
    def c_padded(self) -> int:
        return self.chunks * self.cc

    @property
    def shared_bytes(self) -> int:
        x = 4 * 4 * 2 * (self.strip + 1) * self.x_stride
        partial = 4 * self.slices * self.groups * self.strip * (4 * self.kg + 1) if self.slices > 1 else 0
        return x + partial + 2 * 4 * self.strip * self.y_stride


def thin_plan(problem: Problem) -> ThinPlan:
    kg = min(problem.k, GROUP)
    groups = ceil_div(problem.k, kg)
    cc = min(problem.c, CHUNK)
    slices = 1 if groups >= WARPS else min(cc, WARPS // groups)  # idle warps take part of the input channels
    return ThinPlan(kg, groups, slices, min(WARPS, groups * slices), cc, ceil_div(problem.c, cc),
                    pairs=problem.c % 2 == 0, k_pairs=problem.k % 2 == 0)


def thin_source(problem: Problem, bias: bool = False, activation: str = "") -> str:
    plan = thin_plan(problem)
    t = transforms(2, 3)
    return _environment.get_template("thin.cu.j2").render(
        pkf_version=__version__, problem=problem, plan=plan, BT=t.BT, G=t.G, AT=t.AT, bias=bias, activation=activation,
        prefix=PREFIX)


def _thin_program(work: Work, job: Job) -> Work:
    problem, variant = job.problem, job.variant
    conv = (Param("half", "x"), Param("float", "U"), Param("half", "y")) + ((Param("float", "epilogue"),) if variant.epilogue else ())
    kernels = {"ktrans": host_stage("ktrans", f"{PREFIX}_ktrans", (Param("half", "filt"), Param("float", "U")), 32 * WARPS),
               FULL_ROLE: host_stage(FULL_ROLE, f"{PREFIX}_conv", conv, 32 * WARPS)}
    return replace(work, source=KernelSource(thin_source(problem, variant.bias, variant.activation), kernels))


THIN_PASSES = (Pass("render_thin", "replace the prototype's kernels by templates/thin.cu.j2's filter transform and its one "
                    "kernel (input transform, products and output transform on CUDA cores, fp32 sums)", _thin_program),)
