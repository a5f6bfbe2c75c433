// Host code that Clang warns about by default and g++ only at -Wall
// (switch, parentheses) or -Wextra (empty-body).
enum Mode { Add, Scale, Copy };

__global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }

float factor(Mode mode) {
  switch (mode) {
  case Add:
    return 1;
  case Scale:
    return 2;
  }
  return 0;
}

int choose(int n) {
  int chosen = 0;
  if (chosen = n)
    return chosen;
  if (n > 2);
  return -1;
}
