"""Compiles every given file twice in each mode and fails unless both runs
give byte-identical outputs: the device PTX (-O2), the host object (-O2),
AMDGPU assembly for HIP files, and the diagnostics of -fsyntax-only with the
extension on. Files that do not compile are compared by their diagnostics
and exit codes. (Both runs get the same arguments, output path included: the
driver derives the CUDA/HIP -cuid from them.)"""
import os
import subprocess
import sys
import tempfile

compiler, inputs_dir, files = sys.argv[1], sys.argv[2], sys.argv[3:]
hermetic = ["-nocudainc", "-nocudalib", "-Wno-unknown-cuda-version",
            "-isystem", inputs_dir, "-include", "cuda.h", "--cuda-gpu-arch=sm_90"]
modes = {
    "ptx": hermetic + ["-x", "cuda", "--cuda-device-only", "-S", "-O2"],
    "host-object": hermetic + ["-x", "cuda", "--cuda-host-only", "-c", "-O2"],
    "diagnostics": hermetic + ["-x", "cuda", "-fsyntax-only"],
}
hip_modes = {
    "amdgpu": ["-nogpulib", "-nogpuinc", "-isystem", inputs_dir, "-include", "cuda.h",
               "-x", "hip", "--offload-arch=gfx942", "--cuda-device-only", "-S", "-O2"],
}

differ = []
compared = 0
with tempfile.TemporaryDirectory() as tmp:
    for path in files:
        for mode, args in (hip_modes if path.endswith(".hip") else modes).items():
            runs = []
            for i in range(2):
                # One output path: the driver's -cuid hash covers the arguments.
                out = os.path.join(tmp, "out")
                if os.path.exists(out):
                    os.remove(out)
                cmd = [compiler, "-std=c++17", "-fno-crash-diagnostics", *args, path]
                if mode != "diagnostics":
                    cmd += ["-o", out]
                p = subprocess.run(cmd, capture_output=True)
                data = open(out, "rb").read() if os.path.exists(out) else b""
                runs.append((p.returncode, p.stderr, data))
            compared += 1
            if runs[0] != runs[1]:
                differ.append("%s %s" % (path, mode))
print("%d file/mode pairs compiled twice" % compared)
for line in differ:
    print("differs:", line)
sys.exit(1 if differ else 0)
