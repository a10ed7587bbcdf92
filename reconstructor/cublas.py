"""The cublas schedule (`--schedule cublas`): the unfused form made of pkf's own kernels, not the prototype's. KTrans,
ITrans and OTrans come from templates/unfused.cu.j2 (a tile and two channels a thread, sums in fp32, the transform
matrices of pkf.winograd with only their non-zero terms; OTrans applies the variant's bias and activation), and the
products M[p] = V[p] U[p] are one strided-batched GEMM by cuBLAS (fp16 operands, fp32 sums), which the library loads
at run time. Only the prototype's problem is taken from it: its kernels are replaced whole.

Measured before it was a schedule (experiments/device/unfused_real.py, experiments/results/2026-11-26-h100-unfused-cublas):
faster than cuDNN and than the fused kernels where C is wide and the tiles few; 3x slower than the fused kernels at
C = K = 64 on large maps, where the GEMM is too narrow for cuBLAS and V and M cost 3-5x the bytes of x and y."""

from dataclasses import replace

from pkf import __version__, templates
from pkf.problem import Problem
from pkf.reconstructor.kernels import Kernel, KernelSource, Param, host_stage
from pkf.reconstructor.passes import Job, Pass, Work
from pkf.winograd import transforms

_environment = templates.environment(trim_blocks=True, lstrip_blocks=True)
PREFIX = "pkf_cublas"
THREADS = 256


def unfused_source(m: int, problem: Problem | None = None, bias: bool = False, activation: str = "") -> str:
    """templates/unfused.cu.j2 for F(m,3): with `problem`, the host launchers of its stages for pkf's harness and
    library, OTrans with `bias` and `activation`; without, C entry points that take the sizes at run time."""
    t = transforms(m, 3)
    return _environment.get_template("unfused.cu.j2").render(pkf_version=__version__, m=m, alpha=m + 2, BT=t.BT, G=t.G, AT=t.AT,
                                                             problem=problem, bias=bias, activation=activation, prefix=PREFIX)


def _stage(role: str, params: tuple[Param, ...]) -> Kernel:
    return host_stage(role, f"{PREFIX}_{role}", params, THREADS)


def _cublas_program(work: Work, job: Job) -> Work:
    problem, variant = job.problem, job.variant
    half = lambda name: Param("half", name)  # noqa: E731
    otrans = (half("M"), half("y")) + ((Param("float", "epilogue"),) if variant.epilogue else ())
    kernels = {"ktrans": _stage("ktrans", (half("filt"), half("U"))), "itrans": _stage("itrans", (half("x"), half("V"))),
               "bgemm": _stage("bgemm", (half("V"), half("U"), half("M"))), "otrans": _stage("otrans", otrans)}
    preamble = unfused_source(problem.m, problem, variant.bias, variant.activation)
    return replace(work, source=KernelSource(preamble, kernels))


CUBLAS_PASSES = (Pass("render_unfused_cublas", "replace the prototype's kernels by templates/unfused.cu.j2's KTrans, ITrans "
                      "and OTrans and a cuBLAS strided-batched GEMM between them", _cublas_program),)
