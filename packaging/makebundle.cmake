# SPDX-License-Identifier: Apache-2.0
# Stages the agent's sources under <STAGE_DIR>/<NAME>/ and packs them into ARCHIVE.
# Run by packaging/CMakeLists.txt: cmake -DSOURCE_DIR= -DMANIFEST= -DREADME= -DSTAGE_DIR= -DNAME= -DARCHIVE=
# -DGZIP= -P makebundle.cmake
cmake_minimum_required(VERSION 3.25)

# Start empty: a file deleted from the source tree must leave the bundle too.
file(REMOVE_RECURSE ${STAGE_DIR})
file(STRINGS ${MANIFEST} files)
foreach(file IN LISTS files)
    cmake_path(GET file PARENT_PATH dir)
    file(COPY ${SOURCE_DIR}/${file} DESTINATION ${STAGE_DIR}/${NAME}/${dir})
endforeach()
file(COPY_FILE ${README} ${STAGE_DIR}/${NAME}/README.md)

# A fixed time, a sorted list and gzip without a time stamp (-n): the same sources, bundled by the same user,
# give the same bytes, so the archive's hash can key a cache of remote builds.
list(SORT files)
list(TRANSFORM files PREPEND ${NAME}/)
string(REGEX REPLACE "\\.gz$" "" tar ${ARCHIVE})
execute_process(
    COMMAND ${CMAKE_COMMAND} -E tar cf ${tar} --format=gnutar "--mtime=2000-01-01 00:00:00 UTC"
            ${NAME}/README.md ${files}
    COMMAND_ERROR_IS_FATAL ANY
    WORKING_DIRECTORY ${STAGE_DIR})
execute_process(COMMAND ${GZIP} -n -f ${tar} COMMAND_ERROR_IS_FATAL ANY)
