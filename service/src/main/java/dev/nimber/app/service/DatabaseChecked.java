package dev.nimber.app.service;

import java.nio.file.Path;

/**
 * A solved database checked: every byte of its files against their checksums, and a sample of its
 * positions re-derived from their moves, all of which agreed.
 *
 * @param folder where it is
 * @param files how many files hold its values
 * @param bytes their size together
 * @param rederived how many positions were re-derived from their moves
 * @param positions how many it holds
 * @param keyed whether its positions are kept under their keys rather than in ranked tiers
 */
public record DatabaseChecked(
    Path folder, int files, long bytes, long rederived, long positions, boolean keyed) {}
