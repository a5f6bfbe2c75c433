// -ftime-report and -ftime-trace work with the extension on, in both
// compilations of a CUDA file: the front-end timer group that CodeGen's
// timers hang off exists (without it cc1 crashed at the first timer), the
// report is printed and the trace file written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 -c -ftime-report %s -o %t/report.o 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: Clang time report
// REPORT: Clang time report
// RUN: %scale_cxx -std=c++17 %hermetic_cuda --cuda-gpu-arch=sm_90 -c -ftime-trace %s -o %t/trace.o
// RUN: FileCheck %s --check-prefix=TRACE < %t/trace.json
// TRACE: "traceEvents"
// TRACE: "name":"ExecuteCompiler"

__global__ void scaleBy(__device float *out, float s) { out[threadIdx.x] *= s; }
