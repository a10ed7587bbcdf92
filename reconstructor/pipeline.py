"""The rewrites each fusion runs, listed in one place, and the launch plan that follows."""

from pkf.problem import Problem
from pkf.prototype import Prototype
from pkf.variant import Variant
from reconstructor.errors import NoMatch
from reconstructor.kernels import Kernel, KernelSource, split_kernels
from reconstructor.program import KernelLaunch, Program, Scratch

# The rewrites per fusion, applied in order to the split prototype (SPEC §4.2 steps 2-5).
REWRITES = {
    "none": (),
}
PIPELINE_ORDER = {
    "none": ("itrans", "bgemm", "otrans"),
}


def scratch_buffers(problem: Problem, fusion: str) -> tuple[Scratch, ...]:
    a2, t = problem.alpha**2, problem.ntiles
    sizes = {"U": a2 * problem.k * problem.c, "V": a2 * t * problem.c, "M": a2 * t * problem.k}
    return tuple(Scratch(name, 2 * elems) for name, elems in sizes.items())


def prototype_launch(prototype: Prototype, kernel: Kernel) -> KernelLaunch:
    """TVM names a PrimFunc's kernel `<func>_kernel`; its launch was saved under `<func>`."""
    launch = prototype.launches.get(kernel.name.removesuffix("_kernel"))
    if launch is None:
        raise NoMatch("launch_plan", "<func>_kernel", f"launch.json (no entry for kernel {kernel.name})")
    threads = launch.block[0] * launch.block[1] * launch.block[2]
    if kernel.launch_bounds is not None and threads != kernel.launch_bounds:
        raise NoMatch(
            "launch_plan", "__launch_bounds__", f"{kernel.name}: launch.json has {threads} threads per block"
        )
    args = tuple(param.buffer for param in kernel.params)
    return KernelLaunch(kernel.name, launch.grid, launch.block, launch.dynamic_shared_bytes, args)


def reconstruct(prototype: Prototype, variant: Variant) -> Program:
    source: KernelSource = split_kernels(prototype.cuda)
    for rewrite in REWRITES[variant.fusion]:
        source = rewrite(source, prototype, variant)
    launches = {role: prototype_launch(prototype, kernel) for role, kernel in source.kernels.items()}
    order = PIPELINE_ORDER[variant.fusion]
    return Program(
        cuda=source.render(("ktrans",) + order),
        setup=(launches["ktrans"],),
        pipeline=tuple(launches[role] for role in order),
        scratch=scratch_buffers(prototype.problem, variant.fusion),
    )
