//===- FSDPAttrs.cpp - fsdp attributes ------------------------------------===//

#include "fsdpc/Dialect/FSDP/FSDP.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::fsdp;

#define GET_ATTRDEF_CLASSES
#include "fsdpc/Dialect/FSDP/FSDPAttrs.cpp.inc"

void FSDPDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "fsdpc/Dialect/FSDP/FSDPAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// MeshAttr
//===----------------------------------------------------------------------===//

// Syntax: `<["replica"=2, "shard"=?]>`.
Attribute MeshAttr::parse(AsmParser &parser, Type) {
  SmallVector<StringAttr> names;
  SmallVector<int64_t> sizes;
  auto parseAxis = [&]() -> ParseResult {
    std::string name;
    if (parser.parseString(&name) || parser.parseEqual())
      return failure();
    int64_t size = ShapedType::kDynamic;
    if (failed(parser.parseOptionalQuestion()) && parser.parseInteger(size))
      return failure();
    names.push_back(parser.getBuilder().getStringAttr(name));
    sizes.push_back(size);
    return success();
  };
  if (parser.parseLess() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseAxis) ||
      parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(parser.getNameLoc()); },
                    parser.getContext(), names, sizes);
}

void MeshAttr::print(AsmPrinter &printer) const {
  printer << "<[";
  llvm::interleaveComma(llvm::zip(getAxisNames(), getAxisSizes()), printer,
                        [&](auto axis) {
                          printer.printString(std::get<0>(axis).getValue());
                          printer << "=";
                          if (ShapedType::isDynamic(std::get<1>(axis)))
                            printer << "?";
                          else
                            printer << std::get<1>(axis);
                        });
  printer << "]>";
}

LogicalResult MeshAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<StringAttr> names,
                               ArrayRef<int64_t> sizes) {
  if (names.empty())
    return emitError() << "a mesh needs at least one axis";
  assert(names.size() == sizes.size() && "one size per mesh axis");
  llvm::SmallSet<StringRef, 4> seen;
  for (auto [name, size] : llvm::zip(names, sizes)) {
    if (name.getValue().empty())
      return emitError() << "mesh axis names must not be empty";
    if (!seen.insert(name.getValue()).second)
      return emitError() << "mesh axis \"" << name.getValue()
                         << "\" is declared twice";
    if (!ShapedType::isDynamic(size) && (size < 1 || size > kMaxRanks))
      return emitError() << "mesh axis \"" << name.getValue() << "\" has size "
                         << size << "; sizes must be '?' or from 1 to "
                         << kMaxRanks;
  }
  SmallVector<int64_t> bound;
  llvm::copy_if(sizes, std::back_inserter(bound),
                [](int64_t size) { return !ShapedType::isDynamic(size); });
  if (!getCheckedGroupSize(bound))
    return emitError() << "the mesh has more than " << kMaxRanks
                       << " ranks (the product of its axis sizes)";
  return success();
}

std::optional<unsigned> MeshAttr::getAxisIndex(StringRef axis) const {
  for (auto [index, name] : llvm::enumerate(getAxisNames()))
    if (name.getValue() == axis)
      return index;
  return std::nullopt;
}

std::optional<int64_t> MeshAttr::getGroupSize(ArrayRef<StringAttr> axes) const {
  int64_t product = 1;
  for (StringAttr axis : axes) {
    std::optional<unsigned> index = getAxisIndex(axis.getValue());
    assert(index && "axis is not on the mesh");
    int64_t size = getAxisSizes()[*index];
    if (ShapedType::isDynamic(size))
      return std::nullopt;
    // The verifier bounds the product of all sizes by kMaxRanks.
    product *= size;
  }
  return product;
}

bool MeshAttr::isBound() const {
  return llvm::none_of(getAxisSizes(), ShapedType::isDynamic);
}

//===----------------------------------------------------------------------===//
// ShardingAttr
//===----------------------------------------------------------------------===//

// Parses `{"a", "b"}` into string attributes.
static ParseResult parseAxisSet(AsmParser &parser,
                                SmallVectorImpl<StringAttr> &axes) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Braces, [&]() -> ParseResult {
        std::string name;
        if (parser.parseString(&name))
          return failure();
        axes.push_back(parser.getBuilder().getStringAttr(name));
        return success();
      });
}

