#!/usr/bin/env python3
"""Which functions nvcc's headers give a CUDA source that a compiler lacks.

Takes nvcc's own preprocessing of `#include <cuda_runtime.h>` (the `gcc -E`
step that `nvcc -dryrun` shows, once with __CUDA_ARCH__ for the device and
once without for the host), collects every function declaration and
definition that comes from crt/, sm_*_intrinsics, sm_*_atomic_functions,
device_atomic_functions, device_functions and math_functions, and probes
each by its exact signature under the compiler given:
`static_cast<R (*)(Args...)>(&name)` in a __device__ function (device
functions) or a host function (host ones). Prints the number probed and
missing per side and the missing ones by header and name. Templates and
variadic functions are left out. docs/nvcc.md has the results.

    bench/nvcc-only-functions.py clang++-22
    bench/nvcc-only-functions.py build/bin/scale-clang++
    bench/nvcc-only-functions.py --per-name build/bin/scale-clang++
"""

import argparse
import collections
import concurrent.futures
import pathlib
import re
import shlex
import subprocess
import tempfile

NVCC = "/usr/local/cuda/bin/nvcc"
HEADERS = re.compile(r"/include/(crt/|sm_\d+_intrinsics|sm_\d+_atomic|"
                     r"device_atomic|device_functions|math_functions)")
ATTRIBUTE = re.compile(r"__attribute__\(\((\w+)(?:\((?:[^()]|\([^()]*\))*\))?\)\)")
DECLARATION = re.compile(r"^([^()]*?)\b(\w+)\s*\(([^()]*)\)\s*"
                         r"(?:noexcept\s*(?:\(\s*true\s*\))?|throw\s*\(\s*\))?"
                         r"\s*(?:@\w+\s*)*$")


def preprocess(directory, arch):
    """nvcc's preprocessed TU for the device and the host side."""
    source = directory / "empty.cu"
    source.write_text("")
    dry = subprocess.run([NVCC, f"-arch={arch}", "-ptx", str(source),
                          "-dryrun"], capture_output=True, text=True).stderr
    line = next(l for l in dry.splitlines()
                if l.startswith("#$ gcc") and "-D__CUDA_ARCH__" in l)
    args = shlex.split(line[2:])
    args = args[:args.index("-o")]
    outputs = {}
    for side in ("device", "host"):
        side_args = [a for a in args if side == "device" or
                     not a.startswith(("-D__CUDA_ARCH__", "-D__CUDA_ARCH_LIST__"))]
        outputs[side] = directory / f"{side}.ii"
        subprocess.run(side_args + ["-o", str(outputs[side])], check=True)
    return outputs


def statements(path):
    """(header, text) of each top-level declaration or definition head."""
    header, chunks = None, []
    for line in open(path, errors="replace"):
        marker = re.match(r'# \d+ "([^"]+)"', line)
        if marker:
            header = marker.group(1)
        elif header and HEADERS.search(header):
            chunks.append((header, line))
    depth, text, start = 0, "", None
    for header, line in chunks:
        for ch in line:
            if depth:
                depth += {"{": 1, "}": -1}.get(ch, 0)
                continue
            start = start or header
            text += ch
            if ch == ";" or ch == "}":
                if ch == ";":
                    yield start, text[:-1]
                text, start = "", None
            elif ch == "{":
                head = " ".join(text[:-1].split())
                # Linkage blocks and namespaces hold declarations.
                if not (head.endswith('extern "C"') or
                        head.startswith("namespace") or not head):
                    yield start, text[:-1]
                    depth = 1
                text, start = "", None


def declarations(path, side):
    for header, text in statements(path):
        text = " ".join(text.split())
        if any(w in text for w in ("template", "typedef", "operator", "...")):
            continue
        text = ATTRIBUTE.sub(r" @\1 ", text).strip()
        match = DECLARATION.match(text)
        if not match:
            continue
        prefix, name, params = match.groups()
        attributes = re.findall(r"@(\w+)", prefix)
        result = re.sub(r"@\w+|\b(extern|static|inline|__inline__|"
                        r"__forceinline__|constexpr)\b", "", prefix)
        result = " ".join(result.split())
        if not result or "return" in result or "=" in result:
            continue
        device = "device" in attributes
        host = "host" in attributes or not device
        if not (device if side == "device" else host):
            continue
        params = [] if params.strip() in ("", "void") else [
            " ".join(p.split("=")[0].split()) for p in params.split(",")]
        yield (header.split("/include/")[1], name,
               f"{result}(*)({', '.join(params)})")


def probe(compiler, directory, side, decls, arch, tag=""):
    attribute = "__device__" if side == "device" else "__host__"
    lines, owners = ["#include <cuda_runtime.h>"], {}
    for header, name, signature in decls:
        lines.append(f"{attribute} void probe_{len(lines)}() "
                     f"{{ (void)static_cast<{signature}>(&{name}); }}")
        owners[len(lines)] = (header, name, signature)
    source = directory / f"probe_{side}{tag}.cu"
    source.write_text("\n".join(lines) + "\n")
    errors = subprocess.run(
        shlex.split(compiler) + ["-x", "cuda", f"--cuda-gpu-arch={arch}",
                                 f"--cuda-{side}-only", "-fsyntax-only",
                                 "-std=c++17", "-ferror-limit=0", "-w",
                                 str(source)],
        capture_output=True, text=True).stderr
    failing = {int(m) for m in re.findall(
        rf"^{re.escape(str(source))}:(\d+):\d+: error", errors, re.M)}
    return [owners[l] for l in sorted(failing) if l in owners]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("compiler", help="the C++ compiler to probe")
    parser.add_argument("--arch", default="sm_90")
    parser.add_argument("--per-name", action="store_true",
                        help="one translation unit per function name, so "
                             "that each probe sees only what naming that "
                             "function brings in (scale-clang reads the "
                             "headers of nvcc-only functions on use)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        directory = pathlib.Path(tmp)
        sources = preprocess(directory, args.arch)
        for side in ("device", "host"):
            # One probe per signature: a header's declaration and its .hpp
            # definition are the same function.
            first = {}
            for header, name, signature in declarations(sources[side], side):
                first.setdefault((name, signature), header)
            decls = sorted((h, n, s) for (n, s), h in first.items())
            if args.per_name:
                names = collections.defaultdict(list)
                for decl in decls:
                    names[decl[1]].append(decl)
                with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
                    results = pool.map(
                        lambda item: probe(args.compiler, directory, side,
                                           item[1], args.arch,
                                           "_" + item[0]),
                        sorted(names.items()))
                    missing = [m for result in results for m in result]
            else:
                missing = probe(args.compiler, directory, side, decls,
                                args.arch)
            print(f"{side}: {len(decls)} signatures probed, "
                  f"{len(missing)} missing")
            counts = collections.Counter((h, n) for h, n, _ in missing)
            for (header, name), count in sorted(counts.items()):
                print(f"  {header} {name} {count}")


if __name__ == "__main__":
    main()
