//===- DeviceSpecJSON.h - applying JSON figures to a DeviceSpec -*- C++ -*-===//
//
// Private to FSDPCSchedule: the built-in `cpu` preset is its guessed figures
// with bench/presets/cpu.json's fitted ones applied by the same reader that
// loads a user's file (CostModel.h, loadDeviceSpec).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_SCHEDULE_DEVICESPECJSON_H
#define FSDPC_SCHEDULE_DEVICESPECJSON_H

#include "fsdpc/Schedule/CostModel.h"

namespace fsdpc::schedule {

/// Overrides `spec` with every figure the JSON text gives (the schema of
/// loadDeviceSpec; a "base" key is ignored), then checks the result. Errors
/// start with `sourceName` and name the field.
llvm::Error applyDeviceSpecJSON(DeviceSpec &spec, llvm::StringRef jsonText,
                                llvm::StringRef sourceName);

} // namespace fsdpc::schedule

#endif // FSDPC_SCHEDULE_DEVICESPECJSON_H
