"""TVM's mapped indices written short, where evaluation
shows they agree with the short form.

The resident-filter rewrites place TVM's accesses by mapping flat indices, e.g. a V store at
`P + X / N * plane + pkf_v_offset(X % N / 64 - group * tiles, X % N % 64)`, X the task's element, N = ntiles · 64.
On the kernel's domain that is P + pkf_v_offset(tile, 2 lane), but the compiler cannot see it (signed divisions
by N, 64, 240, the group's first tile): in the SASS of the resident kernel most of ITrans' integer instructions and
~60 of OTrans' 233 per task are such indices. Each rule here evaluates every access's index over a domain of the
kernel's variables (every tile, lane or task of the first, second, middle and last group) against a short form:
where the index equals the short form plus one constant everywhere, the access is written `base + constant + short`;
otherwise it fails loudly, naming the access and the sample.
  itrans_stores_in_plane: ITrans' 36 V stores at `pkf_v_offset(tile, 2 lane)` in their plane;
  otrans_stores_short: OTrans' y stores at the task's first output pixel plus the pixel's offset.
OTrans' M loads written short the same way (`pkf_m_offset(task / 16, 2 (task % 16))` in their plane) were 2-3 %
slower, though the compiler had already reduced TVM's to one address plus constants.
"""


import numpy as np
import regex

from pkf.reconstructor.errors import NoMatch
from pkf.reconstructor.paired_channels import PAIR_HALF
from pkf.reconstructor.tile_fragments import python_text

INDEX = r"(?P<index>\((?:[^()]++|(?&index))*\))"


def v_offset(tile, c):
    """templates/resident_filter.cuh's pkf_v_offset, for the checks (ints or numpy arrays)."""
    return tile * 64 + ((((c >> 3) ^ tile) & 7) << 3) + (c & 7)


def m_offset(tile, k):
    """templates/resident_filter.cuh's pkf_m_offset, for the checks (ints or numpy arrays)."""
    return tile * 32 + ((((k >> 1) ^ (((tile >> 1) & 3) << 2)) & 15) << 1) + (k & 1)


HELPERS = {"pkf_v_offset": v_offset, "pkf_m_offset": m_offset}


def evaluate(expression: str, domain: dict[str, np.ndarray], rule: str, what: str) -> np.ndarray:
    """An index expression of the kernel's text at every sample of `domain` (non-negative values, where C's
    division is Python's floor division)."""
    text = python_text(expression.replace(PAIR_HALF, "(tx >> 4)"))
    try:
        return np.broadcast_to(eval(compile(text, rule, "eval"), dict(HELPERS), dict(domain)), len(next(iter(domain.values()))))
    except (NameError, SyntaxError) as error:  # a name the domain does not give (a TVM temporary), or C that is not arithmetic
        raise NoMatch(rule, "an index of the domain's names", f"{what}: {expression} ({error})") from None


def domain_of(rows: list[tuple[int, ...]], names: tuple[str, ...]) -> dict[str, np.ndarray]:
    columns = np.array(rows, dtype=np.int64).T
    return dict(zip(names, columns))


def written_short(body: str, access: str, offsets: list[int], once: bool, short: str, domain: dict[str, np.ndarray],
                  rule: str, what: str, write) -> str:
    """Each match of `access` (a pattern whose INDEX is the index) whose index is `short` plus one of `offsets` at every
    sample of `domain` is replaced by `write(match, offset)`. Every offset must occur (`once`: exactly once); an index
    that is not short + a constant, or a constant not among them, fails loudly."""
    pattern = regex.compile(access.replace("INDEX", INDEX))
    accesses = list(pattern.finditer(body))
    want = evaluate(short, domain, rule, f"the short form of a {what}")
    found = []
    for number, match in enumerate(accesses):
        got = evaluate(match["index"], domain, rule, f"{what} {number}")
        offset = int(got[0] - want[0])
        wrong = np.flatnonzero(got - want != offset)
        if wrong.size:
            i = wrong[0]
            sample = ", ".join(f"{name} {values[i]}" for name, values in domain.items())
            raise NoMatch(rule, access, f"{what} {number}: index {match['index']} gives {got[i]} at {sample}, "
                                        f"not {short} + {offset} = {want[i] + offset}")
        found.append(offset)
    if (sorted(found) if once else sorted(set(found))) != sorted(offsets):
        raise NoMatch(rule, access, f"the body: {what}s at {short} + each of {sorted(offsets)}{' once' if once else ''}; "
                                    f"found {sorted(found)}")
    written = iter(found)
    return pattern.sub(lambda match: write(match, next(written)), body)


def sample_groups(ntiles: int, tiles: int) -> list[int]:
    """The first, second, middle and last group of `tiles` tiles."""
    groups = -(-ntiles // tiles)
    return sorted({0, 1, groups // 2, groups - 1} & set(range(groups)))


def itrans_stores_in_plane(body: str, v_tile: str, group: str, tile: str, lane: str, ntiles: int, tiles: int,
                           planes: list[int]) -> str:
    """`body`: the resident-filter kernel's ITrans task after its V stores were mapped into the group's buffer
    (half2, lane l storing channels 2l, 2l + 1), for groups of `tiles` of the image's `ntiles` tiles (the kernel
    skips a last group's tiles past the image). Returns it with each store at `plane + pkf_v_offset(tile, 2 lane)`,
    one store to each of `planes`."""
    rows = [(g, t, x, x) for g in sample_groups(ntiles, tiles) for t in range(tiles) if g * tiles + t < ntiles for x in range(32)]
    short = f"pkf_v_offset({tile}, 2 * {lane})"
    return written_short(body, rf"\*\(half2\*\)\({regex.escape(v_tile)} \+ INDEX\) = (?P<value>V_acc_local_ptr\[\d+\]);", planes,
                         True, short, domain_of(rows, (group, tile, "tx", lane)), "itrans_stores_in_plane", "V store",
                         lambda m, plane: f"*(half2*)({v_tile} + {plane} + {short}) = {m['value']};")


def otrans_stores_short(body: str, y_index: str, group: str, task: str, k_half: str, ntiles: int, tiles: int,
                        pixels: list[int]) -> str:
    """`body`: the resident-filter kernel's OTrans task (tile task / 16 of the group, channel pair task % 16 of the
    block's k half) after its stores were paired. Returns it with one y store at each of `pixels` (the output pixels'
    offsets from the task's first) plus `y_index` (where the task's first output pixel and channel is)."""
    rows = [(g, t, h) for g in sample_groups(ntiles, tiles) for t in range(16 * tiles) if g * tiles + t // 16 < ntiles
            for h in (0, 1)]
    return written_short(body, r"\*\(half2\*\)\(y_ptr \+ INDEX\) = (?P<value>Y_tile_local_ptr\[\d+\]);", pixels, True, y_index,
                         domain_of(rows, (group, task, k_half)), "otrans_stores_short", "y store",
                         lambda m, pixel: f"*(half2*)(y_ptr + ({y_index}) + {pixel}) = {m['value']};")
