package dev.nimber.app.service;

import java.util.OptionalLong;

/**
 * How a batch answered the positions of one ruleset.
 *
 * @param rules the game and its rule parameters, as {@code connect width=6 height=4 …}
 * @param searchedAlone the positions the weak search (or the method it gave way to) answered
 * @param visits those searches' visits in all
 * @param rulesetCost the visits one ranked solve of the rules costs, as the engine estimates it;
 *     empty when the rules are too large to solve whole
 * @param fromKept the positions answered from the one solve of the rules, once the searches had
 *     cost more
 */
public record RulesSpending(
    String rules, long searchedAlone, long visits, OptionalLong rulesetCost, long fromKept) {}
