__global__ void spin(volatile unsigned int *latch) {
  while (latch && latch[0] < 1)
    ;
}
