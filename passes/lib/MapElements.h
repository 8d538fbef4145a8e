//===- MapElements.h - an elementwise linalg.generic ------------*- C++ -*-===//
//
// The elementwise conversions the passes insert around collectives (a
// float cast to the wire type, an order-preserving integer key) are all one
// shape of op: a linalg.generic with identity maps over a fresh
// tensor.empty, whose body maps one element.
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_PASSES_MAPELEMENTS_H
#define FSDPC_PASSES_MAPELEMENTS_H

#include "mlir/IR/Builders.h"

namespace mlir::fsdp {

/// The tensor of `value`'s shape and element type `elementType` whose
/// elements are `body` of `value`'s, built at `b`'s insertion point.
Value mapElements(OpBuilder &b, Location loc, Value value, Type elementType,
                  function_ref<Value(OpBuilder &, Location, Value)> body);

} // namespace mlir::fsdp

#endif // FSDPC_PASSES_MAPELEMENTS_H
