"""Counts the generic memory accesses (ld/st without a state space) of a
PTX file; with two files, fails unless the second has no more than the
first (with --fewer: strictly fewer)."""
import re
import sys

GENERIC = re.compile(r"^\s*(?:@%p\d+\s+)?(?:ld|st)(?:\.volatile|\.relaxed\.\w+)?\.(?:v[248]\.)?[bfsu]\d+\b", re.M)


def count(path):
    with open(path) as f:
        return len(GENERIC.findall(f.read()))


args = [a for a in sys.argv[1:] if not a.startswith("--")]
counts = [count(p) for p in args]
print("generic accesses: " + " -> ".join(str(c) for c in counts))
if len(counts) == 2:
    if counts[1] > counts[0] or ("--fewer" in sys.argv and counts[1] >= counts[0]):
        sys.exit(1)
