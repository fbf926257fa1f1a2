package dev.nimber.db;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Reader;

/**
 * Small JSON files (a manifest, an opening book) read with Jackson's streaming parser into a tree
 * of nodes: a command reads one or two, and the parser alone starts in a fraction of the time an
 * {@code ObjectMapper} takes to set itself up.
 */
final class JsonTrees {

  private static final JsonFactory PARSERS = new JsonFactory();

  private JsonTrees() {}

  /**
   * The one JSON value a text holds.
   *
   * @param text the text
   * @param what what the value is, for the message when more follows it
   * @return the value as a tree
   * @throws IOException for text that is not one JSON value ({@link
   *     com.fasterxml.jackson.core.JsonProcessingException})
   */
  static JsonNode parse(String text, String what) throws IOException {
    try (JsonParser parser = PARSERS.createParser(text)) {
      JsonNode root = tree(parser, parser.nextToken());
      if (parser.nextToken() != null) {
        throw new JsonParseException(parser, "more after " + what + "'s object");
      }
      return root;
    }
  }

  /**
   * The fields of the JSON object a text starts with, up to one of them: the object read no further
   * than that field's name, so that what follows it (a long array) costs nothing.
   *
   * @param text the text, read only as far as needed
   * @param stop the field before which to stop; the whole object is read when it has none
   * @return the fields before it, as an object
   * @throws IOException for text that does not start with a JSON object, or cannot be read
   */
  static ObjectNode fieldsBefore(Reader text, String stop) throws IOException {
    try (JsonParser parser = PARSERS.createParser(text)) {
      JsonToken token = parser.nextToken();
      if (token != JsonToken.START_OBJECT) {
        throw new JsonParseException(parser, token == null ? "no JSON value" : "not an object");
      }
      return fields(parser, stop);
    }
  }

  /**
   * The fields of the object whose start the parser has just read, up to its end or to the field
   * named {@code stop}, whichever comes first (that field left unread).
   *
   * @param stop a field's name, or null to read the whole object
   */
  private static ObjectNode fields(JsonParser parser, String stop) throws IOException {
    ObjectNode object = JsonNodeFactory.instance.objectNode();
    for (JsonToken next = parser.nextToken();
        next != JsonToken.END_OBJECT;
        next = parser.nextToken()) {
      String name = parser.currentName();
      if (name.equals(stop)) {
        break;
      }
      object.set(name, tree(parser, parser.nextToken()));
    }
    return object;
  }

  /** The node that starts at the parser's current token, read to its end. */
  private static JsonNode tree(JsonParser parser, JsonToken token) throws IOException {
    if (token == null) {
      throw new JsonParseException(parser, "no JSON value");
    }
    JsonNodeFactory nodes = JsonNodeFactory.instance;
    switch (token) {
      case START_OBJECT -> {
        return fields(parser, null);
      }
      case START_ARRAY -> {
        ArrayNode array = nodes.arrayNode();
        for (JsonToken next = parser.nextToken();
            next != JsonToken.END_ARRAY;
            next = parser.nextToken()) {
          array.add(tree(parser, next));
        }
        return array;
      }
      case VALUE_STRING -> {
        return nodes.textNode(parser.getText());
      }
      case VALUE_NUMBER_INT -> {
        return nodes.numberNode(parser.getLongValue());
      }
      case VALUE_NUMBER_FLOAT -> {
        return nodes.numberNode(parser.getDecimalValue());
      }
      case VALUE_TRUE, VALUE_FALSE -> {
        return nodes.booleanNode(token == JsonToken.VALUE_TRUE);
      }
      case VALUE_NULL -> {
        return nodes.nullNode();
      }
      default -> throw new JsonParseException(parser, "unexpected " + token);
    }
  }

  /**
   * A field that must be there.
   *
   * @throws IllegalArgumentException naming the field when it is missing or null
   */
  static JsonNode required(JsonNode node, String field) {
    JsonNode value = node.get(field);
    if (value == null || value.isNull()) {
      throw new IllegalArgumentException("the field '" + field + "' is missing");
    }
    return value;
  }
}
