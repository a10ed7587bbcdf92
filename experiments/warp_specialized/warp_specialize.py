"""Issue 6, step 27 (experiment, not a pkf variant): rewrite a rendered resident-filter kernel (`pkf build
--fusion full --resident-filter --no-compile`, main.cu) into a warp-specialized one. The block gets producer warps
after its 12 BGEMM warps: the producers run ITrans into the two V buffers, the 12 consumer warps run the BGEMM and
OTrans; named barriers hand each buffer over (1, 2: V complete; 3, 4: buffer free; 5: M complete among the
consumers), and setmaxnreg (sm_90a) gives the consumers the registers that hold U. Options: an L1 prefetch of each
producer's tile D steps ahead, or the producer's input patches staged in shared memory by cp.async S tiles ahead;
diagnostic modes in which only the producers or only the consumers do their work (wrong results, timing only), and
one in which the consumers wait at the buffer-free barrier instead of only arriving.

    python3 warp_specialize.py main.cu out.cu --producers 4 --consumer-regs 144 --producer-regs 80 [--stage-slots 4]
"""

import argparse
import re
from pathlib import Path

CONSUMERS = 12
SHARED_LIMIT = 227 * 1024
REGISTERS = 65536
SLOT_HALF2 = 36 * 32  # one tile's patch: 36 elements x 32 lanes, a half2 each


def find(text: str, what: str, start: int = 0) -> int:
    """Where `what` starts in the rendered kernel; a clear error where it is not there."""
    at = text.find(what, start)
    if at < 0:
        raise ValueError(f"no {what.strip()!r} in the kernel: is it a `pkf build --resident-filter` main.cu?")
    return at


def search(pattern: str, text: str) -> re.Match:
    found = re.search(pattern, text)
    if not found:
        raise ValueError(f"pattern {pattern!r} did not match: is it a `pkf build --resident-filter` main.cu?")
    return found


def cut(text: str, start: str, stop: str) -> tuple[str, str]:
    """(text without [start, stop), the cut part)."""
    i0 = find(text, start)
    i1 = find(text, stop, i0)
    return text[:i0] + text[i1:], text[i0:i1]


def split_itrans(text: str, buffer_halves: int) -> str:
    """ITrans as two lambdas: pkf_itrans_issue (the patch's 36 loads as cp.async into a slot) and pkf_itrans (the
    transform, reading the patch from the slot)."""
    i0 = find(text, "  auto pkf_itrans = [&]")
    i1 = find(text, "  };\n", i0) + len("  };\n")
    itrans = text[i0:i1]
    head_end = find(itrans, "    {\n") + len("    {\n")
    head, body = itrans[:head_end], itrans[head_end:]
    loads_end = search(r"  pkf_patch\[35\] = [^\n]*\n", body).end()
    loads, transform = body[:loads_end], body[loads_end:]
    conditional = re.compile(
        r"  half2 (condval\w*);\n  if \((.*)\) \{\n    \1 = \*\(half2\*\)\(x_ptr \+ (.*)\);\n  \} else \{\n"
        r"    \1 = __float2half2_rn\(0x0p\+0f/\*0.000000e\+00\*/\);\n  \}\n  pkf_patch\[(\d+)\] = \1;\n")
    loads, n_conditional = conditional.subn(
        lambda m: f"  pkf_cp4(pkf_slot + {m.group(4)} * 32 + pkf_lane, ({m.group(2)}) ? x_ptr + ({m.group(3)}) : x_ptr, {m.group(2)});\n",
        loads)
    loads, n_plain = re.subn(r"  pkf_patch\[(\d+)\] = \*\(half2\*\)\(x_ptr \+ (.*)\);\n",
                             lambda m: f"  pkf_cp4(pkf_slot + {m.group(1)} * 32 + pkf_lane, x_ptr + ({m.group(2)}), true);\n", loads)
    if n_conditional + n_plain != 36:
        raise ValueError(f"the patch's loads: {n_conditional} conditional and {n_plain} plain, not 36 in all")
    loads = loads.replace("  half2 pkf_patch[36];\n", "")
    signature = "auto pkf_itrans = [&](int pkf_group, int pkf_buffer, int pkf_tile)"
    issue = head.replace(signature, "auto pkf_itrans_issue = [&](int pkf_group, int pkf_tile, half2* pkf_slot)").replace(
        f"    half* pkf_v_tile = pkf_buffers + pkf_buffer * {buffer_halves};\n", "") + loads + "}\n  };\n"
    from_slot = head.replace(signature, signature[:-1] + ", const half2* pkf_slot)") + (
        "  half2 pkf_patch[36];\n  #pragma unroll\n  for (int i = 0; i < 36; ++i) pkf_patch[i] = pkf_slot[i * 32 + pkf_lane];\n")
    copy = """  auto pkf_cp4 = [](half2* dst, const half* src, bool valid) {
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\\n" :: "r"(unsigned(__cvta_generic_to_shared(dst))), "l"(src), "r"(valid ? 4 : 0) : "memory");
  };
"""
    return text[:i0] + copy + issue + from_slot + transform + text[i1:]


