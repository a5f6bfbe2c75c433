__global__ void k(float *p) { p[0] = 1; }
int main() {
  float *d;
  return missing(d);
}
