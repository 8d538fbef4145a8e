//===- JsonWriter.cpp - a minimal streaming JSON writer -------------------===//

#include "fsdpc/runtime/JsonWriter.h"

#include <cmath>
#include <cstdio>

namespace fsdpc::runtime {

void JsonWriter::separate() {
  if (afterKey_) {
    afterKey_ = false;
    return;
  }
  if (!hasElement_.empty()) {
    if (hasElement_.back())
      out_ += ',';
    hasElement_.back() = true;
  }
}

JsonWriter &JsonWriter::beginObject() {
  separate();
  out_ += '{';
  hasElement_.push_back(false);
  return *this;
}

JsonWriter &JsonWriter::endObject() {
  out_ += '}';
  hasElement_.pop_back();
  return *this;
}

JsonWriter &JsonWriter::beginArray() {
  separate();
  out_ += '[';
  hasElement_.push_back(false);
  return *this;
}

JsonWriter &JsonWriter::endArray() {
  out_ += ']';
  hasElement_.pop_back();
  return *this;
}

JsonWriter &JsonWriter::key(std::string_view name) {
  separate();
  out_ += escape(name);
  out_ += ':';
  afterKey_ = true;
  return *this;
}

std::string JsonWriter::escape(std::string_view text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\r':
      out += "\\r";
      break;
    case '\t':
      out += "\\t";
      break;
    default:
      if (c < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out += char(c);
      }
    }
  }
  out += '"';
  return out;
}

JsonWriter &JsonWriter::value(std::string_view text) {
  separate();
  out_ += escape(text);
  return *this;
}

JsonWriter &JsonWriter::value(int64_t number) {
  separate();
  out_ += std::to_string(number);
  return *this;
}

JsonWriter &JsonWriter::value(uint64_t number) {
  separate();
  out_ += std::to_string(number);
  return *this;
}

JsonWriter &JsonWriter::value(double number) {
  separate();
  if (!std::isfinite(number)) {
    out_ += "null";
    return *this;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", number);
  out_ += buf;
  return *this;
}

JsonWriter &JsonWriter::value(bool flag) {
  separate();
  out_ += flag ? "true" : "false";
  return *this;
}

JsonWriter &JsonWriter::null() {
  separate();
  out_ += "null";
  return *this;
}

} // namespace fsdpc::runtime
