// `typeof` in a C++ file compiled through scale-nvcc with -std=c++17.
typeof(1 + 1) hostValue = 2;
