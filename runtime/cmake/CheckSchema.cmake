# Fails when the committed fsdpx_generated.h is not what flatc makes of the
# schema today. Run by the runtime.schema_up_to_date test and the
# fsdpx-schema-check target: cmake -DFLATC=... -DSCHEMA=... -DHEADER=...
# -DARGS="..." -DWORK=... -P CheckSchema.cmake
execute_process(COMMAND ${FLATC} --version OUTPUT_VARIABLE version
                OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT version MATCHES "2\\.0\\.8")
  # Another flatc writes another header; the vendored headers are 2.0.8.
  message(WARNING "skipping the schema check: ${version} is not flatc 2.0.8")
  return()
endif()
separate_arguments(args UNIX_COMMAND "${ARGS}")
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${FLATC} ${args} -o ${WORK} ${SCHEMA}
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "flatc failed on ${SCHEMA}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files
                ${WORK}/fsdpx_generated.h ${HEADER} RESULT_VARIABLE differ)
if(NOT differ EQUAL 0)
  message(FATAL_ERROR "${HEADER} is stale: regenerate it with "
          "`cmake --build <build> --target fsdpx-schema-regenerate`")
endif()
message(STATUS "fsdpx_generated.h is up to date")
