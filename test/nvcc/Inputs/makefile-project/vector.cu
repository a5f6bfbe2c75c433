#include "vector.h"
__device__ float axpy(float a, float x, float y) { return a * x + y; }
