"""The TVM prototype (SPEC §4.1): four separately scheduled kernels, CUDA text out.

This is the only module that imports TVM, and it does so inside `generate`, so everything
downstream (reconstruct, render, compile, run) works from a saved prototype without TVM.

Tensor names are part of the contract with the harness: the generated kernels' parameters
are named after them (`x`, `filt`, `U`, `V`, `M`, `y`).
"""

from pkf.errors import PkfError
from pkf.problem import Problem
from pkf.quantise import QMAX, input_scales
from pkf.records import (
    ITRANS_LANES,
    ITRANS_TILES_PER_BLOCK,
    THREADS,
    otrans_threads,
    BgemmTile,
    Launch,
    Prototype,
    operand_row_align,
    prototype_problems,
)
from pkf.winograd import transforms

TVM_DTYPE = {"fp16": "float16", "fp32": "float32", "int8": "int8", "int32": "int32"}


# ---- compute definitions (TE) -----------------------------------------------------------------


def _const_matrix(te, tirx, rows, name):
    """A matrix of constants as a Select chain; once the loops over it are unrolled TVM folds it."""
    values = [[float(x) for x in row] for row in rows]

    def select(i, j):
        expr = tirx.const(0.0, "float32")
        for a, row in enumerate(values):
            for b, value in enumerate(row):
                if value != 0.0:
                    expr = tirx.Select(tirx.all(i == a, j == b), tirx.const(value, "float32"), expr)
        return expr

    return te.compute((len(values), len(values[0])), select, name=name)


