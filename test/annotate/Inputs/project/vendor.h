#ifndef VENDOR_H
#define VENDOR_H
// A library's interface, excluded from editing: it takes plain pointers.
void vendorCheck(const float *values, int n);
#endif
