"""Step 18, measured before the rewrite was written: half2 ITrans (two channels per lane) applied by hand
to a built full-32-w12-split-pf main.cu.   python3 hand_pairing.py BUILD/main.cu OUT/main.cu"""
import sys
from pathlib import Path

import regex

src = Path(sys.argv[1]).read_text()
start = src.index("half pkf_x_next[36];")
end = src.index("__syncthreads();", start)
s = src[start:end]
TX = "((int)threadIdx.x)"
LANE = "((((int)threadIdx.x) * 2) & 31)"
s = s.replace("half pkf_x_next[36];", "half2 pkf_x_next[36];")
s = s.replace("if ((int)threadIdx.y < 64)", "if ((int)threadIdx.y < 32)")
s = s.replace("pkf_task < 64;", "pkf_task < 32;").replace("pkf_task + 12 < 64", "pkf_task + 12 < 32")
s = s.replace("(((int)blockIdx.x) * 64 + pkf_task)", "(((int)blockIdx.x) * 64 + (2 * pkf_task + PKFHALF))")
s = s.replace("(((int)blockIdx.x) * 64 + (pkf_task + 12))", "(((int)blockIdx.x) * 64 + (2 * (pkf_task + 12) + PKFHALF))")
s = s.replace("(((int)blockIdx.x) * 64 + ((int)threadIdx.y))", "(((int)blockIdx.x) * 64 + (2 * ((int)threadIdx.y) + PKFHALF))")
IDX = r"(?P<idx>(?:[^\[\]]++|\[(?&idx)\])*)"
s, n_loads = regex.subn(rf"x_ptr\[{IDX}\]", lambda m: f"*(half2*)(x_ptr + ({m['idx'].replace(TX, LANE)}))", s)
s = s.replace("__float2half_rn(0x0p+0f/*0.000000e+00*/)", "__float2half2_rn(0.0f)")
s, n_patch = regex.subn(r"half\* d_shared_ptr = \(half\*\)\(pkf_smem \+ (\d+) \+ \(threadIdx\.y\) \* 2448\);",
                        r"half2* d_shared_ptr = (half2*)(pkf_smem + \1 + (threadIdx.y) * 4896);", s)
s = s.replace("((float)d_shared_ptr[", "(d_shared_ptr[")
s = s.replace("alignas(64) float BTd_local_ptr[36];", "alignas(64) half2 BTd_local_ptr[36];")
s = s.replace("alignas(64) float V_acc_local_ptr[36];", "alignas(64) half2 V_acc_local_ptr[36];")
CONST = regex.compile(r"(-?0x[0-9a-fA-F.]+p[+-]?\d+f)(?:/\*[^*]*\*/)?")
lines = s.split("\n")
for i, line in enumerate(lines):
    if regex.match(r"\s*(BTd_local_ptr|V_acc_local_ptr)\[\d+\] = ", line):
        lines[i] = CONST.sub(r"__float2half2_rn(\1)", line)
s = "\n".join(lines)
s, n_stores = regex.subn(rf"pkf_v_tile\[{IDX}\] = \(\(half\)(?P<v>V_acc_local_ptr\[\d+\])\);",
                         lambda m: f"*(half2*)(pkf_v_tile + ({m['idx'].replace(TX, LANE)})) = {m['v']};", s)
s = s.replace("PKFHALF", "(((int)threadIdx.x) >> 4)")
print(n_loads, n_patch, n_stores, file=sys.stderr)
Path(sys.argv[2]).write_text(src[:start] + s + src[end:])
