#pragma once
__device__ float axpy(float a, float x, float y);
void report(const char *what, float value);
