#!/usr/bin/env python3
"""Reads clang/lib/Hooks/InterposedSymbols.txt for the build.

  interposition.py flags LIST                 linker flags, one per line
  interposition.py check LIST LIBDIR NM STAMP  fail unless every wrapped symbol
                                              is referenced across objects, and
                                              every called one defined
"""
import subprocess
import sys
from collections import defaultdict


# The archives whose definitions may be interposed.
DEFINING_ARCHIVES = ["clangAST", "clangSema", "clangCodeGen", "clangBasic",
                     "clangLex", "clangParse", "clangFrontend", "clangDriver",
                     "clangTidy", "clangDaemon", "clangTooling"]


class Entry:
    def __init__(self, lineno, kind, fields, why):
        self.lineno, self.kind, self.fields, self.why = lineno, kind, fields, why


def read_list(path):
    entries = []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            spec, sep, why = line.partition("|")
            fields = spec.split()
            if not sep or not why.strip() or not fields:
                sys.exit(f"{path}:{lineno}: every entry needs '| reason'")
            kind, args = fields[0], fields[1:]
            if kind == "wrap" and len(args) == 2:
                entries.append(Entry(lineno, kind, args, why.strip()))
            elif kind == "redefine" and len(args) in (3, 4):
                entries.append(Entry(lineno, kind, args, why.strip()))
            elif kind == "call" and len(args) == 2:
                entries.append(Entry(lineno, kind, args, why.strip()))
            else:
                sys.exit(f"{path}:{lineno}: malformed entry: {line}")
    return entries


def archive_symbols(nm, archive):
    """member -> (defined symbols, undefined symbols)."""
    out = subprocess.run([nm, "-A", "--format=posix", archive],
                         capture_output=True, text=True, check=True).stdout
    table = defaultdict(lambda: (set(), set()))
    for line in out.splitlines():
        # "archive.a[member.o]: symbol TYPE value size"
        head, _, rest = line.partition(": ")
        parts = rest.split()
        if len(parts) < 2:
            continue
        member = head[head.find("[") + 1:-1] if "[" in head else head
        defined, undefined = table[member]
        (undefined if parts[1] == "U" else defined).add(parts[0])
    return table


def check(list_path, libdir, nm, stamp):
    entries = read_list(list_path)
    cache = {}

    def table(name):
        if name not in cache:
            cache[name] = archive_symbols(nm, f"{libdir}/lib{name}.a")
        return cache[name]

    errors = []
    for e in entries:
        if e.kind == "wrap":
            symbol, archives = e.fields[0], e.fields[1].split(",")
            defined_anywhere = any(symbol in d for a in DEFINING_ARCHIVES
                                   for d, _ in table(a).values())
            for a in archives:
                users = [m for m, (d, u) in table(a).items() if symbol in u]
                if not users:
                    errors.append(f"line {e.lineno}: {symbol} is not referenced "
                                  f"across objects in lib{a}.a: --wrap would "
                                  f"not intercept it there")
            if not defined_anywhere:
                errors.append(f"line {e.lineno}: {symbol} is not defined in "
                              f"the Clang archives")
        elif e.kind == "call":
            symbol, archive = e.fields
            if not any(symbol in d for d, _ in table(archive).values()):
                errors.append(f"line {e.lineno}: {symbol} is not defined in "
                              f"lib{archive}.a")
        else:
            archive, member, symbol = e.fields[:3]
            members = table(archive)
            if member not in members or symbol not in members[member][1]:
                errors.append(f"line {e.lineno}: {member} in lib{archive}.a "
                              f"does not reference {symbol}")
    if errors:
        for err in errors:
            print(f"{list_path}: error: {err}", file=sys.stderr)
        sys.exit(1)
    with open(stamp, "w") as f:
        f.write(f"{len(entries)} interposed symbols verified\n")


def flags(list_path):
    for e in read_list(list_path):
        if e.kind == "wrap":
            print(f"-Wl,--wrap={e.fields[0]}")


def redefinitions(list_path):
    for e in read_list(list_path):
        if e.kind == "redefine":
            # ARCHIVE MEMBER SYMBOL=TARGET (TARGET defaults to __real_SYMBOL)
            archive, member, symbol = e.fields[:3]
            target = e.fields[3] if len(e.fields) == 4 else f"__real_{symbol}"
            print(f"{archive} {member} {symbol}={target}")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "flags" and len(sys.argv) == 3:
        flags(sys.argv[2])
    elif cmd == "redefinitions" and len(sys.argv) == 3:
        redefinitions(sys.argv[2])
    elif cmd == "check" and len(sys.argv) == 6:
        check(*sys.argv[2:])
    else:
        sys.exit(__doc__)
