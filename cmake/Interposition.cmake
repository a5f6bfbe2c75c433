# Link-time interposition of upstream Clang symbols (see
# clang/lib/Hooks/InterposedSymbols.txt for the list and its format).

set(SCALE_INTERPOSED_SYMBOLS ${CMAKE_SOURCE_DIR}/clang/lib/Hooks/InterposedSymbols.txt)
set(SCALE_INTERPOSITION_PY ${CMAKE_SOURCE_DIR}/cmake/interposition.py)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
  ${SCALE_INTERPOSED_SYMBOLS} ${SCALE_INTERPOSITION_PY})

execute_process(
  COMMAND ${Python3_EXECUTABLE} ${SCALE_INTERPOSITION_PY} flags ${SCALE_INTERPOSED_SYMBOLS}
  OUTPUT_VARIABLE _scale_wrap_flags
  COMMAND_ERROR_IS_FATAL ANY)
string(REPLACE "\n" ";" SCALE_WRAP_LINK_FLAGS "${_scale_wrap_flags}")
list(FILTER SCALE_WRAP_LINK_FLAGS EXCLUDE REGEX "^$")

execute_process(
  COMMAND ${Python3_EXECUTABLE} ${SCALE_INTERPOSITION_PY} redefinitions ${SCALE_INTERPOSED_SYMBOLS}
  OUTPUT_VARIABLE _scale_redefinitions
  COMMAND_ERROR_IS_FATAL ANY)
string(REPLACE "\n" ";" _scale_redefinitions "${_scale_redefinitions}")

# Fails the build when a listed symbol is no longer referenced across objects
# (an upstream refactoring made a wrapper dead) or no longer exists.
set(_scale_stamp ${CMAKE_BINARY_DIR}/interposition.verified)
add_custom_command(
  OUTPUT ${_scale_stamp}
  COMMAND ${Python3_EXECUTABLE} ${SCALE_INTERPOSITION_PY} check
          ${SCALE_INTERPOSED_SYMBOLS} ${LLVM_LIBRARY_DIR}
          ${LLVM_TOOLS_BINARY_DIR}/llvm-nm ${_scale_stamp}
  DEPENDS ${SCALE_INTERPOSED_SYMBOLS} ${SCALE_INTERPOSITION_PY}
  COMMENT "Verifying interposed Clang symbols")
add_custom_target(scale-interposition-check DEPENDS ${_scale_stamp})

# Archive members that must keep calling an original: one rewritten copy each.
# Those of the tools' own archives (clangd, clang-tidy) are linked into the
# tools only: the compiler does not link those archives.
set(SCALE_REDEFINED_OBJECTS)
set(SCALE_TOOL_REDEFINED_OBJECTS)
set(_scale_grouped)
foreach(_entry IN LISTS _scale_redefinitions)
  if(_entry STREQUAL "")
    continue()
  endif()
  # One line per entry, "ARCHIVE MEMBER SYMBOL=TARGET": the lines, not the
  # fields, are the elements of _scale_redefinitions.
  string(REPLACE " " ";" _entry "${_entry}")
  list(GET _entry 0 _archive)
  list(GET _entry 1 _member)
  list(GET _entry 2 _symbol)
  list(APPEND _scale_grouped "${_archive}|${_member}")
  string(MAKE_C_IDENTIFIER "${_archive}_${_member}" _id)
  # _symbol is SYMBOL=TARGET (interposition.py redefinitions)
  list(APPEND _scale_syms_${_id} "--redefine-sym=${_symbol}")
endforeach()
list(REMOVE_DUPLICATES _scale_grouped)
foreach(_pair IN LISTS _scale_grouped)
  string(REPLACE "|" ";" _pair "${_pair}")
  list(GET _pair 0 _archive)
  list(GET _pair 1 _member)
  string(MAKE_C_IDENTIFIER "${_archive}_${_member}" _id)
  set(_dir ${CMAKE_BINARY_DIR}/redefined/${_archive})
  set(_out ${_dir}/${_member})
  add_custom_command(
    OUTPUT ${_out}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${_dir}/extract
    COMMAND ${LLVM_TOOLS_BINARY_DIR}/llvm-ar x --output=${_dir}/extract
            ${LLVM_LIBRARY_DIR}/lib${_archive}.a ${_member}
    COMMAND ${LLVM_TOOLS_BINARY_DIR}/llvm-objcopy ${_scale_syms_${_id}}
            ${_dir}/extract/${_member} ${_out}
    DEPENDS ${SCALE_INTERPOSED_SYMBOLS} ${LLVM_LIBRARY_DIR}/lib${_archive}.a
    COMMENT "Rewriting ${_member} of lib${_archive}.a to call the originals")
  if(_archive MATCHES "^clang(Daemon|Tidy)")
    list(APPEND SCALE_TOOL_REDEFINED_OBJECTS ${_out})
  else()
    list(APPEND SCALE_REDEFINED_OBJECTS ${_out})
  endif()
endforeach()

# Custom command outputs are only known to targets of this directory; the
# linked targets live in subdirectories and depend on this one instead.
add_custom_target(scale-redefined-objects
  DEPENDS ${SCALE_REDEFINED_OBJECTS} ${SCALE_TOOL_REDEFINED_OBJECTS})

# Links TARGET against the Clang archives with every interposition applied;
# TOOL for scale-clangd and scale-clang-tidy.
function(scale_link_interposed target)
  cmake_parse_arguments(PARSE_ARGV 1 _link "TOOL" "" "")
  set(_objects ${SCALE_REDEFINED_OBJECTS})
  if(_link_TOOL)
    list(APPEND _objects ${SCALE_TOOL_REDEFINED_OBJECTS})
  endif()
  add_dependencies(${target} scale-interposition-check scale-redefined-objects)
  target_sources(${target} PRIVATE ${_objects})
  set_source_files_properties(${_objects} PROPERTIES
    EXTERNAL_OBJECT TRUE GENERATED TRUE)
  # --gc-sections: Debian's archives put each function in a section of its
  # own, and dropping the ones nothing reaches packs the hot code of the
  # 36 MB text closer together: thrust+cub compiled 1.6% to 3% faster in
  # CPU time with the same instructions (docs/corpus.md, 2026-11-28, third
  # session).
  target_link_options(${target} PRIVATE -fuse-ld=lld -Wl,--gc-sections
                      ${SCALE_WRAP_LINK_FLAGS})
endfunction()
