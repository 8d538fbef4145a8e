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

namespace mlir::fsdp {
/// The most ranks a mesh may have: 2^31 - 1, so that rank indices fit the
/// 32-bit integers of MPI and NCCL and products of axis sizes never overflow.
constexpr int64_t kMaxRanks = (int64_t(1) << 31) - 1;

/// The product of `sizes` if every size is positive and the product is at
/// most kMaxRanks; nullopt otherwise.
std::optional<int64_t> getCheckedGroupSize(ArrayRef<int64_t> sizes);

/// An argument's initializer (`fsdp.init`): "zeros", "ones" or
/// "normal(sigma)" with a finite sigma >= 0. Returns the kind and sigma.
struct Initializer {
  enum class Kind { Zeros, Ones, Normal } kind;
  double sigma = 0;
};
std::optional<Initializer> parseInitializer(StringRef text);

/// Bytes of one element of this type in memory and on the wire: index is 8,
/// i1 and other sub-byte types take a byte, types without a size (complex,
/// opaque) 0.
uint64_t getElementBytes(Type element);
/// Bytes of a static tensor type in memory and on the wire (0 for other
/// types): its elements' getElementBytes each.
uint64_t getTensorBytes(Type type);

namespace detail {
/// What every collective shares (CollectiveOpInterface's verifier).
LogicalResult verifyCollective(Operation *op);
/// The mesh and the sizes that depend on it (SymbolUserOpInterface).
LogicalResult verifyCollectiveSymbolUses(Operation *op,
                                         SymbolTableCollection &symbolTable);
} // namespace detail
} // namespace mlir::fsdp

#include "fsdpc/Dialect/FSDP/FSDPInterfaces.h.inc"

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
