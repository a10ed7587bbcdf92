"""Made D from C by hand (step 21 before the rewrite): the -h2 ITrans patch in registers.
    python3 hand-patch-in-registers.py ab/D960/main.cu"""

import re
import sys
from pathlib import Path

path = Path(sys.argv[1])
text = path.read_text()
declaration = "  half2* d_shared_ptr = (half2*)(pkf_smem + "
i = text.index(declaration)
text = text[:i] + "  half2 pkf_x_cur[36];" + text[text.index("\n", i):]


def register(match: re.Match) -> str:
    offset = int(match.group(1) or 0)
    assert offset % 34 == 0, offset
    return f"pkf_x_cur[{offset // 34}]"


text, count = re.subn(r"d_shared_ptr\[\(?\(\(int\)threadIdx\.x\)(?: \+ (\d+)\))?\]", register, text)
print("replaced", count, "left", text.count("d_shared_ptr"))
path.write_text(text)
