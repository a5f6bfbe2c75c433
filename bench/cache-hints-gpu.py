#!/usr/bin/env python3
"""Times bench/kernels/l2_residency.cu built by nvcc, clang++-22 and
scale-clang++ (needs a GPU of sm_80 or later).

Each binary times the same kernel twice: with plain pointers and with a
persisting working set re-read while a streaming array passes through
(cuda::annotated_ptr). Prints, per compiler, milliseconds per launch of
both, annotated/plain, and the annotated time against nvcc's.

Usage: cache-hints-gpu.py [--scale PATH] [--clang PATH] [--nvcc PATH]
       [--cuda-path DIR] [--arch sm_90] [--build-only] [--markdown]
"""
import argparse
import os
import subprocess
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "kernels", "l2_residency.cu")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--scale", default=os.path.join(HERE, "..", "build", "bin", "scale-clang++"))
    ap.add_argument("--clang", default="clang++-22")
    ap.add_argument("--nvcc", default="/usr/local/cuda/bin/nvcc")
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--build-only", action="store_true",
                    help="build the three binaries, run nothing")
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()

    cuda = args.cuda_path
    clang_flags = ["-x", "cuda", "--cuda-path=" + cuda, "-Wno-unknown-cuda-version",
                   "-std=c++17", "-O3", "--cuda-gpu-arch=" + args.arch,
                   "-I" + os.path.join(cuda, "include", "cccl"), SOURCE,
                   "-L" + os.path.join(cuda, "lib64"), "-lcudart",
                   "-Wl,-rpath," + os.path.join(cuda, "lib64")]
    compilers = [
        ("nvcc", [args.nvcc, "-std=c++17", "-O3", "-arch=" + args.arch, SOURCE]),
        ("clang++-22", [args.clang, *clang_flags]),
        ("scale-clang++", [args.scale, *clang_flags]),
    ]
    times = {}
    with tempfile.TemporaryDirectory() as tmp:
        for label, cmd in compilers:
            exe = os.path.join(tmp, label)
            subprocess.run(cmd + ["-o", exe], check=True)
            if args.build_only:
                print(f"built {label}")
                continue
            out = subprocess.run([exe], check=True, capture_output=True, text=True).stdout
            times[label] = {name: float(ms) for name, ms in
                            (line.split() for line in out.splitlines())}
    if args.build_only:
        return
    nvcc_annotated = times["nvcc"]["annotated"]
    header = ["compiler", "plain ms", "annotated ms", "annotated/plain",
              "annotated vs nvcc"]
    if args.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
    for label, _ in compilers:
        t = times[label]
        row = [label, "%.4f" % t["plain"], "%.4f" % t["annotated"],
               "%.3f" % (t["annotated"] / t["plain"]),
               "%.3f" % (t["annotated"] / nvcc_annotated)]
        print(("| " + " | ".join(row) + " |") if args.markdown else " ".join(row))


if __name__ == "__main__":
    main()
