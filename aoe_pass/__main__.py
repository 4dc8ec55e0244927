import sys

from aoe_pass.cli import main

sys.exit(main())