def _ktrans_compute(te, tirx, p: Problem):
    """U[α², K, C] = G g Gᵀ, g stored [K, R, S, C]."""
    a, r = p.alpha, p.r
    filt = te.placeholder((p.k, r, r, p.c), "float16", name="filt")
    G = _const_matrix(te, tirx, transforms(p.m, p.r).G, "G")
    if p.dtype == "int8":
        return _ktrans_int8_compute(te, tirx, p, filt, G)
    rr = te.reduce_axis((0, r), "rr")
    rs = te.reduce_axis((0, r), "rs")
    acc = te.compute(
        (a * a, p.k, p.c),
        lambda e, k, c: te.sum(
            G[e // a, rr] * filt[k, rr, rs, c].astype("float32") * G[e % a, rs], axis=[rr, rs]
        ),
        name="U_acc",
    )
    U = te.compute((a * a, p.k, p.c), lambda e, k, c: acc[e, k, c].astype("float16"), name="U")
    return [filt, U]


def _quantised(tirx, value):
    """clamp(round(value), ±127) as int8 (pkf/quantise.py)."""
    clamped = tirx.max(tirx.min(tirx.round(value), float(QMAX)), float(-QMAX))
    return clamped.astype("int8")


def _ktrans_int8_compute(te, tirx, p: Problem, filt, G):
    """int8: U_q = round(U / s_U[p, k]) and M_scale[p, k] = s_V[p] · s_U[p, k], the factor that
    turns the BGEMM's int32 sums back into M (pkf/quantise.py). U is written out as a sum (not a
    reduction) so that both the scale's max over C and the quantisation can inline it."""
    a, r = p.alpha, p.r

    def u_value(e, k, c):
        terms = [G[e // a, i] * filt[k, i, j, c].astype("float32") * G[e % a, j] for i in range(r) for j in range(r)]
        return sum(terms[1:], start=terms[0])

    rc = te.reduce_axis((0, p.c), "rc")
    absmax = te.compute((a * a, p.k), lambda e, k: te.max(tirx.abs(u_value(e, k, rc)), axis=rc), name="U_absmax")
    s_u = te.compute(
        (a * a, p.k),
        lambda e, k: tirx.Select(absmax[e, k] > 0.0, absmax[e, k], tirx.const(float(QMAX), "float32")) / float(QMAX),
        name="U_s",
    )
    s_v = _const_matrix(te, tirx, [input_scales(p)], "s_V")
    U = te.compute((a * a, p.k, p.c), lambda e, k, c: _quantised(tirx, u_value(e, k, c) / s_u[e, k]), name="U")
    M_scale = te.compute((a * a, p.k), lambda e, k: s_u[e, k] * s_v[0, e], name="M_scale")
    return [filt, U, M_scale]


def _itrans_compute(te, tirx, p: Problem, tiles: int):
    """V[α², T, C] = Bᵀ d B; d is the zero-padded α×α patch of each tile (padding inlined). `tiles` ≥ the problem's
    tile count: the tiles past it (whole blocks of the BGEMM) read zeros."""
    a, m, pad = p.alpha, p.m, p.pad
    th_n, tw_n = p.tiles_h, p.tiles_w
    x = te.placeholder((p.n, p.h, p.w, p.c), "float16", name="x")
    BT = _const_matrix(te, tirx, transforms(p.m, p.r).BT, "BT")

    def patch(t, i, j, c):
        n, th, tw = t // (th_n * tw_n), t // tw_n % th_n, t % tw_n
        hh, ww = th * m + i - pad, tw * m + j - pad
        inside = tirx.all(hh >= 0, hh < p.h, ww >= 0, ww < p.w)
        if tiles != p.ntiles:
            inside = tirx.all(t < p.ntiles, inside)
        return tirx.if_then_else(inside, x[n, hh, ww, c], tirx.const(0.0, "float16"))

    d = te.compute((tiles, a, a, p.c), patch, name="d")
    ra = te.reduce_axis((0, a), "ra")
    rows = te.compute(
        (a, a, tiles, p.c),
        lambda e, j, t, c: te.sum(BT[e, ra] * d[t, ra, j, c].astype("float32"), axis=ra),
        name="BTd",
    )
    rb = te.reduce_axis((0, a), "rb")
    acc = te.compute(
        (a * a, tiles, p.c),
        lambda e, t, c: te.sum(rows[e // a, rb, t, c] * BT[e % a, rb], axis=rb),
        name="V_acc",
    )
    if p.dtype == "int8":
        inverse = _const_matrix(te, tirx, [1.0 / input_scales(p)], "inv_s_V")
        V = te.compute((a * a, tiles, p.c), lambda e, t, c: _quantised(tirx, acc[e, t, c] * inverse[0, e]), name="V")
    else:
        V = te.compute((a * a, tiles, p.c), lambda e, t, c: acc[e, t, c].astype("float16"), name="V")
    return [x, V]


def _bgemm_compute(te, p: Problem, tiles: int):
    """M[p] = V[p] · U[p]ᵀ over the α² positions: C[S, I, J] += A[S, I, K] · B[S, J, K]."""
    a2 = p.alpha**2
    operand, acc_dtype = TVM_DTYPE[p.dtype], TVM_DTYPE[p.accum]
    V = te.placeholder((a2, tiles, p.c), operand, name="V")
    U = te.placeholder((a2, p.k, p.c), operand, name="U")
    rc = te.reduce_axis((0, p.c), "rc")
    acc = te.compute(
        (a2, tiles, p.k),
        lambda e, t, k: te.sum(V[e, t, rc].astype(acc_dtype) * U[e, k, rc].astype(acc_dtype), axis=rc),
        name="M_acc",
    )
    if p.dtype == "int8":
        M_scale = te.placeholder((a2, p.k), "float32", name="M_scale")
        M = te.compute(
            (a2, tiles, p.k), lambda e, t, k: (acc[e, t, k].astype("float32") * M_scale[e, k]).astype("float16"), name="M"
        )
        return [V, U, M_scale, M]
    M = te.compute((a2, tiles, p.k), lambda e, t, k: acc[e, t, k].astype("float16"), name="M")
    return [V, U, M]


def _otrans_compute(te, tirx, p: Problem, tiles: int):
    """Y = Aᵀ M A for every (tile, k), written to its m×m place in y[N, H, W, K]; of an edge tile, only what lies
    inside the image. M holds `tiles` tiles, the problem's first."""
    a, m = p.alpha, p.m
    th_n, tw_n = p.tiles_h, p.tiles_w
    M = te.placeholder((a * a, tiles, p.k), "float16", name="M")
    AT = _const_matrix(te, tirx, transforms(p.m, p.r).AT, "AT")
    ri = te.reduce_axis((0, a), "ri")
    rows = te.compute(
        (m, a, p.ntiles, p.k),
        lambda u, j, t, k: te.sum(AT[u, ri] * M[ri * a + j, t, k].astype("float32"), axis=ri),
        name="ATM",
    )
    rj = te.reduce_axis((0, a), "rj")
    tile = te.compute(
        (m, m, p.ntiles, p.k),
        lambda u, v, t, k: te.sum(rows[u, rj, t, k] * AT[v, rj], axis=rj),
        name="Y_tile",
    )

    def out(n, h, w, k):
        t = (n * th_n + h // m) * tw_n + w // m
        return tile[h % m, w % m, t, k].astype("float16")

    y = te.compute((p.n, p.h, p.w, p.k), out, name="y")
    return [M, y]


# ---- schedules (s_tir) ------------------------------------------------------------------------


def _inline_constants(sch, names):
    for name in names:
        sch.compute_inline(sch.get_sblock(name))


def _compute_in_registers(sch, name, at):
    """Compute a stage per thread, under loop `at`, fully unrolled so its constants fold."""
    block = sch.get_sblock(name)
    sch.set_scope(block, 0, "local")
    sch.compute_at(block, at)
    at_node = sch.get(at)
    loops = sch.get_loops(block)
    below = [i for i, loop in enumerate(loops) if sch.get(loop).same_as(at_node)][0]
    for loop in loops[below + 1 :]:
        sch.unroll(loop)


def _bind_flat(sch, loops, threads=THREADS):
    fused = sch.fuse(*loops)
    bx, tx = sch.split(fused, [None, threads])
    sch.bind(bx, "blockIdx.x")
    sch.bind(tx, "threadIdx.x")
    return tx


def _schedule_ktrans(sch, p: Problem):
    _inline_constants(sch, ["G"])
    if p.dtype == "int8":
        # One thread per (position, output channel): its max over C, its scale, then its C values.
        _inline_constants(sch, ["s_V", "U_s"])
        absmax = sch.get_sblock("U_absmax")
        tx = _bind_flat(sch, sch.get_loops(absmax)[:2])
        sch.set_scope(absmax, 0, "local")
        sch.reverse_compute_at(sch.get_sblock("M_scale"), tx)
        sch.reverse_compute_at(sch.get_sblock("U"), tx)
        return
    e, k, c = sch.get_loops(sch.get_sblock("U"))
    tx = _bind_flat(sch, [e, k, c])
    _compute_in_registers(sch, "U_acc", tx)


def _schedule_itrans(sch, p: Problem):
    _inline_constants(sch, ["BT", "inv_s_V"] if p.dtype == "int8" else ["BT"])
    lanes = min(ITRANS_LANES, p.c)
    V = sch.get_sblock("V")
    e, t, c = sch.get_loops(V)
    sch.reorder(t, c, e)
    tb, tw = sch.split(t, [None, ITRANS_TILES_PER_BLOCK])
    cb, cl = sch.split(c, [None, lanes])
    sch.reorder(tb, cb, tw, cl, e)
    sch.bind(sch.fuse(tb, cb), "blockIdx.x")
    sch.bind(tw, "threadIdx.y")
    sch.bind(cl, "threadIdx.x")
    sch.unroll(e)
    for name in ("V_acc", "BTd"):
        _compute_in_registers(sch, name, cl)
    # The block's patches go to shared memory first (padding and tiling inlined into the load),
    # with a row offset against bank conflicts.
    d = sch.get_sblock("d")
    sch.set_scope(d, 0, "shared")
    sch.compute_at(d, tw)
    row, col, channel = sch.get_loops(d)[-3:]
    sch.bind(channel, "threadIdx.x")
    sch.unroll(row)
    sch.unroll(col)
    sch.storage_align(d, 0, axis=-2, factor=32, offset=2)


def _schedule_bgemm(sch, p: Problem, tile: BgemmTile):
    """SPEC §2: blocks over (tiles/TBM, K/TBN), α serial rows, α warps over the α columns."""
    from tvm.s_tir.tensor_intrin.cuda import get_wmma_intrin_group

    a = p.alpha
    acc_dtype = TVM_DTYPE[p.accum]
    factor, pad = operand_row_align(p, tile.tbk)
    main = sch.get_sblock("M_acc")
    e, t, k, c = sch.get_loops(main)
    t, ti = sch.split(t, [None, 16])
    k, ki = sch.split(k, [None, 16])
    c, ci = sch.split(c, [None, 16])
    sch.reorder(e, t, k, c, ti, ki, ci)
    inner = main
    outer = sch.blockize(ti)

    eh, ew = sch.split(e, [a, a])
    t0, t1 = sch.split(t, [None, tile.tbm // 16])
    k0, k1 = sch.split(k, [None, tile.tbn // 16])
    c0, c1 = sch.split(c, [None, tile.tbk // 16])
    sch.reorder(t0, k0, eh, ew, c0, c1, t1, k1)
    sch.bind(t0, "blockIdx.x")
    sch.bind(k0, "blockIdx.y")
    sch.bind(ew, "threadIdx.y")

    def fetch_to_shared(index):
        # Each warp fetches only the slice of its own Winograd position: the barriers TVM
        # puts around this copy are the ones the sync-free BGEMM does not need.
        cached = sch.cache_read(outer, index, "shared")
        sch.compute_at(cached, c0)
        position, rows, cols = sch.get_loops(cached)[-3:]
        sch.bind(position, "threadIdx.y")
        _, lane, vec = sch.split(sch.fuse(rows, cols), [None, 32, 16 // p.operand_bytes])  # 16-byte copies
        sch.bind(lane, "threadIdx.x")
        sch.vectorize(vec)
        sch.storage_align(cached, 0, axis=-2, factor=factor, offset=pad)

    fetch_to_shared(0)
    fetch_to_shared(1)
    a_frag = sch.cache_read(outer, 0, "wmma.matrix_a")
    b_frag = sch.cache_read(outer, 1, "wmma.matrix_b")
    sch.compute_at(a_frag, c1)
    sch.compute_at(b_frag, c1)

    # Results are staged through shared memory (bank-conflict offset) and cast on the way out.
    store = sch.cache_write(outer, 0, "wmma.accumulator")
    sch.set_scope(store, 0, "shared")
    sch.reverse_compute_at(store, ew)
    sch.storage_align(store, 0, axis=-2, factor=32, offset=4)
    cast = sch.get_sblock("M")
    sch.reverse_compute_at(cast, ew)
    fused = sch.fuse(*sch.get_loops(cast)[-2:])
    _, lane, vec = sch.split(fused, [None, 32, 4])
    sch.bind(lane, "threadIdx.x")
    sch.vectorize(vec)

    i, j = sch.get_loops(store)[-2:]
    i0, i1 = sch.split(i, [None, 16])
    j0, j1 = sch.split(j, [None, 16])
    sch.reorder(i0, j0, i1, j1)

    init = sch.decompose_reduction(outer, c0)
    init_inner = sch.get_child_blocks(init)[0]

    intrins = get_wmma_intrin_group(
        load_scope="shared", store_scope="shared", in_dtype=TVM_DTYPE[p.dtype], out_dtype=acc_dtype, trans_b=True
    )
    for frag, intrin in ((a_frag, intrins["load_a"]), (b_frag, intrins["load_b"])):
        i, j = sch.get_loops(frag)[-2:]
        i0, i1 = sch.split(i, [None, 16])
        j0, j1 = sch.split(j, [None, 16])
        sch.reorder(i0, j0, i1, j1)
        sch.unroll(i0)
        sch.unroll(j0)
        sch.tensorize(i1, intrin)
    sch.tensorize(sch.get_loops(init_inner)[-2], intrins["init"])
    sch.tensorize(sch.get_loops(store)[-2], intrins["store"])
    sch.tensorize(sch.get_loops(inner)[-3], intrins["compute"])


def _schedule_otrans(sch, p: Problem):
    _inline_constants(sch, ["AT"])
    m = p.m
    y = sch.get_sblock("y")
    n, h, w, k = sch.get_loops(y)
    th, u = sch.split(h, [None, m])
    tw, v = sch.split(w, [None, m])
    sch.reorder(n, th, tw, k, u, v)
    tx = _bind_flat(sch, [n, th, tw, k], otrans_threads(p))
    sch.unroll(u)
    sch.unroll(v)
    for name in ("Y_tile", "ATM"):
        _compute_in_registers(sch, name, tx)


def _launch_of(sch) -> Launch:
    """Grid and block as the schedule bound them, read off the loops of every block."""
    extents, pending = {}, [sch.get_sblock(name) for name in _root_blocks(sch)]
    while pending:
        block = pending.pop()
        pending.extend(sch.get_child_blocks(block))
        for loop in sch.get_loops(block):
            node = sch.get(loop)
            if node.thread_binding is not None:
                extents[node.thread_binding.thread_tag] = int(node.extent)
    dim = lambda prefix: tuple(extents.get(f"{prefix}.{axis}", 1) for axis in "xyz")
    return Launch(dim("blockIdx"), dim("threadIdx"))


def _root_blocks(sch):
    root = sch.get_sblock("root")
    return [sch.get(block).name_hint for block in sch.get_child_blocks(root)]


def generate(problem: Problem, tile: BgemmTile, arch: str = "sm_90") -> Prototype:
    """Build the four-kernel IRModule, schedule it, and let TVM emit CUDA."""
    problems = prototype_problems(problem, tile)
    if problems:
        raise PkfError(problems[0])
    try:
        import tvm
        from tvm import s_tir, te, tirx
    except ImportError as err:
        raise PkfError(
            f"TVM is needed to generate a prototype ({err}); install pkf with its dependencies, "
            "or build from a saved one with --from-prototype DIR"
        ) from None
    tiles = problem.padded_tiles(tile.tbm)
    computes = {
        "ktrans": (_ktrans_compute(te, tirx, problem), lambda s: _schedule_ktrans(s, problem)),
        "itrans": (_itrans_compute(te, tirx, problem, tiles), lambda s: _schedule_itrans(s, problem)),
        "bgemm": (_bgemm_compute(te, problem, tiles), lambda s: _schedule_bgemm(s, problem, tile)),
        "otrans": (_otrans_compute(te, tirx, problem, tiles), lambda s: _schedule_otrans(s, problem)),
    }
    try:
        funcs, launches = {}, {}
        for name, (tensors, schedule) in computes.items():
            func = te.create_prim_func(tensors).with_attr("global_symbol", name)
            sch = s_tir.Schedule(tvm.IRModule({name: func}))
            sch.work_on(name)
            schedule(sch)
            funcs[name] = sch.mod[name]
            launches[name] = _launch_of(sch)
        # Storage rewrite would reuse BGEMM's fp16 shared buffers for its fp32 staging buffer,
        # which TVM 0.27 then rejects (tvm_access_ptr element type mismatch).
        with tvm.transform.PassContext(config={"tirx.disable_storage_rewrite": True}):
            built = tvm.compile(tvm.IRModule(funcs), target={"kind": "cuda", "arch": arch})
        cuda = built.mod.imports[0].inspect_source()
    except Exception as err:  # TVM's errors are C++ tracebacks: the user gets their last line
        last = str(err).strip().splitlines()[-1] if str(err).strip() else type(err).__name__
        raise PkfError(f"TVM could not generate the prototype of {problem.key} with BGEMM tile "
                       f"{tile.tbm}x{tile.tbn}x{tile.tbk}: {last[:300]}") from None
    return Prototype(problem, tile, cuda, launches, tvm.__version__)
