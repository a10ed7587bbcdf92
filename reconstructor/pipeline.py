"""The rewrites each fusion runs, listed in one place, and the launch plan that follows."""

from dataclasses import replace

from pkf.problem import Problem
from pkf.prototype import Prototype
from pkf.space import Limits
from pkf.variant import Variant
from reconstructor.errors import NoMatch
from reconstructor.fuse import (
    FULL_ROLE,
    FUSED_ROLE,
    bgemm_dynamic_shared,
    fuse_itrans_bgemm,
    fuse_itrans_bgemm_otrans,
    sync_free_bgemm,
)
from reconstructor.kernels import KernelSource, split_kernels
from reconstructor.prefetch import prefetch_u
from reconstructor.program import KernelLaunch, Program, Scratch
from reconstructor.resident_filter import fuse_resident_filter
from reconstructor.rewrites import SIZEOF
from reconstructor.wgmma import MEASURED_BEST, Schedule, fuse_wgmma

# The rewrites per fusion, applied in order to the split prototype (SPEC §4.2 steps 2-7).
REWRITES = {
    "none": (bgemm_dynamic_shared,),
    "syncfree": (sync_free_bgemm, bgemm_dynamic_shared),
    "shmem": (fuse_itrans_bgemm,),
    "llc": (fuse_itrans_bgemm,),
    "full": (fuse_itrans_bgemm_otrans,),
}
# Kernels run per input, in order (KTrans runs once, ahead of time).
PIPELINE = {
    "none": ("itrans", "bgemm", "otrans"),
    "syncfree": ("itrans", "bgemm", "otrans"),
    "shmem": (FUSED_ROLE, "otrans"),
    "llc": (FUSED_ROLE, "otrans"),
    "full": (FULL_ROLE,),
}
# Buffers between stages: PKF-Shmem keeps V on chip, so it has none.
SCRATCH = {
    "none": ("U", "V", "M"),
    "syncfree": ("U", "V", "M"),
    "shmem": ("U", "M"),
    "llc": ("U", "V", "M"),
    "full": ("U",),
}


def scratch_buffers(problem: Problem, fusion: str, source: KernelSource) -> tuple[Scratch, ...]:
    """The buffers between stages, typed as the kernels declare them (int8: U and V are `signed char`,
    and KTrans also writes M_scale, the factor that turns the BGEMM's int32 sums back into M)."""
    a2, t = problem.alpha**2, problem.ntiles
    elems = {"U": a2 * problem.k * problem.c, "V": a2 * t * problem.c, "M": a2 * t * problem.k, "M_scale": a2 * problem.k}
    ctypes = {p.buffer: p.ctype for kernel in source.kernels.values() for p in kernel.params}
    names = SCRATCH[fusion] + (("M_scale",) if "M_scale" in ctypes else ())
    for name in names:
        if ctypes.get(name) not in SIZEOF:
            raise NoMatch("scratch_buffers", "a kernel parameter of a known element type", f"buffer {name}: {ctypes.get(name)}")
    return tuple(Scratch(name, ctypes[name], SIZEOF[ctypes[name]] * elems[name]) for name in names)


def attach_launches(source: KernelSource, prototype: Prototype) -> KernelSource:
    """TVM names a PrimFunc's kernel `<func>_kernel`; its launch was saved under `<func>`."""
    kernels = {}
    for role, kernel in source.kernels.items():
        launch = prototype.launches.get(kernel.name.removesuffix("_kernel"))
        if launch is None:
            raise NoMatch("attach_launches", "<func>_kernel", f"launch.json (no entry for kernel {kernel.name})")
        threads = launch.block[0] * launch.block[1] * launch.block[2]
        if kernel.launch_bounds is not None and threads != kernel.launch_bounds:
            raise NoMatch("attach_launches", "__launch_bounds__", f"{kernel.name}: launch.json has {threads} threads")
        kernels[role] = replace(kernel, launch=launch)
    return replace(source, kernels=kernels)


def prefetch_u_registers(source: KernelSource, fusion: str) -> KernelSource:
    """Step 7 (`-pf`): the kernel that runs the BGEMM keeps its next position's U in registers."""
    role = {"shmem": FUSED_ROLE, "llc": FUSED_ROLE, "full": FULL_ROLE}.get(fusion, "bgemm")
    kernel = source.kernels[role]
    return replace(source, kernels={**source.kernels, role: kernel.with_body(prefetch_u(kernel.body))})


def reconstruct(prototype: Prototype, variant: Variant, sms: int = Limits.sm90().sms, schedule: Schedule = MEASURED_BEST) -> Program:
    """`sms`: the device's SMs, which size the resident-filter schedule's persistent grid. `schedule`: the --wgmma
    kernel's choices (the measured best by default; experiments time the others)."""
    source = attach_launches(split_kernels(prototype.cuda), prototype)
    if variant.wgmma:
        source = fuse_wgmma(source, prototype.problem, variant, sms, schedule)
    elif variant.resident:
        source = fuse_resident_filter(source, prototype.problem, variant, sms)
    else:
        for rewrite in REWRITES[variant.fusion]:
            source = rewrite(source, prototype.problem, variant)
    if variant.prefetch:
        source = prefetch_u_registers(source, variant.fusion)
    order = PIPELINE[variant.fusion]

    def launch_of(role):
        kernel = source.kernels[role]
        return KernelLaunch(kernel.name, kernel.launch.grid, kernel.launch.block,
                            kernel.launch.dynamic_shared_bytes, tuple(p.buffer for p in kernel.params), kernel.host_launcher)

    return Program(
        cuda=source.render(("ktrans",) + order),
        setup=(launch_of("ktrans"),),
        pipeline=tuple(launch_of(role) for role in order),
        scratch=scratch_buffers(prototype.problem, variant.fusion, source),
    )
