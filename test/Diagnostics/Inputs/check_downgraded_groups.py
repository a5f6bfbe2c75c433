"""Compiles the "wrong" example of every group of docs/diagnostics.md with
the group downgraded (-Wno-error=GROUP, -Wno-error=scale-addrspace) and
silenced (-Wno-GROUP, -Wno-scale-addrspace), at -O0 and -O2, to PTX and to
AMDGPU assembly (device side) and to host assembly, and checks that each
compiles: exit status 0 and no error, as docs/diagnostics.md promises.

usage: check_downgraded_groups.py DOC WORKDIR COMPILER [FLAGS...]
"""
import os
import re
import subprocess
import sys

doc, workdir, compiler, flags = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
os.makedirs(workdir, exist_ok=True)
examples = re.findall(r"<!-- example wrong (scale-addrspace-[a-z-]+) -->\s*```cuda\n(.*?)```",
                      open(doc).read(), re.S)

# The stand-in cuda.h has no HIP launch API: AMDGPU is checked on the
# device side, where the rules apply.
modes = {
    "ptx": ["--cuda-gpu-arch=sm_90", "--cuda-device-only"],
    "amdgpu": ["-x", "hip", "-nogpulib", "--offload-arch=gfx942", "--cuda-device-only"],
    "host": ["--cuda-gpu-arch=sm_90", "--cuda-host-only"],
}

failures = []
runs = 0
for number, (group, code) in enumerate(examples, 1):
    path = os.path.join(workdir, "%s-%d.cu" % (group, number))
    with open(path, "w") as f:
        f.write(code)
    for control in ["-Wno-error=" + group, "-Wno-" + group,
                    "-Wno-error=scale-addrspace", "-Wno-scale-addrspace"]:
        for level in ["-O0", "-O2"]:
            for mode, mode_flags in modes.items():
                runs += 1
                run = subprocess.run([compiler, *flags, *mode_flags, level, control,
                                      "-S", "-o", os.devnull, path],
                                     capture_output=True, text=True)
                if run.returncode != 0 or "error:" in run.stderr:
                    failures.append("%s %s %s %s: rc=%d\n%s" % (
                        group, control, level, mode, run.returncode, run.stderr))

for failure in failures:
    print("FAIL: " + failure)
print("checked %d groups in %d compilations, %d failures" % (
    len({group for group, _ in examples}), runs, len(failures)))
sys.exit(1 if failures else 0)
