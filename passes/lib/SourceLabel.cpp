//===- SourceLabel.cpp - what the user called an op ---------------------===//

#include "fsdpc/Passes/SourceLabel.h"

#include "mlir/IR/Location.h"

using namespace mlir;

fsdpc::schedule::TraceLabel mlir::fsdp::getSourceLabel(Operation *op) {
  std::string opName = op->getName().getStringRef().str();
  fsdpc::schedule::TraceLabel label{opName, opName, ""};
  bool named = false;
  op->getLoc()->walk([&](Location loc) {
    if (auto name = dyn_cast<NameLoc>(loc); name && !named) {
      label.name = name.getName().str();
      named = true;
    }
    if (auto file = dyn_cast<FileLineColLoc>(loc); file && label.source.empty())
      label.source =
          (file.getFilename().getValue() + ":" + Twine(file.getLine())).str();
    return named && !label.source.empty() ? WalkResult::interrupt()
                                          : WalkResult::advance();
  });
  return label;
}

std::string
mlir::fsdp::formatSourceLabel(const fsdpc::schedule::TraceLabel &label) {
  return label.source.empty() ? label.name : label.name + " at " + label.source;
}
