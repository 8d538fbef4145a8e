//===- TestPasses.h - fsdpc test-support passes -----------------*- C++ -*-===//
//
// Passes that exist for testing (fsdp-emulate-ranks), registered by fsdp-opt
// with registerFSDPCTestPasses() and kept out of the shipped pass library.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_TEST_PASSES_H
#define FSDPC_TEST_PASSES_H

#include "fsdpc/Dialect/FSDP/FSDP.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"

namespace mlir::fsdp {
#define GEN_PASS_DECL
#include "TestPasses.h.inc"

/// Defines registerFSDPCTestPasses().
#define GEN_PASS_REGISTRATION
#include "TestPasses.h.inc"
} // namespace mlir::fsdp

#endif // FSDPC_TEST_PASSES_H