def producer_loop(a, tiles: int, groups: str, threads: int, rows: str, buffers_bytes: int) -> str:
    itrans = int(a.mode != "consumers")
    image = ", ".join(rows.split(", ")[1:3])  # rows: tiles, H, W, C
    if not a.stage_slots:
        return f"""    int pkf_buffer = 0, pkf_local = 0;
    for (int pkf_group = pkf_pair; pkf_group < {groups}; pkf_group += pkf_pairs, pkf_buffer ^= 1, ++pkf_local) {{
      if (pkf_producer == 0 && pkf_lane == 0 && pkf_k_half == 0) prefetch_input_rows_l2(x_ptr, (pkf_group + pkf_pairs) * {tiles}, {rows});
      if (pkf_local >= 2) pkf_bar_sync(3 + pkf_buffer, {threads});  // consumers are done with this buffer
      for (int t = pkf_producer; t < {tiles}; t += {a.producers}) {{
        if ({a.l1_distance} > 0) {{  // this warp's tile {a.l1_distance} steps ahead into L1
          const int ahead = t + {a.l1_distance} * {a.producers};
          pkf_prefetch_tile_l1(x_ptr, ahead < {tiles} ? pkf_group * {tiles} + ahead : (pkf_group + pkf_pairs) * {tiles} + ahead - {tiles}, {image});
        }}
        if ({itrans}) pkf_itrans(pkf_group, pkf_buffer, t);
      }}
      pkf_bar_arrive(1 + pkf_buffer, {threads});  // V of this group is complete
    }}
"""
    slots, per_warp = a.stage_slots, tiles // a.producers
    if per_warp * a.producers != tiles:
        raise ValueError(f"--producers {a.producers}: must divide the group's {tiles} tiles")
    return f"""    half2* pkf_stage = (half2*)(pkf_smem + {buffers_bytes}) + pkf_producer * {slots * SLOT_HALF2};
    // This warp's q-th tile: tile producer + {a.producers} (q % {per_warp}) of the pair's (q / {per_warp})-th group.
    auto pkf_task = [&](int q, int& g, int& t) {{
      g = pkf_pair + (q / {per_warp}) * pkf_pairs, t = pkf_producer + {a.producers} * (q % {per_warp});
      return g < {groups};
    }};
    for (int q = 0; q < {slots - 1}; ++q) {{
      int g, t;
      if ({itrans} && pkf_task(q, g, t)) pkf_itrans_issue(g, t, pkf_stage + (q % {slots}) * {SLOT_HALF2});
      asm volatile("cp.async.commit_group;\\n" ::: "memory");
    }}
    for (int q = 0;; ++q) {{
      int g, t;
      if (!pkf_task(q, g, t)) break;
      int g2, t2;
      if ({itrans} && pkf_task(q + {slots - 1}, g2, t2)) pkf_itrans_issue(g2, t2, pkf_stage + ((q + {slots - 1}) % {slots}) * {SLOT_HALF2});
      asm volatile("cp.async.commit_group;\\n" ::: "memory");
      asm volatile("cp.async.wait_group {slots - 1};\\n" ::: "memory");
      const int j = q / {per_warp}, buffer = j & 1;
      if (q % {per_warp} == 0) {{
        if (pkf_producer == 0 && pkf_lane == 0 && pkf_k_half == 0) prefetch_input_rows_l2(x_ptr, (g + pkf_pairs) * {tiles}, {rows});
        if (j >= 2) pkf_bar_sync(3 + buffer, {threads});  // consumers are done with this buffer
      }}
      if ({itrans}) pkf_itrans(g, buffer, t, pkf_stage + (q % {slots}) * {SLOT_HALF2});
      if (q % {per_warp} == {per_warp - 1}) pkf_bar_arrive(1 + buffer, {threads});  // V of this group is complete
    }}
    asm volatile("cp.async.wait_all;\\n" ::: "memory");
"""


def check_registers(a) -> None:
    """setmaxnreg works per warpgroup, and the block's warps share one register file."""
    if a.producers % 4:
        raise ValueError(f"--producers {a.producers}: must be a multiple of 4 (setmaxnreg sets a warpgroup's registers)")
    used = (CONSUMERS * a.consumer_regs + a.producers * a.producer_regs) * 32
    if used > REGISTERS:
        raise ValueError(f"--consumer-regs {a.consumer_regs} --producer-regs {a.producer_regs}: {used} registers, over the {REGISTERS} of an SM")


