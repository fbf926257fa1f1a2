package dev.nimber.games.digraph;

import dev.nimber.api.Position;
import dev.nimber.api.PositionKeys;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The positions of one graph written as bytes, for a solved database: the tokens' vertices in
 * increasing order, four bytes each (big-endian).
 *
 * @param graph the instance's graph
 */
record TokenKeys(Digraph graph) implements PositionKeys {

  @Override
  public byte[] key(Position position) {
    List<Integer> at = ((Tokens) position).at();
    ByteBuffer key = ByteBuffer.allocate(4 * at.size());
    at.forEach(key::putInt);
    return key.array();
  }

  @Override
  public Position position(byte[] key) {
    ByteBuffer read = ByteBuffer.wrap(key);
    List<Integer> at = new ArrayList<>();
    while (read.hasRemaining()) {
      at.add(read.getInt());
    }
    return new Tokens(graph, at);
  }
}
