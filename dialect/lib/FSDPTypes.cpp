//===- FSDPTypes.cpp - fsdp types -----------------------------------------===//

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fsdp;

#define GET_TYPEDEF_CLASSES
#include "fsdpc/Dialect/FSDP/FSDPTypes.cpp.inc"

void FSDPDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "fsdpc/Dialect/FSDP/FSDPTypes.cpp.inc"
      >();
}

// Syntax: `<tensor<4xf32>, tensor<f32>>`.
Type PendingType::parse(AsmParser &parser) {
  SmallVector<Type> types;
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalGreater())) {
    if (parser.parseTypeList(types) || parser.parseGreater())
      return {};
  }
  return getChecked([&] { return parser.emitError(parser.getNameLoc()); },
                    parser.getContext(), types);
}

void PendingType::print(AsmPrinter &printer) const {
  printer << "<";
  llvm::interleaveComma(getTypes(), printer);
  printer << ">";
}

LogicalResult PendingType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  ArrayRef<Type> types) {
  if (types.empty())
    return emitError() << "a pending collective yields at least one tensor";
  for (Type type : types) {
    auto tensorType = dyn_cast<RankedTensorType>(type);
    if (!tensorType || !tensorType.hasStaticShape())
      return emitError() << "a pending collective yields static-shape "
                            "tensors, not "
                         << type;
  }
  return success();
}
