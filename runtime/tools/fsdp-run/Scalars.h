//===- Scalars.h - the losses printed per step -------------------*- C++
//-*-===//

#ifndef FSDPC_TOOLS_FSDP_RUN_SCALARS_H
#define FSDPC_TOOLS_FSDP_RUN_SCALARS_H

#include "fsdpc/runtime/Session.h"

#include <string>
#include <vector>

namespace fsdpc::run {

/// The entry's scalar (rank-0 shape) outputs that are not state: the losses
/// and metrics a step reports.
std::vector<uint32_t> scalarOutputs(const runtime::Executable &exe,
                                    size_t entry);

/// "step 3 loss 0.25" for one scalar; "step 3 loss a=0.25 b=1" for several
/// (path=value). Values print exactly enough digits to round-trip.
runtime::Expected<std::string> formatStep(runtime::Session &session,
                                          size_t entry,
                                          const std::vector<uint32_t> &outputs,
                                          int64_t step);

} // namespace fsdpc::run

#endif
