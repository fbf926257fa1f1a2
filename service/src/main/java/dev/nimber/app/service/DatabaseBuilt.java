package dev.nimber.app.service;

import java.nio.file.Path;
import java.util.OptionalInt;

/**
 * A solved database written.
 *
 * @param folder where it is
 * @param positions the positions it holds
 * @param tiers how many tiers it holds them in, or empty when they are kept under their keys
 * @param bytes the size of its tier (or key) files together
 */
public record DatabaseBuilt(Path folder, long positions, OptionalInt tiers, long bytes) {

  /** The bits a position takes on disk, on average; 0 for a database with no position. */
  public double bitsPerPosition() {
    return positions == 0 ? 0.0 : 8.0 * bytes / positions;
  }
}
