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
          "the period of the heaps' values and where it starts, proven by the octal periodicity theorem when it can be");

  private OctalQuestions() {}
}
