# SPDX-License-Identifier: Apache-2.0
# Project-wide compile settings shared by every target, the agent's standalone bundle included.
include_guard(GLOBAL)

option(FW_WERROR "Treat compiler warnings as errors (CI turns this on)" OFF)
option(FW_USE_CLANG_TIDY "Run clang-tidy while compiling" OFF)
option(FW_ASAN "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)

if(CMAKE_SOURCE_DIR STREQUAL CMAKE_BINARY_DIR)
    message(FATAL_ERROR "In-source builds are refused: use a build folder, e.g. `cmake --preset dev`.")
endif()

if(NOT DEFINED FW_VERSION)
    file(STRINGS "${CMAKE_CURRENT_LIST_DIR}/../VERSION" FW_VERSION LIMIT_COUNT 1)
endif()

if(NOT TARGET fw_common)
    add_library(fw_common INTERFACE)
    target_compile_features(fw_common INTERFACE cxx_std_20)
    target_compile_options(fw_common INTERFACE
        -Wall -Wextra -Wpedantic -Wold-style-cast -Wnon-virtual-dtor -Wshadow
        # Designated initializers that leave members at their defaults are intended, not a slip.
        -Wno-missing-field-initializers
        $<$<BOOL:${FW_WERROR}>:-Werror>)
    target_compile_definitions(fw_common INTERFACE
        QT_NO_CAST_FROM_ASCII QT_NO_CONTEXTLESS_CONNECT QT_DISABLE_DEPRECATED_UP_TO=0x060400)
    if(FW_ASAN)
        target_compile_options(fw_common INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer)
        target_link_options(fw_common INTERFACE -fsanitize=address,undefined)
    endif()
endif()

if(FW_USE_CLANG_TIDY)
    find_program(FW_CLANG_TIDY clang-tidy REQUIRED)
    set(CMAKE_CXX_CLANG_TIDY "${FW_CLANG_TIDY}")
endif()