def specialize(text: str, a) -> str:
    check_registers(a)
    name = search(r"pkf_full_rf(\d+)_itrans_bgemm_otrans", text)
    tiles, name = int(name.group(1)), name.group(0)
    threads = (CONSUMERS + a.producers) * 32
    buffers_bytes = int(search(r"<<<dim3\(132, 1, 1\), dim3\(32, 12, 1\), (\d+)>>>", text).group(1))
    smem = buffers_bytes + a.producers * a.stage_slots * SLOT_HALF2 * 4
    if smem > SHARED_LIMIT:
        raise ValueError(f"--stage-slots {a.stage_slots}: {smem} bytes of shared memory, over the {SHARED_LIMIT} an SM has")
    text = text.replace(f"__launch_bounds__(384) {name}", f"__launch_bounds__({threads}, 1) {name}")
    text = text.replace(f"dim3(32, 12, 1), {buffers_bytes}>>>", f"dim3(32, {CONSUMERS + a.producers}, 1), {smem}>>>")
    text = text.replace(f"MaxDynamicSharedMemorySize, {buffers_bytes})", f"MaxDynamicSharedMemorySize, {smem})")
    # The consumers load U after they take their registers; the array stays declared where pkf_bgemm sees it.
    text, load_u = cut(text, "  // b0 = U(p)", "  // ITrans of tile")
    declare_u = "  unsigned pkf_u[3][4][4][2];\n"
    text = text.replace("  // ITrans of tile", declare_u + "  // ITrans of tile", 1)
    load_u = load_u.replace(declare_u, "")
    if a.stage_slots:
        text = split_itrans(text, buffers_bytes // 4)
    schedule_start = find(text, "  pkf_itrans(pkf_pair, 0, pkf_warp);")
    last_barrier = find(text, "    __syncthreads();  // M is read before")
    otrans = text[find(text, "    // OTrans of this group", schedule_start):last_barrier]
    schedule_end = find(text, "\n}\n", last_barrier)
    groups = search(r"pkf_group < (\d+); pkf_group \+= pkf_pairs", text).group(1)
    rows = search(r"prefetch_input_rows_l2\(x_ptr, \(pkf_next \+ pkf_pairs\) \* \d+, (.*)\);", text).group(1)
    consume = int(a.mode != "producers")
    prefetch_l1 = "" if a.stage_slots else """  auto pkf_prefetch_tile_l1 = [&](const half* x, int tile, int H, int W) {
    const int tiles_w = W / 4;
    if (tile >= (H / 4) * tiles_w) return;
    const int ty = tile / tiles_w, tx = tile % tiles_w;
    for (int i = pkf_lane; i < 36; i += 32) {
      const int h = 4 * ty - 1 + i / 6, w = 4 * tx - 1 + i % 6;
      if (h >= 0 && h < H && w >= 0 && w < W) asm volatile("prefetch.global.L1 [%0];" :: "l"(x + (size_t(h) * W + w) * 64));
    }
  };
"""
    schedule = f"""
  auto pkf_bar_sync = [](int id, int n) {{ asm volatile("bar.sync %0, %1;" :: "r"(id), "r"(n) : "memory"); }};
  auto pkf_bar_arrive = [](int id, int n) {{ asm volatile("bar.arrive %0, %1;" :: "r"(id), "r"(n) : "memory"); }};
{prefetch_l1}  if (pkf_warp >= {CONSUMERS}) {{
    asm volatile("setmaxnreg.dec.sync.aligned.u32 {a.producer_regs};\\n");
    const int pkf_producer = pkf_warp - {CONSUMERS};
{producer_loop(a, tiles, groups, threads, rows, buffers_bytes)}  }} else {{
    asm volatile("setmaxnreg.inc.sync.aligned.u32 {a.consumer_regs};\\n");
{load_u}
    int pkf_buffer = 0;
    for (int pkf_group = pkf_pair; pkf_group < {groups}; pkf_group += pkf_pairs, pkf_buffer ^= 1) {{
      pkf_bar_sync(1 + pkf_buffer, {threads});  // V of this group is complete
      if ({consume}) pkf_bgemm(pkf_buffer);
      pkf_bar_sync(5, {CONSUMERS * 32});  // this group's M is complete
      if ({consume}) {{
{otrans}
      }}
      if (pkf_group + 2 * pkf_pairs < {groups}) pkf_bar_{"sync" if a.empty_sync else "arrive"}(3 + pkf_buffer, {threads});  // this buffer may take V again
    }}
  }}"""
    return text[:schedule_start] + schedule + text[schedule_end:]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--producers", type=int, required=True, help="ITrans warps (a multiple of 4: setmaxnreg works per warpgroup)")
    parser.add_argument("--consumer-regs", type=int, required=True)
    parser.add_argument("--producer-regs", type=int, required=True)
    parser.add_argument("--l1-distance", type=int, default=0, help="prefetch each producer's tile this many steps ahead into L1")
    parser.add_argument("--stage-slots", type=int, default=0, help="stage input patches by cp.async, this many tiles per producer")
    parser.add_argument("--mode", choices=("full", "producers", "consumers"), default="full")
    parser.add_argument("--empty-sync", action="store_true",
                        help="the consumers wait (bar.sync) at the buffer-free barrier instead of arriving (bar.arrive): a racecheck diagnostic")
    a = parser.parse_args()
    try:
        a.out.write_text(specialize(a.source.read_text(), a))
    except ValueError as error:
        parser.error(str(error))


if __name__ == "__main__":
    main()
