//===- JsonReader.cpp - a strict, minimal JSON parser ---------------------===//

#include "fsdpc/runtime/JsonReader.h"

#include <cerrno>
#include <cstdlib>
#include <set>

namespace fsdpc::runtime {

const JsonValue *JsonValue::find(std::string_view name) const {
  for (const auto &member : members)
    if (member.first == name)
      return &member.second;
  return nullptr;
}

namespace {

class Parser {
public:
  Parser(std::string_view text, unsigned maxDepth)
      : text_(text), maxDepth_(maxDepth) {}

  Status parseDocument(JsonValue &out) {
    FSDPC_RETURN_IF_ERROR(parseValue(out, 0));
    skipSpace();
    if (pos_ != text_.size())
      return error("trailing characters after the JSON value");
    return Status::ok();
  }

private:
  Status error(const std::string &what) const {
    return dataLoss("JSON at byte " + std::to_string(pos_) + ": " + what);
  }

  void skipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                   text_[pos_] == '\n' || text_[pos_] == '\r'))
      ++pos_;
  }

  bool consume(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word)
      return false;
    pos_ += word.size();
    return true;
  }

  Status parseValue(JsonValue &out, unsigned depth) {
    if (depth > maxDepth_)
      return error("nested deeper than " + std::to_string(maxDepth_));
    skipSpace();
    if (pos_ >= text_.size())
      return error("unexpected end");
    char c = text_[pos_];
    if (c == '{')
      return parseObject(out, depth);
    if (c == '[')
      return parseArray(out, depth);
    if (c == '"') {
      out.kind = JsonValue::Kind::String;
      return parseString(out.string);
    }
    if (consume("null")) {
      out.kind = JsonValue::Kind::Null;
      return Status::ok();
    }
    if (consume("true") || consume("false")) {
      out.kind = JsonValue::Kind::Bool;
      out.boolean = text_[pos_ - 1] == 'e' && text_[pos_ - 2] == 'u';
      return Status::ok();
    }
    if (c == '-' || (c >= '0' && c <= '9'))
      return parseNumber(out);
    return error(std::string("unexpected character '") + c + "'");
  }

  Status parseObject(JsonValue &out, unsigned depth) {
    out.kind = JsonValue::Kind::Object;
    ++pos_;
    skipSpace();
    if (pos_ < text_.size() && text_[pos_] == '}') {
      ++pos_;
      return Status::ok();
    }
    std::set<std::string> seen;
    while (true) {
      skipSpace();
      if (pos_ >= text_.size() || text_[pos_] != '"')
        return error("expected a string key");
      std::string key;
      FSDPC_RETURN_IF_ERROR(parseString(key));
      if (!seen.insert(key).second)
        return error("duplicate key \"" + key + "\"");
      skipSpace();
      if (pos_ >= text_.size() || text_[pos_] != ':')
        return error("expected ':'");
      ++pos_;
      JsonValue value;
      FSDPC_RETURN_IF_ERROR(parseValue(value, depth + 1));
      out.members.emplace_back(std::move(key), std::move(value));
      skipSpace();
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < text_.size() && text_[pos_] == '}') {
        ++pos_;
        return Status::ok();
      }
      return error("expected ',' or '}'");
    }
  }

  Status parseArray(JsonValue &out, unsigned depth) {
    out.kind = JsonValue::Kind::Array;
    ++pos_;
    skipSpace();
    if (pos_ < text_.size() && text_[pos_] == ']') {
      ++pos_;
      return Status::ok();
    }
    while (true) {
      JsonValue value;
      FSDPC_RETURN_IF_ERROR(parseValue(value, depth + 1));
      out.elements.push_back(std::move(value));
      skipSpace();
      if (pos_ < text_.size() && text_[pos_] == ',') {
        ++pos_;
        continue;
      }
      if (pos_ < text_.size() && text_[pos_] == ']') {
        ++pos_;
        return Status::ok();
      }
      return error("expected ',' or ']'");
    }
  }

  static void appendUtf8(std::string &out, uint32_t code) {
    if (code < 0x80) {
      out += char(code);
    } else if (code < 0x800) {
      out += char(0xc0 | (code >> 6));
      out += char(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      out += char(0xe0 | (code >> 12));
      out += char(0x80 | ((code >> 6) & 0x3f));
      out += char(0x80 | (code & 0x3f));
    } else {
      out += char(0xf0 | (code >> 18));
      out += char(0x80 | ((code >> 12) & 0x3f));
      out += char(0x80 | ((code >> 6) & 0x3f));
      out += char(0x80 | (code & 0x3f));
    }
  }

  Status parseHex4(uint32_t &code) {
    if (pos_ + 4 > text_.size())
      return error("truncated \\u escape");
    code = 0;
    for (int i = 0; i < 4; ++i) {
      char h = text_[pos_++];
      code <<= 4;
      if (h >= '0' && h <= '9')
        code |= uint32_t(h - '0');
      else if (h >= 'a' && h <= 'f')
        code |= uint32_t(h - 'a' + 10);
      else if (h >= 'A' && h <= 'F')
        code |= uint32_t(h - 'A' + 10);
      else
        return error("bad hex digit in \\u escape");
    }
    return Status::ok();
  }

  Status parseString(std::string &out) {
    ++pos_; // opening quote
    while (true) {
      if (pos_ >= text_.size())
        return error("unterminated string");
      unsigned char c = text_[pos_++];
      if (c == '"')
        return Status::ok();
      if (c < 0x20)
        return error("control character in a string");
      if (c != '\\') {
        out += char(c);
        continue;
      }
      if (pos_ >= text_.size())
        return error("unterminated escape");
      char e = text_[pos_++];
      switch (e) {
      case '"':
      case '\\':
      case '/':
        out += e;
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case 't':
        out += '\t';
        break;
      case 'u': {
        uint32_t code;
        FSDPC_RETURN_IF_ERROR(parseHex4(code));
        if (code >= 0xd800 && code < 0xdc00) {
          uint32_t low;
          if (!consume("\\u"))
            return error("unpaired surrogate");
          FSDPC_RETURN_IF_ERROR(parseHex4(low));
          if (low < 0xdc00 || low >= 0xe000)
            return error("unpaired surrogate");
          code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        } else if (code >= 0xdc00 && code < 0xe000) {
          return error("unpaired surrogate");
        }
        appendUtf8(out, code);
        break;
      }
      default:
        return error(std::string("bad escape '\\") + e + "'");
      }
    }
  }

  Status parseNumber(JsonValue &out) {
    size_t start = pos_;
    if (text_[pos_] == '-')
      ++pos_;
    auto digits = [&] {
      size_t first = pos_;
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9')
        ++pos_;
      return pos_ - first;
    };
    size_t intStart = pos_;
    size_t intDigits = digits();
    if (intDigits == 0)
      return error("expected digits");
    if (intDigits > 1 && text_[intStart] == '0')
      return error("leading zero in a number");
    bool integral = true;
    if (pos_ < text_.size() && text_[pos_] == '.') {
      ++pos_;
      integral = false;
      if (digits() == 0)
        return error("expected digits after '.'");
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      ++pos_;
      integral = false;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-'))
        ++pos_;
      if (digits() == 0)
        return error("expected digits in the exponent");
    }
    std::string literal(text_.substr(start, pos_ - start));
    out.number = std::strtod(literal.c_str(), nullptr);
    out.kind = JsonValue::Kind::Number;
    if (integral) {
      errno = 0;
      long long value = std::strtoll(literal.c_str(), nullptr, 10);
      if (errno == 0) {
        out.kind = JsonValue::Kind::Integer;
        out.integer = value;
      }
    }
    return Status::ok();
  }

  std::string_view text_;
  unsigned maxDepth_;
  size_t pos_ = 0;
};

} // namespace

Expected<JsonValue> parseJson(std::string_view text, unsigned maxDepth) {
  JsonValue value;
  Parser parser(text, maxDepth);
  Status status = parser.parseDocument(value);
  if (!status.isOk())
    return status;
  return value;
}

} // namespace fsdpc::runtime
