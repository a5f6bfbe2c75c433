"""Compiles every given file on the host and the device side and fails if
the compiler was killed by a signal or crashed (exit codes other than 0 and
1), whatever diagnostics the file produces."""
import subprocess
import sys

compiler, inputs_dir, files = sys.argv[1], sys.argv[2], sys.argv[3:]
crashed = []
for path in files:
    for side in ("--cuda-host-only", "--cuda-device-only"):
        cmd = [compiler, "-std=c++17", "-fno-crash-diagnostics", "-fsyntax-only",
               "-nocudainc", "-nocudalib", "-Wno-unknown-cuda-version",
               "-isystem", inputs_dir, "-include", "cuda.h",
               "--cuda-gpu-arch=sm_90", side, "-x", "cuda", path]
        rc = subprocess.run(cmd, capture_output=True).returncode
        if rc not in (0, 1):
            crashed.append(f"{path} {side}: exit {rc}")
print(f"{len(files)} files compiled on both sides")
for line in crashed:
    print("crash:", line)
sys.exit(1 if crashed else 0)
