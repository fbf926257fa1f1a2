package dev.nimber.games.octal;

import dev.nimber.api.Question;

/** The questions an octal game adds to the common ones. */
final class OctalQuestions {

  /** G(0), G(1), …, G(to). */
  static final Question SEQUENCE =
      new Question("sequence", "the Grundy values of single heaps 0 to 'to'");

  /** The preperiod and period of the values, proven or only seen. */
  static final Question PERIOD =
      new Question(
          "period",
          "the period of the heaps' values and where it starts, proven by the periodicity theorem when it can be");

  /**
   * At each power of two, the largest value, the mask with the fewest rare heaps and how many they
   * are.
   */
  static final Question SPARSITY =
      new Question(
          "sparsity",
          "at each power of two up to 'to': the largest value and where it first is, the mask (and whether the heap's"
              + " parity counts) with the fewest rare heaps, their number and the last of them");

  private OctalQuestions() {}
}
