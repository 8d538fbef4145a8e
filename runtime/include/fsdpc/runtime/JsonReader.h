//===- JsonReader.h - a strict, minimal JSON parser ---------------*- C++
//-*-===//
//
// Parses the JSON headers of safetensors files. Strict on purpose (files come
// from elsewhere): one value and only whitespace after it, no duplicate keys,
// a nesting limit so hostile input cannot exhaust the stack, and integers kept
// exact (data offsets exceed 2^53 in large checkpoints).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_JSONREADER_H
#define FSDPC_RUNTIME_JSONREADER_H

#include "fsdpc/runtime/Status.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fsdpc::runtime {

class JsonValue {
public:
  enum class Kind { Null, Bool, Integer, Number, String, Array, Object };

  Kind kind = Kind::Null;
  bool boolean = false;
  /// Kind::Integer: a literal without fraction or exponent that fits int64.
  int64_t integer = 0;
  double number = 0;
  std::string string;
  std::vector<JsonValue> elements;
  std::vector<std::pair<std::string, JsonValue>> members;

  /// The member named `name` of an object, or null.
  const JsonValue *find(std::string_view name) const;
};

Expected<JsonValue> parseJson(std::string_view text, unsigned maxDepth = 64);

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_JSONREADER_H
