//===- FSDP.h - fsdp dialect ------------------------------------*- C++ -*-===//
//
// The fsdp dialect: meshes, shardings, collectives and their async forms.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_DIALECT_FSDP_FSDP_H
#define FSDPC_DIALECT_FSDP_FSDP_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::fsdp {
/// The communication streams asynchronous collectives run on. Starts and
/// waits read and write it so that nothing reorders them implicitly.
struct CommStreamResource
    : public SideEffects::Resource::Base<CommStreamResource> {
  llvm::StringRef getName() final { return "fsdp.comm_stream"; }
};
} // namespace mlir::fsdp

#include "fsdpc/Dialect/FSDP/FSDPDialect.h.inc"
#include "fsdpc/Dialect/FSDP/FSDPEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "fsdpc/Dialect/FSDP/FSDPAttrs.h.inc"

#define GET_TYPEDEF_CLASSES
#include "fsdpc/Dialect/FSDP/FSDPTypes.h.inc"

#define GET_OP_CLASSES
#include "fsdpc/Dialect/FSDP/FSDPOps.h.inc"

namespace mlir::fsdp {
/// Rows of one shard when `size` rows are split over `groupSize` ranks:
/// ceil(size / groupSize).
int64_t shardSize(int64_t size, int64_t groupSize);

/// The mesh that `symbol` names from `from`, or null.
MeshOp lookupMesh(Operation *from, FlatSymbolRefAttr symbol);
MeshOp lookupMesh(Operation *from, FlatSymbolRefAttr symbol,
                  SymbolTableCollection &symbolTable);
} // namespace mlir::fsdp

#endif // FSDPC_DIALECT_FSDP_FSDP_H
