"""`--itrans-half2` and `--otrans-half2`: each ITrans lane, and each
full-fusion OTrans thread, transforms two neighbouring channels in half2 arithmetic.

TVM's ITrans gives a warp one tile's 32 channels, one channel per lane, in fp32: with C = 64 a tile
takes two warp tasks, and each lane does its 36 loads, 36 patch stores and reads, ~260 fp32
operations and 36 V stores for one channel. Here a warp task is a whole tile: lane l takes
channels 2l and 2l + 1, which sit side by side in NHWC x and in V, so every load and store moves a
half2 and every operation works on both channels at once.

The rewrite keeps TVM's text and renames what each lane stands for. TVM's task t, lane l held
channel 32·(t mod 2) + l of tile t / 2; lane l of paired task T takes TVM's task 2T + l / 16 and
its lane 2l mod 32, that is channel 2l of tile T, and the channel after it. The caller hands
itrans_as_warp_task the task index `2·T + PAIR_HALF` and halves the task count; this module
changes the lane index in the x loads and V stores, and the types: half → half2 for the loads, the
warp's patch and the stores; float → half2 for the arithmetic, constants broadcast to both halves.
OTrans is paired the same way (pair_otrans_channels), over output channels instead of lanes.

TVM stages each lane's input patch in the warp's shared patch, element i of lane l at
l + i·S (S ≥ 32, TVM's padded row). No lane reads another's elements, so with paired channels
(where the 36 half2 of a lane fit in its registers) the patch becomes a register array of the
lane's own: no shared stores and loads, no shared memory for patches (patch_in_registers).
"""

import math

import regex

from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.prefetch import X_REGISTERS
from pkf.reconstructor.rewrites import LANES, STATIC_SHARED, subscripts
from pkf.reconstructor.tile_fragments import THREAD_X as LANE

RULE = "pair_itrans_channels"
# Which of TVM's two tasks of a tile lane l's channels come from (l / 16). Spelled without LANE, so
# that the lane renaming below leaves it alone.
PAIR_HALF = "((int)(threadIdx.x >> 4))"
PAIRED_LANE = f"(({LANE} * 2) & {LANES - 1})"
X_LOAD = subscripts("x", store=False)  # `x_ptr[index]`
HALF_ZERO = regex.compile(r"__float2half_rn\((?P<value>[^()]*)\)")
FLOAT_LOCAL = regex.compile(r"alignas\((?P<align>\d+)\) float (?P<name>\w+)\[(?P<elems>\d+)\];")
FLOAT_LITERAL = regex.compile(r"(?P<value>-?0x[0-9a-fA-F.]+p[+-]?\d+f)(?:/\*[^*]*\*/)?")


def half_store(array: str) -> regex.Pattern:
    """`array[index] = ((half)V_acc_local_ptr[33]);`: one element of a transform's result stored."""
    return regex.compile(rf"\b{regex.escape(array)}\[(?P<idx>(?:[^\[\]]++|\[(?&idx)\])*)\] = \(\(half\)(?P<value>\w+\[\d+\])\);")


def _half2_arithmetic(rule: str, body: str, what: str) -> str:
    """The transform's fp32 local arrays and the operations on them in half2, constants broadcast."""
    locals_ = [m["name"] for m in FLOAT_LOCAL.finditer(body)]
    if not locals_:
        raise NoMatch(rule, "FLOAT_LOCAL", what)
    body = FLOAT_LOCAL.sub(r"alignas(\g<align>) half2 \g<name>[\g<elems>];", body)
    arithmetic = regex.compile(rf"^\s*(?:{'|'.join(locals_)})\[\d+\] = .*$", regex.MULTILINE)
    body = arithmetic.sub(lambda m: FLOAT_LITERAL.sub(r"__float2half2_rn(\g<value>)", m[0]), body)
    if regex.search(r"\bfloat\b|\(half\)", body):
        raise NoMatch(rule, "no fp32 arithmetic or half conversion left", what)
    return body


def _half2_stores(rule: str, body: str, array: str, index, what: str) -> str:
    """`array[i] = ((half)r[k]);` → `*(half2*)(array + (index(i))) = r[k];`"""
    if not half_store(array).search(body):
        raise NoMatch(rule, f"stores to {array}", what)
    return half_store(array).sub(lambda m: f"*(half2*)({array} + ({index(m['idx'])})) = {m['value']};", body)


