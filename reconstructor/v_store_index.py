"""Issue 6, step 41 (every resident-filter variant): ITrans' V stores at the plane's offset plus
`pkf_v_offset(tile, 2 lane)`, checked against TVM's index by evaluation.

The resident-filter rewrites place each of TVM's 36 V stores in the group's buffer by mapping its flat
[α², ntiles, 64] index: `P + X / N * plane + pkf_v_offset(X % N / 64 - group * tiles, X % N % 64)`, X the
task's element, N = ntiles · 64. For every valid group, tile and lane that is P + pkf_v_offset(tile, 2 lane),
but the compiler cannot see it (signed division by N, 64 and the group's first tile): in the SASS of step 39's
kernel most of ITrans' ~30 integer instructions per tile are this index; the short form was 4 % faster at 960².
This rule evaluates each store's index, for every tile and lane of the first, second, middle and last group,
and writes the short form only where it agrees everywhere; otherwise it fails loudly, naming the store.
"""

import regex

from reconstructor.errors import NoMatch
from reconstructor.paired_channels import PAIR_HALF
from reconstructor.tile_fragments import python_text

RULE = "itrans_stores_in_plane"
# A mapped half2 store to the V tile pointer: `*(half2*)(V_TILE + ((P + index))) = V_acc_local_ptr[i];`
V_STORE = r"\*\(half2\*\)\({tile} \+ \(\((?P<plane>\d+) \+ (?P<index>.*)\)\)\) = (?P<value>V_acc_local_ptr\[\d+\]);"


def v_offset(tile: int, c: int) -> int:
    """templates/resident_filter.cuh's pkf_v_offset, for the check."""
    return tile * 64 + ((((c >> 3) ^ tile) & 7) << 3) + (c & 7)


def itrans_stores_in_plane(body: str, v_tile: str, group: str, tile: str, lane: str, ntiles: int, tiles: int) -> str:
    """`body`: the resident-filter kernel's ITrans task after its V stores were mapped into the group's buffer
    (half2, lane l storing channels 2l, 2l + 1), for groups of `tiles` of the image's `ntiles` tiles (the kernel
    skips a last group's tiles past the image). Returns it with each store at `plane + pkf_v_offset(tile, 2 lane)`."""
    store_pattern = regex.compile(V_STORE.format(tile=regex.escape(v_tile)))
    stores = list(store_pattern.finditer(body))
    if len(stores) != 36 or body.count(f"({v_tile} +") != 36:
        raise NoMatch(RULE, "V_STORE", f"the ITrans body: 36 half2 stores to {v_tile} at a plane's offset; found {len(stores)}")
    groups = -(-ntiles // tiles)
    samples = [(g, t, x) for g in sorted({0, 1, groups // 2, groups - 1} & set(range(groups))) for t in range(tiles)
               if g * tiles + t < ntiles for x in range(32)]
    for number, store in enumerate(stores):
        index = compile(python_text(store["index"].replace(PAIR_HALF, "(tx >> 4)")), RULE, "eval")
        for g, t, x in samples:
            got = eval(index, {"pkf_v_offset": v_offset}, {group: g, tile: t, "tx": x})  # our own text, from the prototype
            if got != v_offset(t, 2 * x):
                raise NoMatch(RULE, "V_STORE", f"V store {number}: index {store['index']} gives {got} at group {g}, tile {t}, "
                              f"lane {x}, not pkf_v_offset({t}, {2 * x}) = {v_offset(t, 2 * x)}")
    return store_pattern.sub(lambda m: f"*(half2*)({v_tile} + {m['plane']} + pkf_v_offset({tile}, 2 * {lane})) = {m['value']};", body)
