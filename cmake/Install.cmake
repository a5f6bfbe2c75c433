# Install rules, the CMake package config and the Debian package.
#
# The installed tree is relocatable: bin/ (the compiler and tools), include/
# (libscale), lib/cmake/ScaleClang (find_package(ScaleClang CONFIG)),
# share/doc/scale-clang (docs and examples). The binaries find include/ from
# their own location; Clang 22's pieces are the Debian packages' (Depends).

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS scale-clang RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# scale-clang++, scale-nvcc and scale-nvcc's host compiler (the link
# scale-nvcc's -v names, which CMake links CUDA targets with) are links to
# scale-clang (install keeps links as links).
install(FILES ${CMAKE_RUNTIME_OUTPUT_DIRECTORY}/scale-clang++
              ${CMAKE_RUNTIME_OUTPUT_DIRECTORY}/scale-nvcc
              ${CMAKE_RUNTIME_OUTPUT_DIRECTORY}/scale-nvcc-host-c++
        DESTINATION ${CMAKE_INSTALL_BINDIR})
foreach(tool IN LISTS SCALE_INSTALLED_TOOLS)
  install(TARGETS ${tool} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endforeach()

# The tools' resource directory (see CMakeLists.txt): a link to Clang 22's.
install(FILES ${CMAKE_BINARY_DIR}/lib/clang/${SCALE_RESOURCE_MAJOR}
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/clang)

install(DIRECTORY ${SCALE_LIBSCALE_INCLUDE_DIR}/spec
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

install(DIRECTORY ${CMAKE_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${CMAKE_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/examples
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

set(SCALE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/ScaleClang)
configure_package_config_file(
  ${CMAKE_SOURCE_DIR}/cmake/ScaleClangConfig.cmake.in
  ${CMAKE_BINARY_DIR}/cmake/ScaleClangConfig.cmake
  INSTALL_DESTINATION ${SCALE_CMAKE_DIR}
  PATH_VARS CMAKE_INSTALL_BINDIR CMAKE_INSTALL_INCLUDEDIR)
write_basic_package_version_file(
  ${CMAKE_BINARY_DIR}/cmake/ScaleClangConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cmake/ScaleClangConfig.cmake
              ${CMAKE_BINARY_DIR}/cmake/ScaleClangConfigVersion.cmake
              ${CMAKE_SOURCE_DIR}/cmake/ScaleClangCUDA.cmake
              ${CMAKE_SOURCE_DIR}/cmake/fatbinary-image3.sh.in
        DESTINATION ${SCALE_CMAKE_DIR})

# cpack -G DEB (in the build directory) makes scale-clang_VERSION_amd64.deb,
# installable with `apt install ./scale-clang_*.deb`. The binaries link
# libLLVM-22.so (llvm-22-dev ships the versioned library), and the driver
# runs Clang 22's tools (clang-22, clang-tools-22's offload wrappers, lld-22)
# with Clang 22's resource directory (libclang-common-22-dev); scale-clangd
# links Debian clangd's gRPC/protobuf remote-index runtime.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME scale-clang)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "scale-clang developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "CUDA C++ compiler on Clang 22 whose type system knows where memory lives")
# The package installs under /opt/scale-clang (a tree of its own: its
# include/ holds only libscale) and registers /usr/bin/scale-clang,
# scale-clang++, scale-nvcc and the tools, and /usr/lib/cmake/ScaleClang, with
# update-alternatives.
set(CPACK_PACKAGING_INSTALL_PREFIX /opt/scale-clang)
set(_scale_links "")
foreach(_name scale-clang++ scale-nvcc ${SCALE_INSTALLED_TOOLS})
  string(APPEND _scale_links
    " --slave /usr/bin/${_name} ${_name} /opt/scale-clang/bin/${_name}")
endforeach()
file(WRITE ${CMAKE_BINARY_DIR}/deb/postinst
"#!/bin/sh
set -e
if [ \"$1\" = configure ]; then
  update-alternatives --install /usr/bin/scale-clang scale-clang /opt/scale-clang/bin/scale-clang 100${_scale_links} --slave /usr/lib/cmake/ScaleClang scale-clang-cmake /opt/scale-clang/lib/cmake/ScaleClang
fi
")
file(WRITE ${CMAKE_BINARY_DIR}/deb/prerm
"#!/bin/sh
set -e
if [ \"$1\" = remove ] || [ \"$1\" = deconfigure ]; then
  update-alternatives --remove scale-clang /opt/scale-clang/bin/scale-clang
fi
")
file(CHMOD ${CMAKE_BINARY_DIR}/deb/postinst ${CMAKE_BINARY_DIR}/deb/prerm
     PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ
                 GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA
    ${CMAKE_BINARY_DIR}/deb/postinst ${CMAKE_BINARY_DIR}/deb/prerm)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "clang-22, clang-tools-22, lld-22, libclang-common-22-dev, llvm-22-dev, libc6, libstdc++6, libgcc-s1, libgcc-12-dev, libgrpc++1.51, libgrpc29, libprotobuf32, libabsl20220623")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "cmake (>= 3.31.8), libomp-22-dev")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "cuda-toolkit-13")
include(CPack)
