//===- JsonWriter.h - a minimal streaming JSON writer -------------*- C++
//-*-===//
//
// Reports (memory, timings) and safetensors headers are small JSON documents;
// this writer emits them without a dependency. Commas are inserted by the
// writer; strings are escaped per RFC 8259; non-finite doubles become null
// (JSON has no NaN).
//
//===----------------------------------------------------------------------===//

#ifndef FSDPC_RUNTIME_JSONWRITER_H
#define FSDPC_RUNTIME_JSONWRITER_H

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace fsdpc::runtime {

class JsonWriter {
public:
  JsonWriter &beginObject();
  JsonWriter &endObject();
  JsonWriter &beginArray();
  JsonWriter &endArray();
  /// The key of the next value inside an object.
  JsonWriter &key(std::string_view name);

  JsonWriter &value(std::string_view text);
  JsonWriter &value(const char *text) { return value(std::string_view(text)); }
  JsonWriter &value(int64_t number);
  JsonWriter &value(uint64_t number);
  JsonWriter &value(int number) { return value(int64_t(number)); }
  JsonWriter &value(unsigned number) { return value(uint64_t(number)); }
  JsonWriter &value(double number);
  JsonWriter &value(bool flag);
  JsonWriter &null();

  template <typename T> JsonWriter &field(std::string_view name, const T &v) {
    key(name);
    return value(v);
  }

  const std::string &str() const { return out_; }

  static std::string escape(std::string_view text);

private:
  void separate();

  std::string out_;
  // One entry per open container: whether it already has an element.
  std::vector<bool> hasElement_;
  bool afterKey_ = false;
};

} // namespace fsdpc::runtime

#endif // FSDPC_RUNTIME_JSONWRITER_H