def pair_itrans_channels(prologue: str, body: str, tile: str) -> tuple[str, str]:
    """(prologue, body) of the ITrans warp task, with two channels per lane (see the module's doc)."""
    what = "the ITrans body"
    patches = [m for m in STATIC_SHARED.finditer(body) if m["ctype"] == "half"]
    if not X_LOAD.search(prologue + body) or len(patches) != 1:
        raise NoMatch(RULE, "x loads and one half patch", f"{what} ({len(patches)} patches)")
    patch = patches[0]["name"]

    def lanes_paired(index: str) -> str:
        return index.replace(LANE, PAIRED_LANE)

    def paired(text: str) -> str:
        text = X_LOAD.sub(lambda m: f"*(half2*)(x_ptr + ({lanes_paired(m['index'])}))", text)
        text = HALF_ZERO.sub(r"__float2half2_rn(\g<value>)", text)
        text = regex.sub(r"\bhalf (condval\w*;)", r"half2 \1", text)  # TVM's padded loads
        return text.replace(f"half {X_REGISTERS}[", f"half2 {X_REGISTERS}[")

    body = _half2_stores(RULE, paired(body), tile, lanes_paired, what)
    body = body.replace(patches[0][0], patches[0][0].replace(" half ", " half2 ", 1))
    body = body.replace(f"((float){patch}[", f"({patch}[")
    return paired(prologue), patch_in_registers(_half2_arithmetic(RULE, body, what), patch)


PATCH_REGISTERS = "pkf_patch"
OWN_ELEMENT = regex.compile(rf"^\(?{regex.escape(LANE)}(?: \+ (?P<offset>\d+)\))?$")  # `((int)threadIdx.x) + 34`


def patch_in_registers(body: str, patch: str) -> str:
    """the warp's shared patch, every access of which is the lane's own element
    `patch[lane + i·S]` (S ≥ 32), becomes the lane's register array `pkf_patch[i]`."""
    rule, what = "patch_in_registers", "the ITrans body"
    declarations = [m for m in STATIC_SHARED.finditer(body) if m["name"] == patch]
    if len(declarations) != 1:
        raise NoMatch(rule, f"one declaration of {patch}", what)
    declaration = declarations[0]
    accesses = [m for m in regex.finditer(rf"\b{regex.escape(patch)}\[(?P<idx>(?:[^\[\]]++|\[(?&idx)\])*)\]", body)
                if not declaration.start() <= m.start() < declaration.end()]
    owns = [OWN_ELEMENT.match(m["idx"]) for m in accesses]
    if not accesses or not all(owns):
        raise NoMatch(rule, f"{patch}[lane + offset] accesses only", what)
    offsets = [int(own["offset"] or 0) for own in owns]
    stride = math.gcd(*offsets) or LANES
    if stride < LANES:  # lanes l and l + d (d < 32) would meet in one element
        raise NoMatch(rule, f"{patch} offsets that are multiples of at least {LANES}", f"{what} (stride {stride})")
    out, last = [], 0
    for access, offset in zip(accesses, offsets):
        out += [body[last:access.start()], f"{PATCH_REGISTERS}[{offset // stride}]"]
        last = access.end()
    body = "".join(out) + body[last:]
    registers = f"// the lane's part of the input patch, in registers.\n  {declaration['ctype']} {PATCH_REGISTERS}[{max(offsets) // stride + 1}];"
    return body.replace(declaration[0], registers, 1)


def pair_otrans_channels(body: str, m_tile: str) -> str:
    """the full fusion's OTrans thread task (tile, output channel k) takes k and k + 1, which
    sit side by side in the M tile and in NHWC y; the caller hands it TVM's task 2·t and halves the
    task count. The M loads, the arithmetic and the y stores become half2."""
    what, rule = "the OTrans body", "pair_otrans_channels"
    m_load = regex.compile(rf"\(\(float\){regex.escape(m_tile)}\[(?P<idx>(?:[^\[\]]++|\[(?&idx)\])*)\]\)")
    if not m_load.search(body):
        raise NoMatch(rule, f"fp32 loads from {m_tile}", what)
    body = m_load.sub(lambda m: f"(*(half2*)({m_tile} + ({m['idx']})))", body)
    body = _half2_stores(rule, body, "y_ptr", lambda index: index, what)
    return _half2_arithmetic(rule, body, what)
