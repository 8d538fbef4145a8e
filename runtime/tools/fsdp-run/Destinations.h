//===- Destinations.h - a run's outputs, checked first ----------*- C++ -*-===//

#ifndef FSDPC_TOOLS_FSDP_RUN_DESTINATIONS_H
#define FSDPC_TOOLS_FSDP_RUN_DESTINATIONS_H

#include "Options.h"

#include "fsdpc/runtime/Status.h"

namespace fsdpc::run {

/// Whether the run can write what it will write, checked before its first
/// step, so that a long run does not end in an error that loses its result
/// (a misspelt --save folder used to fail after the last step). The
/// --save and --save-every folders are created now, as their first save
/// would create them (their parent must exist), and must be writable; rank
/// 0, which writes them, also checks that the --report and --trace files'
/// folders exist and are writable and that neither names a folder.
runtime::Status checkDestinations(const Options &options, int64_t rank);

} // namespace fsdpc::run

#endif