static void printAxisSet(AsmPrinter &printer, ArrayRef<StringAttr> axes) {
  printer << "{";
  llvm::interleaveComma(axes, printer, [&](StringAttr axis) {
    printer.printString(axis.getValue());
  });
  printer << "}";
}

// Syntax: `<@mesh, [{"shard"}, {}], partial={"shard"}>`.
Attribute ShardingAttr::parse(AsmParser &parser, Type) {
  FlatSymbolRefAttr mesh;
  SmallVector<ArrayAttr> dims;
  SmallVector<StringAttr> partial;
  Builder &builder = parser.getBuilder();
  auto parseDim = [&]() -> ParseResult {
    SmallVector<StringAttr> axes;
    if (parseAxisSet(parser, axes))
      return failure();
    dims.push_back(
        builder.getArrayAttr(SmallVector<Attribute>(axes.begin(), axes.end())));
    return success();
  };
  if (parser.parseLess() || parser.parseAttribute(mesh) ||
      parser.parseComma() ||
      parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseDim))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("partial") || parser.parseEqual() ||
        parseAxisSet(parser, partial))
      return {};
  }
  if (parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(parser.getNameLoc()); },
                    parser.getContext(), mesh, dims, partial);
}

void ShardingAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printer.printAttribute(getMesh());
  printer << ", [";
  llvm::interleaveComma(getDimAxes(), printer, [&](ArrayAttr axes) {
    printAxisSet(printer, llvm::to_vector(axes.getAsRange<StringAttr>()));
  });
  printer << "]";
  if (!getPartialAxes().empty()) {
    printer << ", partial=";
    printAxisSet(printer, getPartialAxes());
  }
  printer << ">";
}

LogicalResult ShardingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   FlatSymbolRefAttr mesh,
                                   ArrayRef<ArrayAttr> dimAxes,
                                   ArrayRef<StringAttr> partialAxes) {
  assert(mesh && "a sharding names its mesh");
  llvm::SmallSet<StringRef, 4> seen;
  auto checkAxis = [&](Attribute attr) -> LogicalResult {
    auto axis = dyn_cast<StringAttr>(attr);
    if (!axis || axis.getValue().empty())
      return emitError() << "sharding axes must be non-empty strings";
    if (!seen.insert(axis.getValue()).second)
      return emitError() << "mesh axis \"" << axis.getValue()
                         << "\" is used twice in one sharding";
    return success();
  };
  for (ArrayAttr axes : dimAxes)
    for (Attribute axis : axes)
      if (failed(checkAxis(axis)))
        return failure();
  for (StringAttr axis : partialAxes)
    if (failed(checkAxis(axis)))
      return failure();
  return success();
}

SmallVector<StringAttr> ShardingAttr::getAxesOfDim(unsigned dim) const {
  return llvm::to_vector(getDimAxes()[dim].getAsRange<StringAttr>());
}

bool ShardingAttr::isReplicated() const {
  return getPartialAxes().empty() &&
         llvm::all_of(getDimAxes(),
                      [](ArrayAttr axes) { return axes.empty(); });
}

LogicalResult
ShardingAttr::verifyFor(function_ref<InFlightDiagnostic()> emitError,
                        MeshAttr mesh, Type type) const {
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType)
    return emitError() << "a sharding applies to ranked tensors, not " << type;
  if (tensorType.getRank() != static_cast<int64_t>(getDimAxes().size()))
    return emitError() << "sharding lists " << getDimAxes().size()
                       << " dimensions but " << type << " has rank "
                       << tensorType.getRank();
  auto checkOnMesh = [&](StringAttr axis) -> LogicalResult {
    if (mesh.getAxisIndex(axis.getValue()))
      return success();
    return emitError() << "mesh axis \"" << axis.getValue()
                       << "\" is not an axis of mesh " << getMesh();
  };
  for (ArrayAttr axes : getDimAxes())
    for (StringAttr axis : axes.getAsRange<StringAttr>())
      if (failed(checkOnMesh(axis)))
        return failure();
  for (StringAttr axis : getPartialAxes())
    if (failed(checkOnMesh(axis)))
      return failure();
  return success();
}
