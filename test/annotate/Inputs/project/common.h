#ifndef COMMON_H
#define COMMON_H
struct Field {
  float *values;
  int n;
};
__global__ void scaleField(Field f, float s);
void launchScale(float *d, int n, float s);
#endif
