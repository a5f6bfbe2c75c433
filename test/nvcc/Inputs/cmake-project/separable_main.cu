#include "store_answer.h"
extern __device__ int answer();
__global__ void store(int *x) { *x = answer(); }
int main() { return runAndCheck(store); }
