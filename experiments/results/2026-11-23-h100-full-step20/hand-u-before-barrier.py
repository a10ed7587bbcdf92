"""Made B from A by hand: the first position's U prefetch moved above the block barrier.
    python3 hand-u-before-barrier.py ab/B960/main.cu"""

import sys
from pathlib import Path

path = Path(sys.argv[1])
text = path.read_text()
barrier = ("  // The one block barrier PKF needs: all of the block's V is in shared memory before any warp reads it.\n"
           "  __syncthreads();\n  {\n")
i = text.index(barrier)
j = text.index("  for (int e_0 =", i)
moved = "  // Step 20: the first position's U is loaded before the barrier, behind the slowest ITrans warp.\n  __syncthreads();\n"
path.write_text(text[:i] + "  {\n" + text[i + len(barrier):j] + moved + text[j:])
