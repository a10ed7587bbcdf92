"""`-pf`: U of a warp's next Winograd position prefetched into registers."""

import itertools

import pytest
import regex
from conftest import DEFAULT_PROTOTYPE, PROTOTYPES, evaluate

from pkf.harness.nvcc import compile_cuda
from pkf.harness.render import render_main
from pkf.problem import Problem
from pkf.records import Prototype
from pkf.sweep import parse_spec, variant_for
from pkf.variant import Variant
from pkf.reconstructor import reconstruct
from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.kernels import split_kernels
from pkf.reconstructor.prefetch import REGISTERS, U_COPY, X_LOAD, X_LOAD_PADDED, X_REGISTERS, prefetch_u, prefetch_x
from pkf.reconstructor.rewrites import itrans_as_warp_task, remove_load_barriers

# `pkf_u_next[(slot) * n + ax] = *(uint4*)(U_ptr + (index));`: a load into the registers.
PREFETCH_LOAD = regex.compile(
    rf"{REGISTERS}\[\((?P<slot>[^)]*)\) \* (?P<n>\d+) \+ (?P<ax>\w+)\] = \*\(\w+\*\)\(U_ptr \+ (?P<index>\((?:[^()]++|(?&index))*\))\);"
)
# `U_shared_ptr + (...)) = pkf_u_next[rc * n + ax];`: the copy into shared memory reads this step's registers.
PREFETCH_USE = regex.compile(rf"= {REGISTERS}\[(?P<slot>\w+) \* (?P<n>\d+) \+ (?P<ax>\w+)\];")


def bgemm_body(prototype):
    return remove_load_barriers(split_kernels(prototype.cuda).kernels["bgemm"].body)


@pytest.mark.parametrize("name", [DEFAULT_PROTOTYPE.name, "n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile16x64x16_sm_90",
                                  "n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile16x64x64_sm_90",
                                  "n1_h224_w224_c64_k64_f2x3_int8_accint32_tile16x64x32_sm_90"])
def test_every_register_holds_the_u_its_step_would_have_loaded(name):
    body = bgemm_body(Prototype.load(PROTOTYPES / name))
    original = U_COPY.search(body)
    rewritten = prefetch_u(body)
    ax, n = original["ax"], int(original["n"])
    loop = regex.compile(r"for \(int (?P<var>\w+) = 0; (?P=var) < (?P<extent>\d+);")
    extents = {m["var"]: int(m["extent"]) for m in loop.finditer(body)}
    positions, steps = extents["e_0"], extents.get("rc_0_0", 1)  # TVM drops the step loop when TBK = C
    prologue, ahead = PREFETCH_LOAD.finditer(rewritten)
    assert prologue["slot"] == "pkf_step"
    use = PREFETCH_USE.search(rewritten)
    assert use is not None and int(use["n"]) == n and use["ax"] == ax
    step_var = use["slot"] if use["slot"] != "0" else None
    for tx, ty, a in itertools.product(range(32), range(6), range(n)):
        for s in range(steps):
            rc = {"rc_0_0": s} if step_var else {}
            # Position 0 comes from the prologue; position e + 1 from step s of position e.
            assert evaluate(prologue["index"], tx=tx, ty=ty, pkf_step=s, **{ax: a}) == \
                evaluate(original["src"], tx=tx, ty=ty, e_0=0, **rc, **{ax: a})
            for e in range(positions - 1):
                assert evaluate(ahead["index"], tx=tx, ty=ty, e_0=e, **rc, **{ax: a}) == \
                    evaluate(original["src"], tx=tx, ty=ty, e_0=e + 1, **rc, **{ax: a})
    # The slot a step writes ahead is the slot the same step reads: (step) * n + ax both times.
    assert ahead["slot"] == (step_var or "0") and int(ahead["n"]) == n


def test_a_bgemm_without_a_u_copy_fails_naming_the_pattern():
    body = bgemm_body(Prototype.load(DEFAULT_PROTOTYPE)).replace("U_shared_ptr + ", "U_staging + ")
    with pytest.raises(NoMatch, match="prefetch_u.*U_COPY"):
        prefetch_u(body)


