// A header the compilation database does not name: the tools give it the
// command of a source beside it, an nvcc command.
#pragma once
#ifndef __NVCC__
#error "__NVCC__ is scale-nvcc's"
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ != 900
#error "the architecture of -gencode"
#endif
#if FROM_COMMAND != 3
#error "-DFROM_COMMAND=3 of the options file"
#endif
__device__ inline int twice(int x) { return 2 * x; }
