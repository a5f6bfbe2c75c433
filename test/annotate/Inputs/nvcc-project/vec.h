#ifndef VEC_H
#define VEC_H
void vecAdd(const float *a, const float *b, float *c, int n);
#endif