def test_spec_names_round_trip():
    problem = Problem(h=960, w=960, accum="fp16")
    for spec in ("full-16-tbk16-pf", "full-32-pf", "shmem-16", "none", "full-32-w12-pf", "full-16-w12-split-pf", "full-32-w12-split-pf",
                 "full-32-w12-split-h2-pf", "full-32-w12-split-h2-oh2-pf"):
        variant = variant_for(problem, spec)
        assert variant.prefetch == spec.endswith("-pf") and variant.split == ("-split" in spec)
        assert variant.name.removeprefix("pkf-").removeprefix("tvm-") == spec
    assert parse_spec("full-16-tbk16-pf")[0].name == "pkf-full-16-tbk16-pf" and parse_spec("full-16-tbk16-pf")[1] == 16
    assert parse_spec("shmem-32")[1] is None  # no TBK named: the design space picks it
    assert Variant("full", prefetch=True).name == "pkf-full-16-pf"


@pytest.mark.nvcc
@pytest.mark.parametrize("name, variant", [
    ("n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile16x64x16_sm_90", Variant("full", 16, 64, 16, prefetch=True)),
    ("n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile32x64x32_sm_90", Variant("full", 32, 64, 32, prefetch=True)),
    (DEFAULT_PROTOTYPE.name, Variant("shmem", 16, 64, 32, prefetch=True)),
    ("n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile32x64x32_sm_90", Variant("full", 32, 64, 32, prefetch=True, warps=12)),
    ("n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile32x64x32_sm_90", Variant("full", 32, 64, 32, prefetch=True, warps=12, split=True)),
    ("n1_h224_w224_c64_k64_f4x3_fp16_accfp16_tile32x64x32_sm_90",
     Variant("full", 32, 64, 32, prefetch=True, warps=12, split=True, itrans_half2=True, otrans_half2=True)),
    (DEFAULT_PROTOTYPE.name, Variant("shmem", 16, 64, 32, prefetch=True, itrans_half2=True)),
], ids=lambda x: getattr(x, "name", x))
@pytest.mark.slow
def test_nvcc_compiles_prefetching_variants(tmp_path, name, variant):
    prototype = Prototype.load(PROTOTYPES / name)
    source = tmp_path / "main.cu"
    source.write_text(render_main(prototype.problem, variant, reconstruct(prototype, variant)))
    compile_cuda(source, tmp_path / "pkf_main", tmp_path / "nvcc.log")
    assert REGISTERS in source.read_text()


# `pkf_x_next[i] = (cond) ? x_ptr[idx] : zero;` or `pkf_x_next[i] = x_ptr[idx];`: a load into the registers.
X_PREFETCH = regex.compile(
    rf"{X_REGISTERS}\[(?P<i>\d+)\] = (?:\((?P<cond>(?:[^()]++|\((?&cond)\))*)\) \? )?x_ptr\[(?P<idx>(?:[^\[\]]++|\[(?&idx)\])*)\]"
)


@pytest.mark.parametrize("name", [DEFAULT_PROTOTYPE.name, "n1_h224_w224_c64_k64_f2x3_int8_accint32_tile16x64x32_sm_90"])
def test_every_input_register_holds_what_the_next_task_would_have_loaded(name):
    itrans = split_kernels(Prototype.load(PROTOTYPES / name).cuda).kernels["itrans"].body
    body = itrans_as_warp_task(itrans, "task")
    original = sorted(list(X_LOAD_PADDED.finditer(body)) + list(X_LOAD.finditer(body)), key=lambda m: m.start())
    prologue, rewritten = prefetch_x(body, "task", "first", 6, 32, "half")
    ahead = {int(m["i"]): m for m in X_PREFETCH.finditer(rewritten)}
    first = {int(m["i"]): m for m in X_PREFETCH.finditer(prologue)}
    assert sorted(ahead) == sorted(first) == list(range(len(original)))
    # The copy into the warp's patch takes register i where the prototype stored its i-th load.
    stores = regex.findall(rf"\w+_shared_ptr\[([^\[\]]+)\] = {X_REGISTERS}\[(\d+)\];", rewritten)
    assert [(dst, int(i)) for dst, i in stores] == [(m["dst"], i) for i, m in enumerate(original)]
    tasks = 2 * 112 * 112 // 4  # ITrans blocks of the 224² problem: tiles × 2 channel halves (F(4,3)); fewer for F(2,3)
    for i, load in enumerate(original):
        cond = load.groupdict().get("cond")
        for task in range(0, tasks, 97):
            for tx in (0, 31):
                then = {"task": task + 6, "tx": tx}
                now = {"task": task, "first": task + 6, "tx": tx}
                for got in (ahead[i], first[i]):
                    assert bool(got["cond"]) == bool(cond)
                    if cond:
                        assert evaluate(got["cond"], **now) == evaluate(cond, **then)
                    if not cond or evaluate(cond, **then):
                        assert evaluate(got["idx"], **now) == evaluate(load["idx"], **then)
