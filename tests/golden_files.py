"""Golden files for the reconstructor's rewrites (lit/FileCheck style).

tests/golden/prototype/ holds a saved prototype (F(4,3), 224x224, C=K=64, tile 16x64x32); each
tests/golden/<rewrite>/expected.cu is what that rewrite makes of it. When a change to a rewrite
is intended, regenerate them all and review the diff:

    PYTHONPATH=. python3 tests/golden_files.py
"""

import sys
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden"
sys.path.insert(0, str(HERE.parent))


def golden_prototype():
    from pkf.records import Prototype

    return Prototype.load(GOLDEN / "prototype")


def golden_cases():
    """{name: function from the golden prototype to the text that rewrite must produce}."""
    from pkf.variant import Variant
    from pkf.reconstructor.fuse import FULL_ROLE, FUSED_ROLE, bgemm_dynamic_shared, fuse_itrans_bgemm, fuse_itrans_bgemm_otrans
    from pkf.reconstructor.kernels import split_kernels
    from pkf.reconstructor.passes import attach_launches
    from pkf.reconstructor.prefetch import prefetch_u, prefetch_x
    from pkf.reconstructor.rewrites import itrans_as_warp_task, otrans_as_thread_task, remove_load_barriers

    def split(prototype):
        return attach_launches(split_kernels(prototype.cuda), prototype)

    def kernel(role):
        return lambda p: split(p).kernels[role]

    def fused(fusion):
        def rewrite(prototype):
            variant = replace(Variant(fusion), **prototype.tile.__dict__)
            return fuse_itrans_bgemm(split(prototype), prototype.problem, variant).kernels[FUSED_ROLE].definition()
        return rewrite

    return {
        "split_kernels": lambda p: split_kernels(p.cuda).render(),
        "remove_load_barriers": lambda p: remove_load_barriers(kernel("bgemm")(p).body),
        "itrans_as_warp_task": lambda p: itrans_as_warp_task(kernel("itrans")(p).body, "TASK"),
        "bgemm_dynamic_shared": lambda p: bgemm_dynamic_shared(split(p), p.problem, Variant()).kernels["bgemm"].definition(),
        "fuse_itrans_bgemm_shmem": fused("shmem"),
        "fuse_itrans_bgemm_llc": fused("llc"),
        "otrans_as_thread_task": lambda p: otrans_as_thread_task(kernel("otrans")(p).body, "BLOCK", "THREAD"),
        "fuse_itrans_bgemm_otrans": lambda p: fuse_itrans_bgemm_otrans(
            split(p), p.problem, replace(Variant("full"), **p.tile.__dict__)).kernels[FULL_ROLE].definition(),
        # the resident-filter schedule needs fp16 sums, so it starts from the saved 224² fp16-sum prototype.
        "fuse_resident_filter": lambda p: resident_filter(),
        "prefetch_u": lambda p: prefetch_u(remove_load_barriers(kernel("bgemm")(p).body)),
        "prefetch_x": lambda p: "\n".join(prefetch_x(itrans_as_warp_task(kernel("itrans")(p).body, "TASK"), "TASK", "FIRST", 6, 32, "half")),
    }


def resident_filter() -> str:
    from pkf.records import Prototype
    from pkf.sweep import variant_for
    from pkf.reconstructor.pipeline import reconstruct

    prototype = Prototype.load(HERE.parent / "experiments" / "prototypes" / "n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile16x64x32_sm_90")
    return reconstruct(prototype, variant_for(prototype.problem, "full-rf24-h2-oh2")).cuda


def regenerate() -> None:
    prototype = golden_prototype()
    for name, rewrite in golden_cases().items():
        folder = GOLDEN / name
        folder.mkdir(exist_ok=True)
        (folder / "expected.cu").write_text(rewrite(prototype))
        print(f"wrote {folder / 'expected.cu'}")


if __name__ == "__main__":
    regenerate()
