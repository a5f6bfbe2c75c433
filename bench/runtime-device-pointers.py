#!/usr/bin/env python3
"""Which CUDA runtime API functions take or yield a device address, and
whether a compiler accepts `__device` pointers there.

Reads the declarations of cuda_runtime_api.h (the C API; cuda_runtime.h's
C++ templates are overloads of the same names, reached by the probes
below) and, for every parameter that is a pointer to void, decides from the
parameter's name whether it holds a device address:

  - devPtr, dptr, dptr_out, dptrs, dst, src, dsts, srcs, ptr, pDevice hold
    device addresses (copies take either side: the kind says which);
  - except in functions on host memory (the name contains "Host":
    cudaMallocHost, cudaHostRegister, ..., where only pDevice is one) and
    cudaUserObjectCreate (its ptr is a host object for the destroy
    callback);
  - func, symbol, userData, args, data, value, handles, option arrays are
    no device addresses (symbols are variables, passed by reference through
    cuda_runtime.h's templates).

Each is listed with its role: `takes` (`void *`), `takes const`
(`const void *`), `yields` (`void **`, or `void *` named *_out), `array`
(an array of device addresses). With --probe COMPILER, every one is called
from host code with a `__device float` pointer in that position (a
`const __device float *` for `takes const`, the address of a `__device float *`
for `yields`, a `__device float **` for arrays) and once with `__shared` in
the same place, in one translation unit; the table then says whether each
compiles (it must) and whether `__shared` is rejected (it must be).
docs/user-guide.md ("Annotating host code") has the table.

    bench/runtime-device-pointers.py
    bench/runtime-device-pointers.py --probe build/bin/scale-clang++ --markdown
"""

import argparse
import re
import subprocess
import tempfile
from pathlib import Path

HEADER = Path("/usr/local/cuda/include/cuda_runtime_api.h")
DEVICE_NAMES = {"devPtr", "dptr", "dptr_out", "dptrs", "dst", "src", "dsts",
                "srcs", "ptr", "pDevice"}
HOST_OBJECT_FUNCTIONS = {"cudaUserObjectCreate"}


def declarations(path):
    """(name, [(type, parameter name)]) of each C API declaration, once."""
    text = re.sub(r"/\*.*?\*/", "", path.read_text(), flags=re.S)
    seen = {}
    for m in re.finditer(r"extern\s+[^;{}]*?\b(cuda\w+)\s*\(([^;]*?)\)\s*;",
                         text, re.S):
        name, params = m.group(1), " ".join(m.group(2).split())
        parsed = []
        for param in params.split(","):
            param = re.sub(r"__dv\([^)]*\)|=\s*\w+", "", param).strip()
            words = re.match(r"(.*?)(\w+)\s*$", param)
            if not words or param == "void":
                continue
            parsed.append((words.group(1).strip(), words.group(2)))
        seen.setdefault((name, tuple(parsed)), (name, parsed))
    return list(seen.values())


def role(function, ptype, pname):
    compact = ptype.replace(" ", "")
    if not re.search(r"\bvoid\b", ptype) or "*" not in compact:
        return None
    if pname not in DEVICE_NAMES or function in HOST_OBJECT_FUNCTIONS:
        return None
    if "Host" in function and pname != "pDevice":
        return None
    if pname in ("dptrs", "dsts", "srcs"):
        return "array"
    if compact.endswith("**") or pname.endswith("_out"):
        return "yields"
    return "takes const" if compact.startswith("const") else "takes"


def probe_argument(kind, space):
    return {"takes": f"({space} float *)0",
            "takes const": f"(const {space} float *)0",
            "yields": f"({space} float **)0",
            "array": f"({space} float **)0"}[kind]


def dummy(ptype, pname):
    if "*" in ptype:
        return f"({ptype})0"
    if ptype == "enum cudaMemcpyKind":
        return "cudaMemcpyDefault"  # no direction to check
    if ptype in ("int", "unsigned int", "size_t", "unsigned long long"):
        return "0"
    # A value of an enumeration or a struct: `enum E{}` would define one.
    return re.sub(r"^(const\s+)?(enum|struct)\s+", "", ptype) + "{}"


def probe(compiler, rows, directory):
    lines = ["#include <cuda_runtime.h>"]
    where = {}
    for index, (function, params, position, kind) in enumerate(rows):
        for space in ("__device", "__shared"):
            args = [probe_argument(kind, space) if i == position else
                    dummy(ptype, pname)
                    for i, (ptype, pname) in enumerate(params)]
            lines.append(f"void probe_{index}_{space.strip('_')}() {{")
            lines.append(f"  (void){function}({', '.join(args)});")
            where[len(lines)] = (index, space)
            lines.append("}")
    source = Path(directory) / "probe.cu"
    source.write_text("\n".join(lines) + "\n")
    run = subprocess.run([compiler, "-std=c++17", "-fsyntax-only",
                          "--cuda-host-only", "--cuda-gpu-arch=sm_90",
                          "-Wno-deprecated-declarations", "-ferror-limit=0",
                          str(source)], capture_output=True, text=True)
    failed = set()
    for m in re.finditer(r"probe\.cu:(\d+):\d+: error", run.stderr):
        if int(m.group(1)) in where:
            failed.add(where[int(m.group(1))])
    return {(i, s): (i, s) not in failed for (i, s) in where.values()}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--probe", metavar="COMPILER")
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args()
    rows = []
    for function, params in sorted(declarations(HEADER)):
        for position, (ptype, pname) in enumerate(params):
            kind = role(function, ptype, pname)
            if kind:
                rows.append((function, params, position, kind))
    results = {}
    if args.probe:
        with tempfile.TemporaryDirectory() as directory:
            results = probe(args.probe, rows, directory)
    functions = sorted({r[0] for r in rows})
    counts = {}
    for _, _, _, kind in rows:
        counts[kind] = counts.get(kind, 0) + 1
    if args.markdown:
        print("| function | parameter | role | `__device` accepted | `__shared` rejected |")
        print("|---|---|---|---|---|")
    accepted = rejected = 0
    for index, (function, params, position, kind) in enumerate(rows):
        ptype, pname = params[position]
        ok = results.get((index, "__device"))
        shared = results.get((index, "__shared"))
        accepted += bool(ok)
        rejected += shared is False
        cells = [function, pname, kind,
                 "" if ok is None else ("yes" if ok else "NO"),
                 "" if shared is None else ("yes" if not shared else "NO")]
        if args.markdown:
            print("| `%s` | `%s` | %s | %s | %s |" % tuple(cells))
        else:
            print("%-45s %-9s %-12s %-4s %s" % tuple(cells))
    summary = ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
    print(f"\n{len(functions)} functions, {len(rows)} parameters ({summary})")
    if args.probe:
        print(f"__device accepted: {accepted} of {len(rows)}; "
              f"__shared rejected: {rejected} of {len(rows)}")


if __name__ == "__main__":
    main()
