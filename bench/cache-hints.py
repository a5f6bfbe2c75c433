#!/usr/bin/env python3
"""Counts the L2 cache-hint instructions of cuda::annotated_ptr kernels.

Compiles the kernels of test/CodeGen/cache-hints.cu (one per access
property, stores, vectors, the seed's grid-stride update, associate, shared,
apply_access_property, discard_memory) to PTX for sm_90 with nvcc,
clang++-22 and scale-clang++, in one run, and counts per kernel:

  ld.hint / st.hint    ld/st.global.L2::cache_hint (any type, vector forms)
  plain                ld/st.global without a hint
  L2 ops               prefetch.global.L2::*, discard.global.L2, applypriority
  createpolicy         createpolicy.* (nvcc 13 encodes policies as constants)
  policies             the 64-bit policy operands of the hinted accesses,
                       evaluated from the PTX (nvcc computes them with
                       mov.f32/cvt/and/setp/selp/or, which this folds)

--gpu times bench/kernels/l2_residency.cu built by each of the three
compilers instead (needs a GPU of sm_80 or later): the same kernel with
plain pointers and with a persisting working set re-read while a streaming
array passes through (cuda::annotated_ptr). Prints, per compiler,
milliseconds per launch of both, annotated/plain, and the annotated time
against nvcc's. --build-only builds the three binaries and runs nothing.

Usage: cache-hints.py [--scale PATH] [--clang PATH] [--nvcc PATH]
       [--cuda-path DIR] [--opt -O3] [--markdown] [--gpu [--build-only]]
"""
import argparse
import os
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "..", "test", "CodeGen", "cache-hints.cu")
GPU_SOURCE = os.path.join(HERE, "kernels", "l2_residency.cu")
ENTRY = re.compile(r"^\.visible \.entry (\w+)\(")
OPERANDS = re.compile(r"^\s*(?:@!?%\w+\s+)?([a-z][\w.:]*)\s+(.*?);")
MASK64 = (1 << 64) - 1


def kernel_bodies(ptx):
    """Yields (mangled name, instruction lines) for each kernel."""
    name, body = None, []
    for line in ptx.splitlines():
        m = ENTRY.match(line)
        if m:
            if name:
                yield name, body
            name, body = m.group(1), []
        elif name:
            body.append(line)
    if name:
        yield name, body


def evaluate_policies(body):
    """The policy operand of every hinted access, folded where the PTX
    computes it from constants; None where it does not."""
    regs = {}

    def value(operand):
        operand = operand.strip()
        if operand.startswith("%"):
            return regs.get(operand)
        if operand.startswith("0f"):
            return struct.unpack(">f", bytes.fromhex(operand[2:]))[0]
        try:
            return int(operand, 0)
        except ValueError:
            return None

    policies = []
    for line in body:
        m = OPERANDS.match(line)
        if not m:
            continue
        op, args = m.group(1), [a.strip() for a in m.group(2).split(",")]
        if ".L2::cache_hint" in op and op.startswith(("ld.", "st.")):
            policies.append(value(args[-1]))
            continue
        vals = [value(a) for a in args[1:]]
        if any(v is None for v in vals):
            regs.pop(args[0], None)
            continue
        if op in ("mov.f32", "mov.u64", "mov.b64"):
            regs[args[0]] = vals[0]
        elif op == "cvt.rzi.u32.f32":
            regs[args[0]] = int(vals[0]) & 0xFFFFFFFF
        elif op.startswith("and."):
            regs[args[0]] = vals[0] & vals[1]
        elif op.startswith("or."):
            regs[args[0]] = (vals[0] | vals[1]) & MASK64
        elif op == "setp.eq.s32":
            regs[args[0]] = vals[0] == vals[1]
        elif op == "selp.b64":
            regs[args[0]] = vals[0] if vals[2] else vals[1]
        else:
            regs.pop(args[0], None)
    return policies


def count(ptx):
    rows = {}
    for name, body in kernel_bodies(ptx):
        c = {"ld.hint": 0, "st.hint": 0, "plain": 0, "L2 ops": 0,
             "createpolicy": 0}
        for line in body:
            m = OPERANDS.match(line)
            if not m:
                continue
            op = m.group(1)
            if op.startswith(("ld.global", "st.global")):
                if ".L2::cache_hint" in op:
                    c[op[:2] + ".hint"] += 1
                else:
                    c["plain"] += 1
            elif op.startswith(("prefetch.global.L2", "discard.global.L2",
                                "applypriority")):
                c["L2 ops"] += 1
            elif op.startswith("createpolicy"):
                c["createpolicy"] += 1
        policies = evaluate_policies(body)
        c["policies"] = " ".join(
            sorted({"?" if p is None else "0x%016x" % p for p in policies}))
        rows[name] = c
    return rows


