import sys

sys.stdout.write(chr(0).join(sys.argv[1:]))
