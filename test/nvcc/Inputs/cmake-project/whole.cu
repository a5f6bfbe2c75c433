#include "store_answer.h"
__global__ void store(int *x) { *x = 42; }
int main() { return runAndCheck(store); }