def demangled_name(mangled):
    m = re.match(r"_Z(\d+)", mangled)
    return mangled[len(m.group(0)):][:int(m.group(1))] if m else mangled


def print_row(cells, markdown):
    if markdown:
        print("| " + " | ".join(cells) + " |")
    else:
        print(" ".join(f"{c:>14}" for c in cells))


def count_table(args, compilers):
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        for label, cmd in compilers:
            out = os.path.join(tmp, "out.ptx")
            subprocess.run(cmd + [SOURCE, "-o", out], check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            with open(out) as f:
                results[label] = count(f.read())

    columns = ["ld.hint", "st.hint", "plain", "L2 ops", "createpolicy", "policies"]
    print_row(["kernel", "compiler", *columns], args.markdown)
    if args.markdown:
        print("|---|---|" + "---|" * len(columns))
    totals = {label: {c: 0 for c in columns[:-1]} for label, _ in compilers}
    for kernel in results["nvcc"]:
        for label, _ in compilers:
            row = results[label].get(kernel)
            if row is None:
                sys.exit(f"{label} has no kernel {kernel}")
            for c in columns[:-1]:
                totals[label][c] += row[c]
            print_row([demangled_name(kernel), label,
                       *(str(row[c]) for c in columns)], args.markdown)
    for label, _ in compilers:
        print_row(["total", label, *(str(totals[label][c]) for c in columns[:-1]),
                   ""], args.markdown)


def gpu_table(args, compilers):
    runtime = os.path.join(args.cuda_path, "lib64")
    times = {}
    with tempfile.TemporaryDirectory() as tmp:
        for label, cmd in compilers:
            exe = os.path.join(tmp, label)
            if label != "nvcc":
                cmd = cmd + ["-x", "cuda", "-L" + runtime, "-lcudart",
                             "-Wl,-rpath," + runtime]
            cmd = [c for c in cmd if c not in ("-S", "--cuda-device-only", "-ptx")]
            subprocess.run(cmd + [GPU_SOURCE, "-o", exe], check=True)
            if args.build_only:
                print(f"built {label}")
                continue
            out = subprocess.run([exe], check=True, capture_output=True,
                                 text=True).stdout
            times[label] = {name: float(ms) for name, ms in
                            (line.split() for line in out.splitlines())}
    if args.build_only:
        return
    header = ["compiler", "plain ms", "annotated ms", "annotated/plain",
              "annotated vs nvcc"]
    print_row(header, args.markdown)
    if args.markdown:
        print("|" + "---|" * len(header))
    for label, _ in compilers:
        t = times[label]
        print_row([label, "%.4f" % t["plain"], "%.4f" % t["annotated"],
                   "%.3f" % (t["annotated"] / t["plain"]),
                   "%.3f" % (t["annotated"] / times["nvcc"]["annotated"])],
                  args.markdown)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", default=os.path.join(HERE, "..", "build", "bin", "scale-clang++"))
    ap.add_argument("--clang", default="clang++-22")
    ap.add_argument("--nvcc", default="/usr/local/cuda/bin/nvcc")
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    ap.add_argument("--opt", default="-O3")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--gpu", action="store_true")
    ap.add_argument("--build-only", action="store_true")
    args = ap.parse_args()

    clang_common = ["--cuda-path=" + args.cuda_path, "-Wno-unknown-cuda-version",
                    "-std=c++17", "-I" + os.path.join(args.cuda_path, "include", "cccl"),
                    "--cuda-gpu-arch=sm_90", "--cuda-device-only", "-S", args.opt]
    compilers = [
        ("nvcc", [args.nvcc, "-std=c++17", "-arch=sm_90", "-ptx", args.opt]),
        ("clang++-22", [args.clang, *clang_common]),
        ("scale-clang++", [args.scale, *clang_common]),
    ]
    if args.gpu:
        gpu_table(args, compilers)
    else:
        count_table(args, compilers)


if __name__ == "__main__":
    main()
