import sys

from pkf.cli import main

sys.exit(main())
