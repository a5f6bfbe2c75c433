void hostOnly() {}
__global__ void kernel() { hostOnly(); }
