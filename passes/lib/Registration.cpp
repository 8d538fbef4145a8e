//===- Registration.cpp - keeps FSDPCPasses non-empty ---------------------===//
//
// Pass definitions live one per file next to this one; registration is
// generated into Passes.h.inc.
//
//===----------------------------------------------------------------------===//

#include "fsdpc/Passes/Passes.h"
