package dev.nimber.app.solve;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.nimber.api.Answer;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.RulesSpending;
import dev.nimber.app.service.Selection;
import dev.nimber.db.Manifest;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.tier.SolvedTiers;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The rulesets a batch has solved, kept so that every later position of the same rules is answered
 * from them: a run or a table over many positions of one board costs one solve and a look-up a
 * position. For games whose positions the engine numbers (ranked tiers), and questions a ranked
 * solve answers without Grundy values. A ruleset is solved from its start when the game names one
 * ({@link dev.nimber.api.Positions#rulesetStart}: connect's empty board), else from the first
 * position asked of it, and keeps every tier from there on; a position above those tiers is solved
 * again from it, and that solve replaces the kept one.
 *
 * <p>Bounded by memory: at most a quarter of the heap in all (Caffeine, each ruleset weighed by the
 * bytes its tiers take), and a ruleset whose tiers would take more than an eighth is not kept: its
 * positions are solved one by one, each keeping only the tiers it needs, as without the cache.
 * Thread-safe: a ruleset is solved once however many threads ask about it at once (the others wait
 * for that solve, and a solve may hold up rulesets that share its slot of the map). {@code nimber
 * serve} keeps one for the whole server, so that a game in play, and every question about a
 * position of a ruleset solved before, is answered from it.
 */
public final class RulesetCache {

  private final long mostPerRuleset;
  private final long mostBytes;

  /** The rulesets kept, made at the first ruleset solved or asked of it; null until then. */
  private volatile Cache<Manifest.Identity, SolvedTiers> kept;

  private final AtomicLong solves = new AtomicLong();

  /** How a batch has answered each ruleset's positions so far, by the method the engine chose. */
  private final ConcurrentHashMap<Manifest.Identity, Spending> spending = new ConcurrentHashMap<>();

  /** A cache within the heap's shares above. */
  public RulesetCache() {
    this(Runtime.getRuntime().maxMemory() / 4);
  }

  /**
   * A cache of at most {@code mostBytes}, of which one ruleset takes at most half.
   *
   * @param mostBytes the most the kept tiers take in all
   */
  RulesetCache(long mostBytes) {
    this.mostPerRuleset = mostBytes / 2;
    this.mostBytes = mostBytes;
  }

  /**
   * The rulesets kept, made when first needed: a batch that never solves a ruleset (a game the
   * engine does not number, or the weak method) does not load the cache's classes at start-up.
   */
  private Cache<Manifest.Identity, SolvedTiers> kept() {
    Cache<Manifest.Identity, SolvedTiers> made = kept;
    if (made == null) {
      synchronized (this) {
        made = kept;
        if (made == null) {
          made =
              Caffeine.newBuilder()
                  .maximumWeight(Math.max(1, mostBytes >> 10))
                  .weigher(
                      (Manifest.Identity rules, SolvedTiers held) ->
                          (int) Math.min(Integer.MAX_VALUE, 1 + (held.bytesHeld() >> 10)))
                  .build();
          kept = made;
        }
      }
    }
    return made;
  }

  /**
   * The answer from the kept solve of the instance's rules, solving and keeping them first when
   * needed.
   *
   * @param selection the game, the engine's search and the question
   * @param search the engine's search, as selected
   * @param parameters the instance
   * @return the answer, or empty when the cache does not apply (a game without ranked positions, a
   *     Grundy value, a ruleset too large to keep, the weak or proof-number method chosen with
   *     {@code --method}): then solve the instance as usual
   */
  public Optional<Answer> answer(Selection selection, SearchSolver search, Parameters parameters) {
    if (selection.question().equals(Question.GRUNDY)
        || search.searchMethod() == SearchMethod.WEAK
        || search.searchMethod() == SearchMethod.PROOF) {
      return Optional.empty();
    }
    return search.numbers(parameters)
        ? fromKept(
            SolvedDatabases.rules(selection.game(), parameters), selection, search, parameters)
        : Optional.empty();
  }

  /** The answer from the kept solve of the rules, solving and keeping them first when needed. */
  private Optional<Answer> fromKept(
      Manifest.Identity rules, Selection selection, SearchSolver search, Parameters parameters) {
    return tiers(rules, search, parameters)
        .map(tiers -> search.stored().answerFrom(parameters, selection.question(), tiers));
  }

  /**
   * The answer to one position of a batch, by the cheaper way: with the method chosen by the engine
   * ({@link SearchMethod#AUTO}), its positions are answered alone (by the weak search, which also
   * gives way to a ranked solve of the position when that costs less) while the weak searches of
   * the batch's positions of these rules have cost less than one solve of the rules ({@link
   * SearchSolver#rulesetCost}); after that, the rules are solved and kept, and every later position
   * is answered from them. So a batch costs at most about twice the cheaper of the two, knowing
   * neither how many positions it has nor how hard they are. With the strong method, the rules are
   * solved at once, as {@link #answer(Selection, SearchSolver, Parameters)} does.
   *
   * @param selection the game, the engine's search and the question
   * @param search the engine's search, as selected
   * @param parameters the instance
   * @param alone answers the instance by itself
   * @return the answer
   */
  public Answer answer(
      Selection selection, SearchSolver search, Parameters parameters, Supplier<Answer> alone) {
    if (search.searchMethod() != SearchMethod.AUTO
        || selection.question().equals(Question.GRUNDY)
        || !search.numbers(parameters)) {
      return answer(selection, search, parameters).orElseGet(alone);
    }
    Manifest.Identity rules = SolvedDatabases.rules(selection.game(), parameters);
    Spending spent = spending.computeIfAbsent(rules, key -> new Spending());
    if (!holds(rules, search, parameters)) {
      OptionalLong cost = search.rulesetCost(parameters);
      cost.ifPresent(spent.cost::set);
      if (cost.isEmpty() || spent.visits.get() < cost.getAsLong()) {
        long before = search.weakVisits();
        try {
          return alone.get();
        } finally {
          spent.visits.addAndGet(search.weakVisits() - before);
          spent.alone.incrementAndGet();
        }
      }
    }
    Optional<Answer> fromKept = fromKept(rules, selection, search, parameters);
    if (fromKept.isPresent()) {
      spent.fromKept.incrementAndGet();
      return fromKept.get();
    }
    spent.alone.incrementAndGet();
    return alone.get();
  }

  /**
   * How the positions of each ruleset were answered so far by {@link #answer(Selection,
   * SearchSolver, Parameters, Supplier)} with the method chosen by the engine, in the order of the
   * rules' names: what {@code --verbose} reports at the end of a batch. With several threads the
   * counts depend on which thread crossed the cost first.
   *
   * @return one entry a ruleset; empty when no position was answered that way
   */
  public List<RulesSpending> spending() {
    return spending.entrySet().stream()
        .map(
            entry ->
                new RulesSpending(
                    named(entry.getKey()),
                    entry.getValue().alone.get(),
                    entry.getValue().visits.get(),
                    entry.getValue().cost.get() < 0
                        ? OptionalLong.empty()
                        : OptionalLong.of(entry.getValue().cost.get()),
                    entry.getValue().fromKept.get()))
        .sorted(Comparator.comparing(RulesSpending::rules))
        .toList();
  }

  private static String named(Manifest.Identity rules) {
    StringBuilder name = new StringBuilder(rules.game());
    rules
        .parameters()
        .forEach((key, value) -> name.append(' ').append(key).append('=').append(value));
    return "misere".equals(rules.play()) ? name + " (misère play)" : name.toString();
  }

  /** The counts behind a {@link RulesSpending}, updated by every thread of a batch. */
  private static final class Spending {
    final AtomicLong alone = new AtomicLong();
    final AtomicLong visits = new AtomicLong();
    final AtomicLong cost = new AtomicLong(-1);
    final AtomicLong fromKept = new AtomicLong();
  }

  /**
   * The values of every position the kept solve of the instance's rules holds, solving and keeping
   * them first when needed: what {@code serve} plays from.
   *
   * @param game the game
   * @param search its engine's search
   * @param parameters the instance
   * @return the values, or empty when the cache does not apply (a game without ranked positions, a
   *     ruleset too large to keep)
   */
  public Optional<PositionValues> values(
      GameEntry game, SearchSolver search, Parameters parameters) {
    return tiers(game, search, parameters)
        .flatMap(tiers -> search.stored().valuesOf(parameters, tiers));
  }

  private Optional<SolvedTiers> tiers(GameEntry game, SearchSolver search, Parameters parameters) {
    return search.numbers(parameters)
        ? tiers(SolvedDatabases.rules(game, parameters), search, parameters)
        : Optional.empty();
  }

  /**
   * {@link #tiers(GameEntry, SearchSolver, Parameters)} of a numbered instance, given its rules.
   */
  private Optional<SolvedTiers> tiers(
      Manifest.Identity rules, SearchSolver search, Parameters parameters) {
    // One solve of a ruleset at a time: a request that arrives while it runs waits for it and then
    // reads it.
    boolean[] keptHolds = {false};
    SolvedTiers held =
        kept()
            .asMap()
            .compute(
                rules,
                (key, old) -> {
                  keptHolds[0] = old != null && search.stored().holds(parameters, old);
                  return keptHolds[0]
                      ? old
                      : search
                          .rulesets()
                          .solveRuleset(parameters, mostPerRuleset)
                          .map(this::counted)
                          .orElse(old);
                });
    // A new solve holds the position when it comes from it or from the rules' start; the old one
    // kept may not.
    return held != null && (keptHolds[0] || search.stored().holds(parameters, held))
        ? Optional.of(held)
        : Optional.empty();
  }

  /**
   * Whether the kept solve of the instance's rules holds it already, without solving anything or
   * waiting for a solve under way: a position asked of it is answered at once.
   *
   * @param game the game
   * @param search its engine's search
   * @param parameters the instance, of a game the engine numbers
   * @return whether it is held
   */
  public boolean holds(GameEntry game, SearchSolver search, Parameters parameters) {
    return holds(SolvedDatabases.rules(game, parameters), search, parameters);
  }

  private boolean holds(Manifest.Identity rules, SearchSolver search, Parameters parameters) {
    Cache<Manifest.Identity, SolvedTiers> made = kept;
    SolvedTiers held = made == null ? null : made.getIfPresent(rules);
    return held != null && search.stored().holds(parameters, held);
  }

  private SolvedTiers counted(SolvedTiers solved) {
    solves.incrementAndGet();
    return solved;
  }

  /** How many rulesets this cache has solved (and kept), for tests. */
  long solves() {
    return solves.get();
  }
}
